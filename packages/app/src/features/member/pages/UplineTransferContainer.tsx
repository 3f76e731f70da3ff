import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import {
  MAIN_WALLET_ACCOUNT_TYPE,
  newTransferRequestId,
  walletBalanceQueryOptions,
  walletTransferMutationOptions,
} from '@atrium/api/wallet';
import { UplineTransferPanel, type UplineTransferRequest, type UplineTransferResult } from '@atrium/ui/wallet';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmitMutation } from '../../../shared/submit';

/**
 * §2 transferUpline: money from the main wallet to the member's upline, confirmed with the payment password (sent
 * encrypted in the call, never kept). Shown when member info says `toUpline` (MemberRoute). One request per press,
 * never retried; the request id belongs to the amount, so the same transfer sent again after a failure (a wrong
 * password, a lost answer) cannot be made twice. The wallet queries are refetched after every attempt, so the
 * header's balance falls by exactly the amount.
 */
export function UplineTransferContainer() {
  // Money is never sent offline, nor queued: the forms' submit says why it is off (docs/decisions/0013).
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const balance = useQuery(walletBalanceQueryOptions(client));
  const transfer = useSubmitMutation(walletTransferMutationOptions(client, queryClient));
  const intent = useRef<{ readonly amountCents: number; readonly requestId: string } | null>(null);
  const [result, setResult] = useState<UplineTransferResult | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const mainCents = balance.data
    ? (balance.data.wallets.find((w) => w.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE)?.availableCents ??
      balance.data.totalCents)
    : null;

  const onTransfer = ({ amountCents, paymentPassword }: UplineTransferRequest) => {
    if (intent.current?.amountCents !== amountCents) {
      intent.current = { amountCents, requestId: newTransferRequestId() };
    }
    setErrorKey(null);
    transfer.submit(
      { requestId: intent.current.requestId, amountCents, target: { kind: 'upline', paymentPassword } },
      {
        onSuccess: (receipt) => {
          intent.current = null;
          setResult({ id: receipt.transferId, amountCents: receipt.amountCents, upline: receipt.counterpart });
        },
        onError: async (error) => {
          setErrorKey(isApiError(error) ? error.messageKey : 'errors:unknown');
          await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
        },
      },
    );
  };

  return (
    <UplineTransferPanel
      balanceCents={mainCents}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      isLoading={balance.isPending}
      hasError={balance.isError}
      isRetrying={balance.isFetching}
      onRetry={() => void balance.refetch()}
      onTransfer={onTransfer}
      isTransferring={transfer.isPending}
      result={result}
      errorMessage={errorKey ? t(errorKey) : null}
    />
  );
}
