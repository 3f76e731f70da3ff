import { describe, expect, it } from 'vitest';
import { allCatalogs } from './allCatalogs';
import { createI18n, localeDirection, registerPart, UI_LOCALES } from './index';
import pointsEnglish from './locales/en/ui/points.json';

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

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** English's keys as `locale` must have them: a plural key's `_one`/`_other` become the locale's CLDR forms. */
function expectedKeys(english: Map<string, string>, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys: string[] = [];
  for (const key of english.keys()) {
    const plural = PLURAL.exec(key);
    if (!plural) keys.push(key);
    else if (plural[2] === 'other') keys.push(...categories.map((c) => `${plural[1]}_${c}`));
  }
  return keys.sort();
}

/**
 * The full check, with placeholders and the identical-to-English list, is `pnpm catalogs` (scripts/catalogs.mjs, in
 * `npm test`); this one proves every catalog loads through the app's own loaders and has English's keys.
 */
describe('i18n: every shipped catalog is complete (docs/architecture.md "Languages")', async () => {
  const catalogs = await allCatalogs();
  const english = { ui: leaves(catalogs.en.ui as Tree), errors: leaves(catalogs.en.errors as Tree) };

  it.each(UI_LOCALES.filter((l) => l !== 'en'))("%s has English's keys, in its own plural forms", (locale) => {
    for (const ns of ['ui', 'errors'] as const) {
      const translated = leaves(catalogs[locale][ns] as Tree);
      expect([...translated.keys()].sort()).toEqual(expectedKeys(english[ns], locale));
    }
  });

  it.each([
    ['ar', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['zh-CN', 'ltr'],
    ['th', 'ltr'],
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

  it.each([
    ['ar', [0, 1, 2, 3, 11, 100]],
    ['ru', [1, 3, 5, 1.5]],
    ['ja', [1, 2]],
  ] as const)(
    '%s picks its CLDR plural form for each count (Arabic six, Russian four, Japanese one)',
    async (locale, counts) => {
      // A lazy screen's part, registered as the points screen's module does at load.
      registerPart('points', pointsEnglish);
      const i18n = await createI18n({ locale });
      const rules = new Intl.PluralRules(locale);
      const forms = new Set<string>();
      for (const count of counts) {
        const form = rules.select(count);
        forms.add(form);
        const template =
          leaves(catalogs[locale].ui as Tree).get(`Points.redeem.error.quantityAboveStock_${form}`) ?? '';
        expect(i18n.t('ui:Points.redeem.error.quantityAboveStock', { count })).toBe(
          template.replace('{{count}}', new Intl.NumberFormat(locale, { useGrouping: false }).format(count)),
        );
      }
      expect(forms.size).toBe(rules.resolvedOptions().pluralCategories.length);
    },
  );
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
      expect(text, `${file} registers ${part} under another name`).toMatch(new RegExp(`registerPart\\('${part}', `));
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

describe('i18n: the first paint bundles exactly the parts every language loads first', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { englishCatalog, FIRST_PAINT_PARTS } = await import('./index');
  const partsDir = join(fileURLToPath(import.meta.url), '../locales/en/ui');
  const partKeys = (part: string) =>
    Object.keys(JSON.parse(readFileSync(join(partsDir, `${part}.json`), 'utf8')) as Tree);

  it('the bundled English holds the top-level keys of FIRST_PAINT_PARTS, and nothing else', () => {
    const expected = FIRST_PAINT_PARTS.flatMap(partKeys).sort();
    expect(Object.keys(englishCatalog.ui).sort()).toEqual(expected);
  });
});
