import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import {
  claimRebateMutationOptions,
  newRebateClaimRequestId,
  rebateHistoryQueryOptions,
  rebateSettingsQueryOptions,
} from '@atrium/api/rebate';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import type { RebateGameType } from '@atrium/domain/rebate';
import { ManualRebate } from '@atrium/ui/rebate';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmitMutation } from '../../../shared/submit';

export const REBATE_HISTORY_PAGE_SIZE = 10;

/**
 * §2 manualRebate (MANPLAYREB3): the rebate per game type and its claim, one request per press, never retried. The
 * request id belongs to the game type being claimed until a claim of it succeeds, so a claim sent again after a
 * failure (a lost answer) cannot be paid twice. After every attempt the wallet queries are refetched (the header's
 * balance, and the rebate's own answers, which live under the wallet's root).
 */
export function ManualRebateContainer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const settings = useQuery(rebateSettingsQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery({
    ...rebateHistoryQueryOptions(client, { page: historyPage, pageSize: REBATE_HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const claim = useSubmitMutation(claimRebateMutationOptions(client));
  const intent = useRef<{ readonly gameType: RebateGameType; readonly requestId: string } | null>(null);
  const [claiming, setClaiming] = useState<RebateGameType | null>(null);
  const [result, setResult] = useState<{ gameType: RebateGameType; amountCents: number } | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const onClaim = (gameType: RebateGameType) => {
    if (claim.isPending) return;
    if (intent.current?.gameType !== gameType) intent.current = { gameType, requestId: newRebateClaimRequestId() };
    setErrorKey(null);
    setResult(null);
    setClaiming(gameType);
    claim.submit(
      { gameType, requestId: intent.current.requestId },
      {
        onSuccess: (paid) => {
          intent.current = null;
          setClaiming(null);
          setResult({ gameType: paid.gameType, amountCents: paid.amountCents });
        },
        onError: async (error) => {
          setClaiming(null);
          setErrorKey(errorKeyOf(error));
          await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
        },
      },
    );
  };

  return (
    <ManualRebate
      settings={settings.data ?? null}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      isLoading={settings.isPending}
      hasError={settings.isError}
      loadErrorKey={settings.isError ? errorKeyOf(settings.error) : null}
      isRetrying={settings.isFetching}
      onRetry={() => void settings.refetch()}
      onClaim={onClaim}
      claiming={claim.isPending ? claiming : null}
      result={result}
      errorMessage={errorKey ? t(errorKey) : null}
      history={{
        page: history.data
          ? { ...history.data, items: history.data.items.map((r) => ({ ...r, id: r.claimId })) }
          : null,
        onPageChange: setHistoryPage,
        isLoading: history.isPending,
        hasError: history.isError,
        loadErrorKey: history.isError ? errorKeyOf(history.error) : null,
        isRetrying: history.isFetching,
        onRetry: () => void history.refetch(),
      }}
    />
  );
}
