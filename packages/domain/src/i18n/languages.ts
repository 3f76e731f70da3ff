/**
 * §9 "Default language TY (supported TY, EN in one place); about 35 language codes including CN, EN, JA, TH, VI,
 * MY, ES, HI, ID, KM, KO, MS, PT, PT-BR, TA, TW, TY, UR, TR, BN, AR, FA, RU, KK, UZ, LO, NE, FR";
 * §4 "Language change: store language, tell server, update UI"; docs/architecture.md "Languages": domain maps the
 * platform's codes to BCP-47 tags and text direction; Arabic, Farsi and Urdu lay out right-to-left.
 * docs/protocol.md: the `Language` header carries the platform code in upper case.
 *
 * Decisions on ambiguous codes:
 * - MY is Burmese (`my`), not Malay: the list also has MS, which is Malay, and `my` is Burmese's ISO 639-1 code.
 * - TW is Chinese in Traditional script as written in Taiwan (`zh-Hant-TW`); CN is Simplified (`zh-Hans-CN`).
 *   Browsers asking for zh-HK or zh-MO (also Traditional) get TW.
 * - TY is unconfirmed: it is the platform's default and no standard reading fits (ISO 639-1 `ty` is Tahitian,
 *   implausible as a default). It is kept as the platform's generic/default content pack: tag `und`
 *   ("undetermined", so numbers and dates use the neutral root locale), left to right, `isConfirmed: false`.
 *   No browser language maps to it; it is only ever chosen as the configured default.
 * - PT is European Portuguese (`pt-PT`), PT-BR Brazilian; a browser asking for plain `pt` gets PT.
 * - Beyond the spec's 28 codes, 7 are added as likely for an Asian-market platform with Western brands:
 *   DE, IT, PL, SV, TL (Filipino/Tagalog), MN (Mongolian), TE (Telugu).
 */

export const PLATFORM_LANGUAGE_CODES = [
  'CN',
  'TW',
  'EN',
  'JA',
  'KO',
  'TH',
  'VI',
  'MY',
  'MS',
  'ID',
  'KM',
  'LO',
  'TL',
  'HI',
  'BN',
  'TA',
  'TE',
  'NE',
  'UR',
  'AR',
  'FA',
  'TR',
  'RU',
  'KK',
  'UZ',
  'MN',
  'ES',
  'PT',
  'PT-BR',
  'FR',
  'DE',
  'IT',
  'PL',
  'SV',
  'TY',
] as const;

export type PlatformLanguageCode = (typeof PLATFORM_LANGUAGE_CODES)[number];

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  readonly code: PlatformLanguageCode;
  /** BCP-47 tag for `lang` attributes and `Intl`. */
  readonly tag: string;
  /** The language's name in itself, for the language selector. */
  readonly nativeName: string;
  readonly dir: TextDirection;
  /** False where the code's meaning is a guess (TY). */
  readonly isConfirmed: boolean;
}

function lang(
  code: PlatformLanguageCode,
  tag: string,
  nativeName: string,
  dir: TextDirection = 'ltr',
  isConfirmed = true,
): LanguageInfo {
  return { code, tag, nativeName, dir, isConfirmed };
}

export const PLATFORM_LANGUAGES: Readonly<Record<PlatformLanguageCode, LanguageInfo>> = {
  CN: lang('CN', 'zh-Hans-CN', '简体中文'),
  TW: lang('TW', 'zh-Hant-TW', '繁體中文'),
  EN: lang('EN', 'en', 'English'),
  JA: lang('JA', 'ja', '日本語'),
  KO: lang('KO', 'ko', '한국어'),
  TH: lang('TH', 'th', 'ไทย'),
  VI: lang('VI', 'vi', 'Tiếng Việt'),
  MY: lang('MY', 'my', 'မြန်မာ'),
  MS: lang('MS', 'ms', 'Bahasa Melayu'),
  ID: lang('ID', 'id', 'Bahasa Indonesia'),
  KM: lang('KM', 'km', 'ខ្មែរ'),
  LO: lang('LO', 'lo', 'ລາວ'),
  TL: lang('TL', 'fil', 'Filipino'),
  HI: lang('HI', 'hi', 'हिन्दी'),
  BN: lang('BN', 'bn', 'বাংলা'),
  TA: lang('TA', 'ta', 'தமிழ்'),
  TE: lang('TE', 'te', 'తెలుగు'),
  NE: lang('NE', 'ne', 'नेपाली'),
  UR: lang('UR', 'ur', 'اردو', 'rtl'),
  AR: lang('AR', 'ar', 'العربية', 'rtl'),
  FA: lang('FA', 'fa', 'فارسی', 'rtl'),
  TR: lang('TR', 'tr', 'Türkçe'),
  RU: lang('RU', 'ru', 'Русский'),
  KK: lang('KK', 'kk', 'Қазақ тілі'),
  UZ: lang('UZ', 'uz', 'Oʻzbekcha'),
  MN: lang('MN', 'mn', 'Монгол'),
  ES: lang('ES', 'es', 'Español'),
  PT: lang('PT', 'pt-PT', 'Português'),
  'PT-BR': lang('PT-BR', 'pt-BR', 'Português (Brasil)'),
  FR: lang('FR', 'fr', 'Français'),
  DE: lang('DE', 'de', 'Deutsch'),
  IT: lang('IT', 'it', 'Italiano'),
  PL: lang('PL', 'pl', 'Polski'),
  SV: lang('SV', 'sv', 'Svenska'),
  TY: lang('TY', 'und', 'TY', 'ltr', false),
};

/** The default and the brand's offered languages: parameters, because the spec gives "TY" and "TY, EN" only in one place. */
export interface LanguageSettings {
  readonly defaultCode: PlatformLanguageCode;
  readonly supported: readonly PlatformLanguageCode[];
}

/** §9 as written: default TY, supported TY and EN. */
export const SPEC_LANGUAGE_SETTINGS: LanguageSettings = { defaultCode: 'TY', supported: ['TY', 'EN'] };

export function languageInfo(code: PlatformLanguageCode): LanguageInfo {
  return PLATFORM_LANGUAGES[code];
}

export function textDirection(code: PlatformLanguageCode): TextDirection {
  return PLATFORM_LANGUAGES[code].dir;
}

/** Reads a stored or server-given platform code, case-insensitively and with `_` for `-` ("pt_br" → PT-BR). */
export function parsePlatformLanguageCode(raw: unknown): PlatformLanguageCode | null {
  if (typeof raw !== 'string') return null;
  const normalised = raw.trim().toUpperCase().replace(/_/g, '-');
  return (PLATFORM_LANGUAGE_CODES as readonly string[]).includes(normalised)
    ? (normalised as PlatformLanguageCode)
    : null;
}

/** Primary BCP-47 subtags that map to one platform code outright. Chinese and Portuguese need the region. */
const BY_PRIMARY_SUBTAG: Readonly<Record<string, PlatformLanguageCode>> = {
  en: 'EN',
  ja: 'JA',
  ko: 'KO',
  th: 'TH',
  vi: 'VI',
  my: 'MY',
  ms: 'MS',
  id: 'ID',
  in: 'ID',
  km: 'KM',
  lo: 'LO',
  fil: 'TL',
  tl: 'TL',
  hi: 'HI',
  bn: 'BN',
  ta: 'TA',
  te: 'TE',
  ne: 'NE',
  ur: 'UR',
  ar: 'AR',
  fa: 'FA',
  tr: 'TR',
  ru: 'RU',
  kk: 'KK',
  uz: 'UZ',
  mn: 'MN',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  pl: 'PL',
  sv: 'SV',
};

const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The platform code for a BCP-47 tag or browser language ("zh-TW", "pt_BR", "en-GB", "zh-Hant-HK").
 * Chinese: the Hant script or a TW/HK/MO region gives TW, anything else CN. Portuguese: region BR gives PT-BR,
 * anything else PT. Returns null for languages the platform does not have (or text that is not a tag).
 */
export function platformLanguageFromTag(tag: string): PlatformLanguageCode | null {
  const subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [primary = '', ...rest] = subtags;
  if (!/^[a-z]{2,3}$/.test(primary)) return null;
  if (primary === 'zh') {
    const isTraditional =
      rest.includes('hant') || (!rest.includes('hans') && rest.some((s) => TRADITIONAL_CHINESE_REGIONS.has(s)));
    return isTraditional ? 'TW' : 'CN';
  }
  if (primary === 'pt') return rest.includes('br') ? 'PT-BR' : 'PT';
  return BY_PRIMARY_SUBTAG[primary] ?? null;
}

/**
 * The language to start with: the stored choice if the brand still offers it, else the first of the browser's
 * languages (in preference order) that the brand offers, else the default. A default outside `supported` is still
 * returned: it is the brand's explicit configuration.
 */
export function initialLanguage(
  stored: unknown,
  browserLanguages: readonly string[],
  settings: LanguageSettings,
): PlatformLanguageCode {
  const fromStore = parsePlatformLanguageCode(stored);
  if (fromStore !== null && settings.supported.includes(fromStore)) return fromStore;
  for (const tag of browserLanguages) {
    const code = platformLanguageFromTag(tag);
    if (code !== null && settings.supported.includes(code)) return code;
  }
  return settings.defaultCode;
}
