import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queryKeys } from '@atrium/api/queryKeys';
import { launchStore, useLaunchState } from './launchStore';
import { SEAMLESS_PATH } from './seamless';
import { lazyWithText } from '../lazy/lazyPage';

// Off the first paint: the dialogs and toasts of the launch flow load when the first one opens.
const LaunchDialogs = lazyWithText(async () => ({ default: (await import('./LaunchDialogs')).LaunchDialogs }));
const LaunchToasterContainer = lazyWithText(async () => ({
  default: (await import('./LaunchToasterContainer')).LaunchToasterContainer,
}));

/**
 * The launch flow's surface, mounted once in RootLayout (spec §2 popup game list, §8 "Game under maintenance", §4
 * favourite failures): the open launch dialog and the flow's toasts, loaded lazily when first needed. It also
 * refreshes the balance when the player comes back from a game: on leaving /seamless, and when the page
 * becomes visible or focused again after a launch (a game may have sent the player to another window or tab).
 */
export function GameLaunchHost() {
  const { dialog, toasts, awaitingReturn } = useLaunchState();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const left = previousPath.current === SEAMLESS_PATH && pathname !== SEAMLESS_PATH;
    previousPath.current = pathname;
    if (left) {
      launchStore.setAwaitingReturn(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
    }
  }, [pathname, queryClient]);

  useEffect(() => {
    if (!awaitingReturn) return undefined;
    const refresh = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
      }
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [awaitingReturn, queryClient]);

  return (
    <>
      {dialog && (
        <Suspense fallback={null}>
          <LaunchDialogs dialog={dialog} />
        </Suspense>
      )}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <LaunchToasterContainer toasts={toasts} />
        </Suspense>
      )}
    </>
  );
}
