import { useTranslation } from 'react-i18next';
import { languageInfo, platformLanguageFromTag } from '@atrium/domain/i18n';
import { Select } from '../../primitives/Select';

export interface LanguageSelectProps {
  /** The languages offered (BCP-47 tags, e.g. 'en', 'zh-CN', 'ar'), each shown by its own name. */
  readonly languages: readonly string[];
  /** The current language (one of `languages`). */
  readonly language: string;
  readonly onLanguageChange: (language: string) => void;
}

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
function languageName(tag: string): string {
  const code = platformLanguageFromTag(tag);
  return code === null ? tag : languageInfo(code).nativeName;
}

/**
 * The language selector (spec §4 "Language change"): the one control the side menu and the agent centre's header
 * both offer, so members and agents choose their language the same way.
 */
export function LanguageSelect({ languages, language, onLanguageChange }: LanguageSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <Select
      label={t('LanguageSelect.label')}
      options={languages.map((tag) => ({ value: tag, label: languageName(tag) }))}
      value={language}
      onValueChange={onLanguageChange}
    />
  );
}
