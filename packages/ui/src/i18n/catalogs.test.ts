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

describe('i18n: every shipped catalog is complete (ARCHITECTURE.md "Languages")', async () => {
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
