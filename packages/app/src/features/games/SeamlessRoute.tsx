import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, launchGame } from '@atrium/api';
import { SeamlessGameFrame } from '@atrium/ui';
import { useAuthActions } from '../auth/useAuthActions';
import { useSession } from '../auth/useSession';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { GAME_MAINTENANCE_CODE } from './useGameLaunch';
import { launchStore } from './launchStore';
import { isSeamlessState, seamlessParams } from './seamless';

type FrameState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string; readonly title: string }
  | { readonly status: 'error'; readonly errorKey: string };

const LOADING: FrameState = { status: 'loading' };

/**
 * §2 /seamless (no footer, no side menu: the route table's layout flags): the game launched in place. A launch hands
 * the URL over in the router's state; a reload or a shared address carries only the launch parameters, so the game
 * is launched again through the platform (members only: a guest gets the login popup). Leaving goes back.
 */
export function SeamlessRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const session = useSession();
  const auth = useAuthActions();
  const { platformLanguage } = useLanguage();
  const handed = isSeamlessState(location.state) ? location.state : null;
  const [relaunch, setRelaunch] = useState<FrameState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<number | null>(null);

  const params = useMemo(
    () => (handed ? null : seamlessParams(location.search, { language: platformLanguage })),
    [handed, location.search, platformLanguage],
  );
  const needsLaunch = handed === null && params !== null && !session.isPending;
  const canPlay = session.role === 'member' || session.role === 'agent';

  useEffect(() => {
    if (!needsLaunch || params === null) return;
    if (!canPlay) {
      auth.guard('startGame');
      return;
    }
    // One launch per attempt (a launch is a user action, never repeated on its own).
    if (started.current === attempt) return;
    started.current = attempt;
    launchStore.setAwaitingReturn(true);
    launchGame(client, params).then(
      ({ url }) => setRelaunch({ status: 'ready', url, title: params.vassalage }),
      (error: unknown) => {
        if (isApiError(error) && error.code === GAME_MAINTENANCE_CODE)
          launchStore.openDialog({ kind: 'maintenance', game: null });
        setRelaunch({ status: 'error', errorKey: isApiError(error) ? error.messageKey : 'errors:unknown' });
      },
    );
  }, [attempt, auth, canPlay, client, needsLaunch, params]);

  const retry = () => {
    setRelaunch(LOADING);
    setAttempt((n) => n + 1);
  };

  const exit = () => {
    if (window.history.length > 1 && location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };

  if (handed) {
    return <SeamlessGameFrame title={handed.title} url={handed.url} status="ready" onExit={exit} />;
  }
  if (params === null || (!canPlay && !session.isPending)) {
    return <SeamlessGameFrame title="" url={null} status="ready" onExit={exit} />;
  }
  return (
    <SeamlessGameFrame
      title={relaunch.status === 'ready' ? relaunch.title : params.vassalage}
      url={relaunch.status === 'ready' ? relaunch.url : null}
      status={relaunch.status}
      {...(relaunch.status === 'error'
        ? {
            errorKey: relaunch.errorKey,
            onRetry: retry,
          }
        : {})}
      onExit={exit}
    />
  );
}
