import type { LanguageSelectProps } from '@atrium/ui/layout';
import { isUiLocale } from '@atrium/ui/i18n';
import { useSession } from './auth/useSession';
import { useBrand } from './brand';
import { useLanguage } from './language';

/**
 * The language selector's data wherever it shows (the side menu, the agent centre's header): the brand's languages,
 * the current one, and the change that stores the choice and, for a signed-in user, tells the server (§4 "Language
 * change: store language, tell server, update UI").
 */
export function useLanguageSelect(): LanguageSelectProps {
  const brand = useBrand();
  const session = useSession();
  const language = useLanguage();
  return {
    languages: brand.locales.filter(isUiLocale),
    language: language.locale,
    onLanguageChange: (next) => void language.changeLanguage(next, { signedIn: session.isLoggedIn }),
  };
}
