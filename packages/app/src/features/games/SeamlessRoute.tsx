import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import { launchGame } from '@atrium/api/games';
import { launchLotteryLobby } from '@atrium/api/lottery';
import { SeamlessGameFrame } from '@atrium/ui/launch';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { isKnownRealAccount, useKnownRole } from '../../shared/auth/useSession';
import { useLotteryLobbyTitle } from '../../shared/games/lotteryLobbyTitle';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { handOffSeamless, lotteryLaunchOf, seamlessHandedOff } from '../../shared/games/seamlessLaunch';
import { GAME_MAINTENANCE_CODE } from '../../shared/games/useGameLaunch';
import { launchStore } from '../../shared/games/launchStore';
import { seamlessParams } from '../../shared/games/seamless';

type FrameState = { readonly status: 'loading' } | { readonly status: 'error'; readonly errorKey: string };

const LOADING: FrameState = { status: 'loading' };

/**
 * §2 /seamless (no footer, no side menu: the route table's layout flags): the game launched in place. The address
 * names what was launched (a game's launch parameters, or a lottery lobby's); the launch URL itself is handed over
 * in memory (shared/games/seamlessLaunch.ts), so it is never kept in the browser's history. Back and forward within the
 * page show the same game; a reload, a new tab or a shared link launches it anew through the platform, once per
 * page load (members only: a guest gets the login popup, a trial user the real-account dialog), and the new URL is
 * handed over to the entry so that back and forward keep it. An address that names nothing says so, with the way
 * back. Leaving goes back (home when there is no page to go back to).
 */
export function SeamlessRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const role = useKnownRole();
  const auth = useAuthActions();
  const { platformLanguage } = useLanguage();
  const handed = seamlessHandedOff(location.state);
  const [relaunch, setRelaunch] = useState<FrameState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  // A launch that answers after the player has left must not bring them back.
  const isShown = useRef(false);
  useEffect(() => {
    isShown.current = true;
    return () => {
      isShown.current = false;
    };
  }, []);

  const params = useMemo(
    () => (handed ? null : seamlessParams(location.search, { language: platformLanguage })),
    [handed, location.search, platformLanguage],
  );
  const askedLottery = useMemo(
    () => (seamlessParams(location.search, { language: platformLanguage }) ? null : lotteryLaunchOf(location.search)),
    [location.search, platformLanguage],
  );
  const lottery = handed ? null : askedLottery;
  // Decided with the known role: while it is pending (a stored token before the member details) nothing is launched
  // or fetched for a member, since a trial user's token reads as one until then.
  const needsLaunch = handed === null && (params !== null || lottery !== null) && role !== 'pending';
  const canPlay = isKnownRealAccount(role);

  // A relaunched lottery lobby is titled with its game's own name (a lotto game's too) when anything names it.
  const lotteryTitle = useLotteryLobbyTitle(client, platformLanguage, askedLottery, {
    enabled: canPlay,
    canHaveRecent: canPlay,
  });

  useEffect(() => {
    if (!needsLaunch) return;
    if (!canPlay) {
      auth.guard('startGame');
      return;
    }
    // One launch per attempt and address (a launch is a user action, never repeated on its own).
    const key = `${attempt}|${location.key}`;
    if (started.current === key) return;
    started.current = key;
    launchStore.setAwaitingReturn(true);
    const launched: Promise<string> = params
      ? launchGame(client, params).then(({ url }) => url)
      : lottery
        ? launchLotteryLobby(client, lottery).then(({ target }) =>
            target.kind === 'internal' ? target.path : target.url,
          )
        : Promise.reject(new Error('nothing to launch'));
    launched.then(
      (url) => {
        if (!isShown.current) return;
        // The entry now holds the new launch: back and forward find it without another launch.
        // A lottery lobby's title comes from features/lottery's lotteryLobbyTitle when it is shown.
        const state = handOffSeamless({ url, title: params ? params.vassalage : '' });
        void navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true, state },
        );
      },
      (error: unknown) => {
        if (!isShown.current) return;
        if (isApiError(error) && error.code === GAME_MAINTENANCE_CODE)
          launchStore.openDialog({ kind: 'maintenance', game: null });
        setRelaunch({ status: 'error', errorKey: isApiError(error) ? error.messageKey : 'errors:unknown' });
      },
    );
  }, [attempt, auth, canPlay, client, needsLaunch, params, lottery, location, navigate]);

  const retry = () => {
    setRelaunch(LOADING);
    setAttempt((n) => n + 1);
  };

  const exit = () => {
    if (window.history.length > 1 && location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };

  if (handed) {
    return <SeamlessGameFrame title={handed.title || lotteryTitle} url={handed.url} status="ready" onExit={exit} />;
  }
  if ((params === null && lottery === null) || (!canPlay && role !== 'pending')) {
    // Nothing to launch (or not allowed to): the page says no game is open, with the way back.
    return <SeamlessGameFrame title="" url={null} status="ready" onExit={exit} />;
  }
  return (
    <SeamlessGameFrame
      title={params ? params.vassalage : lotteryTitle}
      url={null}
      status={relaunch.status}
      {...(relaunch.status === 'error' ? { errorKey: relaunch.errorKey, onRetry: retry } : {})}
      onExit={exit}
    />
  );
}
