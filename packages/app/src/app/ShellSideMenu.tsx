import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { promotionListQueryOptions } from '@atrium/api/promotionsPage';
import { chatLaunchMutationOptions } from '@atrium/api/live';
import { activeSideMenuItem, appDownloadLinks, sideMenuItems } from '@atrium/domain/layout';
import { allSwitchesOff } from '@atrium/domain/session';
import { SideMenu } from '@atrium/ui/layout';
import { isUiLocale } from '@atrium/ui/i18n';
import { useSession } from '../shared/auth/useSession';
import { useApiClient } from '../shared/apiClient';
import { useBrand } from '../shared/brand';
import { useColourMode } from '../shared/colourMode';
import { useLanguage } from '../shared/language';
import { readToken } from '../shared/session';

/**
 * §2 Side menu with its data: the entries the domain shows for the switches, the first promotions, the app links
 * (the iOS one carries language and token), the language selector, the remembered theme switch and the chat room.
 * Loaded lazily by ShellLayout: on a phone it sits in a closed drawer, so it is not needed for the first paint.
 */
export function ShellSideMenu({ onOpenSupport }: { readonly onOpenSupport: () => void }) {
  const client = useApiClient();
  const brand = useBrand();
  const session = useSession();
  const { mode, setMode } = useColourMode();
  const language = useLanguage();
  const location = useLocation();
  const switches = useQuery(whitelabelQueryOptions(client)).data ?? allSwitchesOff();
  // The promotions page's own list, so the menu's first six are the first six of /promotions.
  const promotions = useQuery(
    promotionListQueryOptions(client, { language: language.platformLanguage, isLoggedIn: session.isLoggedIn }),
  );

  // §2 chat room (CBS3): each launch makes a new chat address, in a window of its own without an opener. The window
  // opens on the click (popup blockers allow that) and is sent to the address once the platform gives it.
  const chat = useMutation(chatLaunchMutationOptions(client));
  const openChatRoom = () => {
    if (chat.isPending) return;
    const chatWindow = window.open('', 'atrium-chat', 'width=440,height=750');
    if (chatWindow) chatWindow.opener = null;
    chat.mutate(
      {
        title: brand.name,
        headerColor: brand.theme.modes[mode].color.accent.base,
        isLoggedIn: session.isLoggedIn,
      },
      {
        onSuccess: ({ target }) => {
          const url = target.kind === 'internal' ? target.path : target.url;
          if (chatWindow) chatWindow.location.href = url;
        },
        onError: () => chatWindow?.close(),
      },
    );
  };

  const downloads = appDownloadLinks(brand.appDownloads ?? {}, {
    language: language.platformLanguage,
    token: session.isLoggedIn ? readToken() : null,
  });

  return (
    <SideMenu
      items={sideMenuItems({
        switches,
        isReferralAvailable: session.memberInfo?.referralEnabled ?? false,
        hasTaskResource: false,
      })}
      activeItem={activeSideMenuItem(location.pathname, location.search.replace(/^\?/, ''))}
      promotions={(promotions.data?.promotions ?? []).map(({ id, title }) => ({ id, title }))}
      iosDownloadUrl={downloads.ios ?? undefined}
      androidDownloadUrl={downloads.android ?? undefined}
      languages={brand.locales.filter(isUiLocale)}
      language={language.locale}
      onLanguageChange={(next) => void language.changeLanguage(next, { signedIn: session.isLoggedIn })}
      mode={mode}
      onModeChange={setMode}
      onOpenSupport={onOpenSupport}
      onOpenChatRoom={openChatRoom}
    />
  );
}
