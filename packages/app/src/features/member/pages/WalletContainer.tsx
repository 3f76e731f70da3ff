import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import {
  MAIN_WALLET_ACCOUNT_TYPE,
  merchantWalletQueryOptions,
  newTransferRequestId,
  transferFunds,
  walletBalanceQueryOptions,
  walletTransferMutationOptions,
  type WalletTransferInput,
} from '@atrium/api/wallet';
import {
  WalletPanel,
  type WalletAccountView,
  type WalletMoveResult,
  type WalletTransferRequest,
} from '@atrium/ui/wallet';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmit, useSubmitMutation } from '../../../shared/submit';

/**
 * §2 transferFund (wallet): the main and game wallets with their balances, transfers between them and "recall all".
 * Shown only to multi-wallet merchants (MemberRoute, domain `isMemberPageVisible`).
 *
 * Money safety: each transfer goes through the submit guard (a second press while one is in flight sends nothing)
 * and is never retried. The request id belongs to the intent (direction, wallet, amount): sent again after a failure,
 * the same intent carries the same id, so a transfer whose answer was lost cannot be made twice; a new intent, or the
 * same one after a success, gets a new id. After every move, failed or not, the wallet queries are refetched, so the
 * header's balance and this page show what the platform holds.
 */
export function WalletContainer() {
  // Money is never sent offline, nor queued: the forms' submit says why it is off (docs/decisions/0013).
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const balance = useQuery(walletBalanceQueryOptions(client));
  const merchant = useQuery(merchantWalletQueryOptions(client));
  const transfer = useSubmitMutation(walletTransferMutationOptions(client, queryClient));
  const intent = useRef<{ readonly key: string; readonly requestId: string } | null>(null);
  const [result, setResult] = useState<WalletMoveResult | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const balances = new Map((balance.data?.wallets ?? []).map((w) => [w.accountTypeId, w.availableCents]));
  const main: WalletAccountView | null =
    balance.data && merchant.data
      ? {
          accountTypeId: MAIN_WALLET_ACCOUNT_TYPE,
          // The panel labels the main wallet itself; this is the merchant's name for it, when it gives one.
          name: merchant.data.wallets.find((w) => w.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE)?.name ?? '',
          balanceCents: balances.get(MAIN_WALLET_ACCOUNT_TYPE) ?? 0,
        }
      : null;
  const gameWallets: WalletAccountView[] = main
    ? (merchant.data?.wallets ?? [])
        .filter((w) => w.accountTypeId !== MAIN_WALLET_ACCOUNT_TYPE)
        .map((w) => ({
          accountTypeId: w.accountTypeId,
          name: w.name,
          balanceCents: balances.get(w.accountTypeId) ?? 0,
        }))
    : [];

  const refreshWallets = () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });

  const onTransfer = (request: WalletTransferRequest) => {
    const key = `${request.direction}:${request.gameWalletId}:${request.amountCents}`;
    if (intent.current?.key !== key) intent.current = { key, requestId: newTransferRequestId() };
    const input: WalletTransferInput = {
      requestId: intent.current.requestId,
      amountCents: request.amountCents,
      target:
        request.direction === 'in'
          ? { kind: 'wallet', fromAccountTypeId: MAIN_WALLET_ACCOUNT_TYPE, toAccountTypeId: request.gameWalletId }
          : { kind: 'wallet', fromAccountTypeId: request.gameWalletId, toAccountTypeId: MAIN_WALLET_ACCOUNT_TYPE },
    };
    setErrorKey(null);
    transfer.submit(input, {
      onSuccess: (receipt) => {
        intent.current = null;
        setResult({
          id: receipt.transferId,
          kind: 'transfer',
          direction: request.direction,
          amountCents: receipt.amountCents,
          walletName: gameWallets.find((w) => w.accountTypeId === request.gameWalletId)?.name ?? null,
        });
      },
      onError: async (error) => {
        setErrorKey(errorKeyOf(error));
        await refreshWallets();
      },
    });
  };

  // Recall all: one transfer per game wallet holding money (no bulk call is known), one after the other, each with
  // its own request id, all inside one guarded press. The amounts come from the balances on screen, which are
  // refetched after every move, so a press after a partial failure recalls only what is left.
  const recall = useSubmit(async () => {
    setErrorKey(null);
    let moved = 0;
    let lastId = '';
    try {
      for (const wallet of gameWallets) {
        if (wallet.balanceCents <= 0) continue;
        const receipt = await transferFunds(client, {
          requestId: newTransferRequestId(),
          amountCents: wallet.balanceCents,
          target: {
            kind: 'wallet',
            fromAccountTypeId: wallet.accountTypeId,
            toAccountTypeId: MAIN_WALLET_ACCOUNT_TYPE,
          },
        });
        moved += receipt.amountCents;
        lastId = receipt.transferId;
      }
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    }
    if (moved > 0) {
      setResult({ id: lastId, kind: 'recall', direction: 'out', amountCents: moved, walletName: null });
    }
    await refreshWallets();
  });

  const failed = balance.isError || merchant.isError;
  return (
    <WalletPanel
      main={main}
      gameWallets={gameWallets}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      isLoading={!failed && main === null}
      hasError={failed && main === null}
      isRetrying={balance.isFetching || merchant.isFetching}
      onRetry={() => {
        if (balance.isError) void balance.refetch();
        if (merchant.isError) void merchant.refetch();
      }}
      onTransfer={onTransfer}
      isTransferring={transfer.isPending}
      onRecallAll={() => recall.run()}
      isRecalling={recall.isPending}
      result={result}
      errorMessage={errorKey ? t(errorKey) : null}
    />
  );
}
