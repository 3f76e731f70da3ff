// @atrium/domain/i18n: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §9 / docs/architecture.md Languages: platform codes, BCP-47 tags, direction
export {
  PLATFORM_LANGUAGES,
  PLATFORM_LANGUAGE_CODES,
  SPEC_LANGUAGE_SETTINGS,
  initialLanguage,
  languageInfo,
  parsePlatformLanguageCode,
  platformLanguageFromTag,
  textDirection,
  type LanguageInfo,
  type LanguageSettings,
  type PlatformLanguageCode,
  type TextDirection,
} from './languages';
