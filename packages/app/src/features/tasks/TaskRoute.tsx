import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorKeyOf, isApiError } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import {
  TASKS_UNAVAILABLE_CODE,
  claimTaskMutationOptions,
  drawMutationOptions,
  newTaskRequestId,
  taskCentreQueryOptions,
  tasksQueryKeys,
  type DrawGame,
  type DrawResult,
  type TaskCentre as TaskCentreData,
} from '@atrium/api/tasks';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { GoldenEgg, PrizeWheel, RedEnvelope, TaskCentre, TaskList } from '@atrium/ui/tasks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { useSubmitMutation } from '../../shared/submit';

/**
 * Refusals the page explains from the overview itself (the limit under the draw): the overview is fetched again and
 * shows "no chances left" or "the event is not running" instead of a second, generic message.
 */
const LIMIT_CODES: ReadonlySet<string> = new Set(['no.chances.left', 'event.not.running']);

/** A request id per intent: the same act sent again after a failure keeps its id, so it cannot be paid twice. */
function useIntentId() {
  const intent = useRef<{ readonly key: string; readonly requestId: string } | null>(null);
  return {
    idFor(key: string): string {
      if (intent.current?.key !== key) intent.current = { key, requestId: newTaskRequestId() };
      return intent.current.requestId;
    },
    done() {
      intent.current = null;
    },
  };
}

/**
 * §2 /task: login required (a guest gets the login popup over home, as on /streamView) and only where the task
 * resource exists: a platform that answers the overview with "not available" has none, and the page goes home.
 */
export function TaskRoute() {
  const session = useSession();
  const auth = useAuthActions();
  const isGuest = !session.isPending && session.role === 'guest';
  useEffect(() => {
    if (isGuest) auth.openLogin();
  }, [auth, isGuest]);
  if (session.isPending) return null;
  if (isGuest) return <Navigate to="/" replace />;
  return <TaskCentrePage />;
}

function TaskCentrePage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const centre = useQuery(taskCentreQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const claim = useSubmitMutation(claimTaskMutationOptions(client));
  const drawing = useSubmitMutation(drawMutationOptions(client));
  const claimIntent = useIntentId();
  const drawIntent = useIntentId();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<{ taskId: string; rewardCents: number } | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ game: DrawGame; egg: number | null } | null>(null);
  const [results, setResults] = useState<Partial<Record<DrawGame, DrawResult>>>({});
  const [drawErrors, setDrawErrors] = useState<Partial<Record<DrawGame, string>>>({});
  const [wheel, setWheel] = useState<{ landed: string | null; spins: number }>({ landed: null, spins: 0 });

  const refreshWallet = () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });

  if (isApiError(centre.error) && centre.error.code === TASKS_UNAVAILABLE_CODE) return <Navigate to="/" replace />;

  const onClaim = (taskId: string) => {
    if (claim.isPending) return;
    setClaimError(null);
    setClaimed(null);
    setClaiming(taskId);
    claim.submit(
      { taskId, requestId: claimIntent.idFor(taskId) },
      {
        onSuccess: (paid) => {
          claimIntent.done();
          setClaiming(null);
          setClaimed(paid);
        },
        onError: async (error) => {
          setClaiming(null);
          setClaimError(t(errorKeyOf(error)));
          await refreshWallet();
        },
      },
    );
  };

  const onDraw = (game: DrawGame, egg?: number) => {
    if (drawing.isPending) return;
    setDrawErrors((errors) => ({ ...errors, [game]: undefined }));
    setPending({ game, egg: egg ?? null });
    drawing.submit(
      { game, requestId: drawIntent.idFor(game), ...(egg === undefined ? {} : { egg }) },
      {
        onSuccess: (result) => {
          drawIntent.done();
          setPending(null);
          // The chances fall at once; the rest of the overview (and the balance) is fetched when the result closes.
          queryClient.setQueryData<TaskCentreData>(tasksQueryKeys.overview(), (old) =>
            old ? { ...old, [game]: { ...old[game], chances: result.chancesLeft } } : old,
          );
          if (game === 'wheel') setWheel((w) => ({ landed: result.segmentId, spins: w.spins + 1 }));
          setResults((all) => ({ ...all, [game]: result }));
        },
        onError: async (error) => {
          setPending(null);
          if (isApiError(error) && error.code !== undefined && LIMIT_CODES.has(error.code)) drawIntent.done();
          else setDrawErrors((errors) => ({ ...errors, [game]: t(errorKeyOf(error)) }));
          await refreshWallet();
        },
      },
    );
  };

  const closeResult = (game: DrawGame) => {
    setResults((all) => ({ ...all, [game]: undefined }));
    void refreshWallet();
  };

  const data = centre.data;
  const currencySymbol = balance.data?.currencySymbol ?? '';
  const isPendingOf = (game: DrawGame) => drawing.isPending && pending?.game === game;
  return (
    <TaskCentre
      isLoading={centre.isPending}
      hasError={centre.isError && !data}
      loadErrorKey={centre.isError ? errorKeyOf(centre.error) : null}
      isRetrying={centre.isFetching}
      onRetry={() => void centre.refetch()}
      tasks={
        data && (
          <TaskList
            tasks={data.tasks}
            currencySymbol={currencySymbol}
            onClaim={onClaim}
            claiming={claim.isPending ? claiming : null}
            result={claimed}
            errorMessage={claimError}
          />
        )
      }
      draws={
        data && (
          <>
            <RedEnvelope
              state={data.envelope}
              currencySymbol={currencySymbol}
              onOpen={() => onDraw('envelope')}
              isOpening={isPendingOf('envelope')}
              result={results.envelope ?? null}
              onCloseResult={() => closeResult('envelope')}
              errorMessage={drawErrors.envelope ?? null}
            />
            <PrizeWheel
              segments={data.wheel.segments}
              state={data.wheel}
              currencySymbol={currencySymbol}
              onSpin={() => onDraw('wheel')}
              isSpinning={isPendingOf('wheel')}
              landedSegmentId={wheel.landed}
              spinCount={wheel.spins}
              result={results.wheel ?? null}
              onCloseResult={() => closeResult('wheel')}
              errorMessage={drawErrors.wheel ?? null}
            />
            <GoldenEgg
              eggs={data.egg.eggs}
              state={data.egg}
              currencySymbol={currencySymbol}
              onSmash={(egg) => onDraw('egg', egg)}
              smashing={isPendingOf('egg') ? (pending?.egg ?? null) : null}
              result={results.egg ?? null}
              onCloseResult={() => closeResult('egg')}
              errorMessage={drawErrors.egg ?? null}
            />
          </>
        )
      }
    />
  );
}
