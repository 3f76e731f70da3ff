import { appDownloadLinks } from '@atrium/domain/layout';
import { DownloadPage } from '@atrium/ui/download';
import { useSession } from '../../shared/auth/useSession';
import { useBrand } from '../../shared/brand';
import { useLanguage } from '../../shared/language';
import { readToken } from '../../shared/session';

/**
 * §2 /download: the brand's three apps as QR codes. The links are the side menu's (`appDownloadLinks`): the iOS one
 * carries the language and, for a signed-in player, the token, so the app opens signed in.
 */
export function DownloadRoute() {
  const brand = useBrand();
  const session = useSession();
  const language = useLanguage();
  const links = appDownloadLinks(brand.appDownloads ?? {}, {
    language: language.platformLanguage,
    token: session.isLoggedIn ? readToken() : null,
  });
  return <DownloadPage links={links} welcomeBonusUpTo={brand.welcomeBonusUpTo ?? null} />;
}
