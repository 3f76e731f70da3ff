import { useSearchParams } from 'react-router';
import { appDownloadLinks } from '@atrium/domain/layout';
import { DownloadPage } from '@atrium/ui/download';
import { useSession } from '../../shared/auth/useSession';
import { useBrand } from '../../shared/brand';
import { useLanguage } from '../../shared/language';
import { useInstallPrompt } from '../../shared/pwa/useInstallPrompt';
import { readToken } from '../../shared/session';
import { installPlatform, isOwnInstallLink, liteLink } from './liteInstall';

/**
 * §2 /download: the brand's three apps as QR codes. The links are the side menu's (`appDownloadLinks`): the iOS one
 * carries the language and, for a signed-in player, the token, so the app opens signed in. The lite app is this site
 * installed: its code encodes `/download?install=lite`, which opens the install flow on the phone that
 * scans it; the flow uses the browser's prompt kept since start (shared/pwa/installPrompt.ts) where there is one.
 */
export function DownloadRoute() {
  const brand = useBrand();
  const session = useSession();
  const language = useLanguage();
  const install = useInstallPrompt();
  const [params] = useSearchParams();
  const origin = window.location.origin;
  const configured = brand.appDownloads ?? {};
  const links = appDownloadLinks(
    { ...configured, lite: liteLink(configured.lite, origin) },
    { language: language.platformLanguage, token: session.isLoggedIn ? readToken() : null },
  );
  const lite = isOwnInstallLink(links.lite, origin)
    ? ({
        kind: install.isInstalled ? 'installed' : install.canInstall ? 'prompt' : 'steps',
        platform: installPlatform(navigator),
        isOpenAtStart: params.get('install') === 'lite',
        // The answer needs no handling here: an accepted install fires `appinstalled`, which the page hears.
        onInstall: () => void install.promptInstall(),
      } as const)
    : undefined;
  return <DownloadPage links={links} welcomeBonusUpTo={brand.welcomeBonusUpTo ?? null} lite={lite} />;
}
