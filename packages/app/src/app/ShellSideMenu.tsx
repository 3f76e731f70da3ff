import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { taskCentreQueryOptions } from '@atrium/api/tasks';
import { promotionListQueryOptions } from '@atrium/api/promotionsPage';
import { activeSideMenuItem, appDownloadLinks, sideMenuItems } from '@atrium/domain/layout';
import { allSwitchesOff } from '@atrium/domain/session';
import { SideMenu } from '@atrium/ui/layout';
import { useSession } from '../shared/auth/useSession';
import { useApiClient } from '../shared/apiClient';
import { useBrand } from '../shared/brand';
import { useChatLaunch } from '../shared/chat/useChatLaunch';
import { launchStore } from '../shared/games/launchStore';
import { useColourMode } from '../shared/colourMode';
import { useLanguage } from '../shared/language';
import { useLanguageSelect } from '../shared/useLanguageSelect';
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
  const languageSelect = useLanguageSelect();
  const location = useLocation();
  const switches = useQuery(whitelabelQueryOptions(client)).data ?? allSwitchesOff();
  // The promotions page's own list, so the menu's first six are the first six of /promotions; without it the menu
  // keeps its see-all link.
  const promotions = useQuietQuery(
    promotionListQueryOptions(client, { language: language.platformLanguage, isLoggedIn: session.isLoggedIn }),
    true,
  );
  // §2 "task (if task resource exists)": the task centre answers a signed-in player where the site has one; a
  // refusal, or any failure, leaves the entry out. The /task page reads the same cache entry.
  const taskCentre = useQuietQuery(taskCentreQueryOptions(client), session.isLoggedIn);
  const hasTaskCentre = taskCentre !== undefined;

  // §2 chat room (CBS3): a service window of its own (the hook's doc says how it opens).
  const chat = useChatLaunch();

  const downloads = appDownloadLinks(brand.appDownloads ?? {}, {
    language: language.platformLanguage,
    token: session.isLoggedIn ? readToken() : null,
  });

  return (
    <SideMenu
      items={sideMenuItems({
        switches,
        isReferralAvailable: session.memberInfo?.referralEnabled ?? false,
        hasTaskResource: session.isLoggedIn && hasTaskCentre,
      })}
      activeItem={activeSideMenuItem(location.pathname, location.search.replace(/^\?/, ''))}
      promotions={(promotions?.promotions ?? []).map(({ id, title }) => ({ id, title }))}
      iosDownloadUrl={downloads.ios ?? undefined}
      androidDownloadUrl={downloads.android ?? undefined}
      {...languageSelect}
      mode={mode}
      onModeChange={setMode}
      onOpenSupport={onOpenSupport}
      // The menu has no place for an error of its own: a failed launch is said in the launch flow's toast.
      onOpenChatRoom={() => chat.open({ onFailed: () => launchStore.pushToast({ titleKey: 'ui:Launch.chatFailed' }) })}
    />
  );
}

/**
 * A query the menu reads without observing it: its answer when it came, undefined before or after a failure. The
 * menu has no place for a retry, and a missing entry (no task centre, no promotion titles) is not a part of the page
 * that failed; the pages that show the same data observe it themselves, with their own error and retry.
 */
function useQuietQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  enabled: boolean,
): T | undefined {
  const queryClient = useQueryClient();
  const [data, setData] = useState<{ readonly key: string; readonly value: T } | null>(null);
  const key = JSON.stringify(options.queryKey);
  useEffect(() => {
    if (!enabled) return undefined;
    let isCurrent = true;
    queryClient.fetchQuery(options).then(
      (value) => isCurrent && setData({ key, value }),
      () => isCurrent && setData(null),
    );
    return () => {
      isCurrent = false;
    };
    // The key stands for the options: a new object each render with the same key asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, key, enabled]);
  return enabled && data?.key === key ? data.value : undefined;
}
