import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PLATFORM_LANGUAGES,
  PLATFORM_LANGUAGE_CODES,
  SPEC_LANGUAGE_SETTINGS,
  initialLanguage,
  languageInfo,
  parsePlatformLanguageCode,
  platformLanguageFromTag,
  textDirection,
  type PlatformLanguageCode,
} from './languages';

const SPEC_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'PT-BR',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
] as const;

describe('§9 "about 35 language codes including CN, EN, JA, TH, VI, MY, …, FR"', () => {
  it('every code the spec names is a platform code, and there are about 35', () => {
    for (const code of SPEC_CODES) expect(PLATFORM_LANGUAGE_CODES).toContain(code);
    expect(PLATFORM_LANGUAGE_CODES.length).toBe(35);
    expect(new Set(PLATFORM_LANGUAGE_CODES).size).toBe(PLATFORM_LANGUAGE_CODES.length);
  });

  it('every code has a table entry under its own name, with a valid BCP-47 tag and a native name', () => {
    for (const code of PLATFORM_LANGUAGE_CODES) {
      const info = languageInfo(code);
      expect(info.code).toBe(code);
      expect(Intl.getCanonicalLocales(info.tag)).toHaveLength(1);
      expect(info.nativeName.length).toBeGreaterThan(0);
    }
    expect(Object.keys(PLATFORM_LANGUAGES).sort()).toEqual([...PLATFORM_LANGUAGE_CODES].sort());
  });

  it.each([
    ['CN', 'zh-Hans-CN'],
    ['TW', 'zh-Hant-TW'],
    ['MY', 'my'],
    ['MS', 'ms'],
    ['PT', 'pt-PT'],
    ['PT-BR', 'pt-BR'],
    ['TY', 'und'],
    ['TL', 'fil'],
  ] as const)('decision: %s maps to the tag %s', (code, tag) => {
    expect(languageInfo(code).tag).toBe(tag);
  });

  it('TY is the only code whose meaning is unconfirmed', () => {
    expect(PLATFORM_LANGUAGE_CODES.filter((c) => !languageInfo(c).isConfirmed)).toEqual(['TY']);
  });

  it('docs/architecture.md: "Arabic, Farsi and Urdu lay out right-to-left", and only they', () => {
    expect(PLATFORM_LANGUAGE_CODES.filter((c) => textDirection(c) === 'rtl').sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('§9 "Default language TY (supported TY, EN in one place)"', () => {
    expect(SPEC_LANGUAGE_SETTINGS).toEqual({ defaultCode: 'TY', supported: ['TY', 'EN'] });
  });
});

describe('§4 "Language change: store language" — reading a stored code back', () => {
  it.each([
    ['EN', 'EN'],
    ['en', 'EN'],
    [' th ', 'TH'],
    ['pt_br', 'PT-BR'],
    ['Pt-Br', 'PT-BR'],
    ['XX', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j reads as %s', (raw, expected) => {
    expect(parsePlatformLanguageCode(raw)).toBe(expected);
  });
});

describe('BCP-47 / browser language to platform code', () => {
  it.each([
    ['en-US', 'EN'],
    ['en', 'EN'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-Hans-HK', 'CN'],
    ['zh-TW', 'TW'],
    ['zh_tw', 'TW'],
    ['zh-HK', 'TW'],
    ['zh-MO', 'TW'],
    ['zh-Hant', 'TW'],
    ['pt-BR', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['pt', 'PT'],
    ['my-MM', 'MY'],
    ['ms-MY', 'MS'],
    ['in-ID', 'ID'],
    ['fil-PH', 'TL'],
    ['ar-EG', 'AR'],
    ['fa-IR', 'FA'],
    ['ur-PK', 'UR'],
    ['ty', null],
    ['nl-NL', null],
    ['', null],
    ['*', null],
    ['english', null],
  ])('%j is %s', (tag, expected) => {
    expect(platformLanguageFromTag(tag)).toBe(expected);
  });

  it('property: every confirmed code maps back to itself from its own tag', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORM_LANGUAGE_CODES.filter((c) => languageInfo(c).isConfirmed)), (code) => {
        expect(platformLanguageFromTag(languageInfo(code).tag)).toBe(code);
      }),
    );
  });
});

describe('the language to start with', () => {
  const brand = { defaultCode: 'EN', supported: ['EN', 'TH', 'CN', 'TW'] } satisfies {
    defaultCode: PlatformLanguageCode;
    supported: PlatformLanguageCode[];
  };
  it.each([
    ['TH', ['zh-TW'], 'TH', 'the stored choice wins'],
    ['ja', ['zh-TW'], 'TW', 'a stored language the brand no longer offers is skipped'],
    [null, ['ja-JP', 'zh-HK', 'th'], 'TW', 'the first offered browser language'],
    [null, ['ja-JP', 'ko'], 'EN', 'nothing offered: the default'],
    ['garbage', [], 'EN', 'no browser languages: the default'],
  ] as const)('stored %j, browser %j → %s (%s)', (stored, browser, expected, _why) => {
    expect(initialLanguage(stored, browser, brand)).toBe(expected);
  });

  it('with the spec settings a browser in English gets EN and any other gets TY', () => {
    expect(initialLanguage(null, ['en-GB'], SPEC_LANGUAGE_SETTINGS)).toBe('EN');
    expect(initialLanguage(null, ['th-TH'], SPEC_LANGUAGE_SETTINGS)).toBe('TY');
  });

  it('property: the result is always offered or the default', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.array(fc.oneof(fc.string(), fc.constantFrom('en', 'zh-TW', 'th', 'ar', 'pt-BR'))),
        fc.subarray([...PLATFORM_LANGUAGE_CODES]),
        fc.constantFrom(...PLATFORM_LANGUAGE_CODES),
        (stored, browser, supported, defaultCode) => {
          const code = initialLanguage(stored, browser, { defaultCode, supported });
          expect(code === defaultCode || supported.includes(code)).toBe(true);
        },
      ),
    );
  });
});
