import { describe, expect, it } from 'vitest';
import { allCatalogs, createI18n, localeDirection, UI_LOCALES } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('i18n: every shipped catalog is complete (docs/architecture.md "Languages")', async () => {
  const catalogs = await allCatalogs();
  const english = { ui: leaves(catalogs.en.ui as Tree), errors: leaves(catalogs.en.errors as Tree) };

  it.each(UI_LOCALES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, with the same placeholders',
    (locale) => {
      for (const ns of ['ui', 'errors'] as const) {
        const translated = leaves(catalogs[locale][ns] as Tree);
        expect([...translated.keys()].sort()).toEqual([...english[ns].keys()].sort());
        for (const [key, text] of english[ns]) {
          expect(text.trim(), `${ns}:${key} is empty in English`).not.toBe('');
          expect(placeholders(translated.get(key) ?? ''), `${locale} ${ns}:${key}`).toEqual(placeholders(text));
        }
      }
    },
  );

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['zh-CN', 'ltr'],
  ] as const)('%s is laid out %s', (locale, dir) => {
    expect(localeDirection(locale)).toBe(dir);
  });

  it('switches language on demand and falls back to English for a missing key', async () => {
    const i18n = await createI18n({ locale: 'ar' });
    expect(i18n.t('ui:LoadErrorPage.retry')).toBe('أعد المحاولة');
    const english = await createI18n({ locale: 'en', resources: { en: { app: { only: 'English only' } } } });
    await english.changeLanguage('zh-CN');
    expect(english.t('app:only')).toBe('English only');
  });
});

describe('i18n: English that ships with its screen (docs/decisions/0006)', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { FIRST_PAINT_PARTS } = await import('./index');
  const { fileURLToPath } = await import('node:url');
  const here = join(fileURLToPath(import.meta.url), '..');
  const partsDir = join(here, 'locales/en/ui');
  const components = join(here, '../components');
  const sources = (readdirSync(components, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx') && !file.includes('.stories.'))
    .map((file) => ({ file, text: readFileSync(join(components, file), 'utf8') }));
  const deferred = readdirSync(partsDir)
    .map((file) => file.replace(/\.json$/, ''))
    .filter((part) => !FIRST_PAINT_PARTS.includes(part));

  it.each(deferred)('every component that reads the %s part registers it before rendering', (part) => {
    const keys = Object.keys(JSON.parse(readFileSync(join(partsDir, `${part}.json`), 'utf8')) as Tree);
    const readers = sources.filter(({ text }) => keys.some((key) => new RegExp(`t\\([\`'"]${key}\\.`).test(text)));
    expect(readers.length, `${part}: no component reads it`).toBeGreaterThan(0);
    for (const { file, text } of readers) {
      expect(text, `${file} reads ${part} without registering it`).toMatch(
        new RegExp(`from '[./]+/i18n/locales/en/ui/${part}\\.json'`),
      );
      expect(text, `${file}`).toMatch(/registerEnglishPart\(/);
    }
  });

  it.each(deferred)(
    'the app never translates a key of the deferred %s part itself (it would not be loaded)',
    (part) => {
      const keys = Object.keys(JSON.parse(readFileSync(join(partsDir, `${part}.json`), 'utf8')) as Tree);
      const app = join(here, '../../../app/src');
      const appSources = (readdirSync(app, { recursive: true }) as string[]).filter(
        (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
      );
      for (const file of appSources) {
        const text = readFileSync(join(app, file), 'utf8');
        for (const key of keys)
          expect(text, `app/src/${file} uses ${part}'s ${key}.*`).not.toMatch(new RegExp(`['\`"](ui:)?${key}\\.`));
      }
    },
  );
});
