import { moneyQueryKeys } from '@atrium/api/moneyQueryKeys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import {
  addBankCard,
  bankCardsQueryOptions,
  confirmReceipt,
  newWithdrawRequestId,
  pendingConfirmationsQueryOptions,
  requestWithdrawal,
  uploadPaymentProof,
  withdrawalsQueryOptions,
  withdrawInfoQueryOptions,
} from '@atrium/api/withdraw';
import {
  BankCardDialog,
  ReceiptDialog,
  WithdrawalList,
  WithdrawLayout,
  WithdrawPanel,
  type BankCardSubmission,
  type ReceiptResultView,
  type ReceiptSubmission,
  type WithdrawalView,
  type WithdrawRequest,
  type WithdrawResult,
} from '@atrium/ui/withdraw';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmit } from '../../../shared/submit';

/** A file's bytes as base64 (the platform's upload takes JSON). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** A request id per intent: the same intent sent again after a failure keeps its id, so it cannot happen twice. */
function useIntentId() {
  const intent = useRef<{ readonly key: string; readonly requestId: string } | null>(null);
  return {
    idFor(key: string): string {
      if (intent.current?.key !== key) intent.current = { key, requestId: newWithdrawRequestId() };
      return intent.current.requestId;
    },
    done() {
      intent.current = null;
    },
  };
}

/**
 * §1 "Members … withdraw, and confirm receipt of a withdrawal", §2 `withdraw`, §4 withdrawal confirmation.
 *
 * Money safety: the withdrawal, a new card and a receipt answer each go through the submit guard (a second press
 * while one is in flight sends nothing), are never retried, and carry a request id that belongs to the intent. The
 * calls are made directly rather than through a TanStack mutation, whose cache would keep the payment password among
 * its variables; the password lives only in the form until the call has it. After every money move the wallet
 * queries (which hold this page's) are refetched, so the header balance and the lists show what the platform holds.
 */
export function WithdrawContainer() {
  // Money is never sent offline, nor queued: the forms' submit says why it is off (docs/decisions/0013).
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const info = useQuery(withdrawInfoQueryOptions(client));
  const cards = useQuery(bankCardsQueryOptions(client));
  // While a withdrawal is in review or waiting for an answer, its state changes on the platform's side: read again.
  const list = useQuery({
    ...withdrawalsQueryOptions(client),
    refetchInterval: (query) =>
      query.state.data?.items.some((w) => w.state === 'pending' || w.state === 'disbursed') ? 30_000 : false,
  });
  const confirmations = useQuery(pendingConfirmationsQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const currencySymbol = balance.data?.currencySymbol ?? '';

  const withdrawIntent = useIntentId();
  const cardIntent = useIntentId();
  const receiptIntent = useIntentId();
  const [result, setResult] = useState<WithdrawResult | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [isAddingCard, setAddingCard] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [answering, setAnswering] = useState<WithdrawalView | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [receiptDone, setReceiptDone] = useState<ReceiptResultView | null>(null);

  const refreshWallets = () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });

  const withdraw = useSubmit(async ({ amountCents, cardId, paymentPassword }: WithdrawRequest) => {
    setWithdrawError(null);
    try {
      const receipt = await requestWithdrawal(client, {
        requestId: withdrawIntent.idFor(`${cardId}:${amountCents}`),
        amountCents,
        cardId,
        paymentPassword,
      });
      withdrawIntent.done();
      setResult({ id: receipt.withdrawalId, amountCents: receipt.amountCents });
    } catch (error) {
      setWithdrawError(errorKeyOf(error));
    }
    await refreshWallets();
  });

  const saveCard = useSubmit(async (submission: BankCardSubmission) => {
    setCardError(null);
    try {
      await addBankCard(client, {
        requestId: cardIntent.idFor(`${submission.bankCode}:${submission.accountName}:${submission.cardNumber}`),
        ...submission,
      });
      cardIntent.done();
      setAddingCard(false);
    } catch (error) {
      setCardError(errorKeyOf(error));
    }
    await queryClient.invalidateQueries({ queryKey: moneyQueryKeys.withdraw.bankCards() });
  });

  const answer = useSubmit(async (submission: ReceiptSubmission) => {
    if (!answering) return;
    setReceiptError(null);
    try {
      const proofIds: string[] = [];
      for (const file of submission.proofs) {
        proofIds.push(
          await uploadPaymentProof(client, {
            fileName: file.name,
            contentType:
              file.type === 'image/png' || file.name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg',
            dataBase64: await base64Of(file),
          }),
        );
      }
      const key = `${answering.id}:${submission.answer}:${submission.receivedCents ?? ''}:${submission.remainingCents ?? ''}`;
      const done = await confirmReceipt(client, {
        requestId: receiptIntent.idFor(key),
        transactionId: answering.id,
        answer: submission.answer,
        ...(submission.receivedCents === undefined ? {} : { receivedCents: submission.receivedCents }),
        ...(submission.remainingCents === undefined ? {} : { remainingCents: submission.remainingCents }),
        proofIds,
      });
      receiptIntent.done();
      setAnswering(null);
      setReceiptDone({ outcome: done.outcome, refundedCents: done.refundedCents });
    } catch (error) {
      setReceiptError(errorKeyOf(error));
    }
    await refreshWallets();
  });

  const waiting = answering ? confirmations.data?.find((c) => c.transactionId === answering.id) : undefined;
  const infoFailed = info.isError || cards.isError;

  return (
    <WithdrawLayout>
      <WithdrawPanel
        info={info.data ?? null}
        cards={cards.data ?? null}
        currencySymbol={currencySymbol}
        isLoading={!infoFailed && (info.isPending || cards.isPending)}
        hasError={infoFailed}
        loadErrorKey={infoFailed ? errorKeyOf(info.error ?? cards.error) : null}
        isRetrying={info.isFetching || cards.isFetching}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (cards.isError) void cards.refetch();
        }}
        onWithdraw={withdraw.run}
        isWithdrawing={withdraw.isPending}
        onAddCard={() => {
          setCardError(null);
          setAddingCard(true);
        }}
        result={result}
        errorMessage={withdrawError ? t(withdrawError) : null}
      />
      <WithdrawalList
        items={list.data?.items ?? null}
        currencySymbol={currencySymbol}
        isLoading={list.isPending}
        hasError={list.isError}
        loadErrorKey={list.isError ? errorKeyOf(list.error) : null}
        isRetrying={list.isFetching}
        onRetry={() => void list.refetch()}
        receiptResult={receiptDone}
        onConfirmReceipt={(withdrawal) => {
          setReceiptError(null);
          setReceiptDone(null);
          setAnswering(withdrawal);
        }}
      />
      <BankCardDialog
        isOpen={isAddingCard}
        banks={info.data?.banks ?? []}
        onSubmit={saveCard.run}
        isSubmitting={saveCard.isPending}
        errorMessage={cardError ? t(cardError) : null}
        onClose={() => setAddingCard(false)}
      />
      <ReceiptDialog
        isOpen={answering !== null}
        disbursedCents={waiting?.amountCents ?? answering?.amountCents ?? 0}
        currencySymbol={currencySymbol}
        autoConfirmMinutes={info.data?.autoConfirmMinutes ?? null}
        autoConfirmAt={waiting?.autoConfirmAt ?? answering?.autoConfirmAt ?? null}
        onSubmit={answer.run}
        isSubmitting={answer.isPending}
        errorMessage={receiptError ? t(receiptError) : null}
        onClose={() => setAnswering(null)}
      />
    </WithdrawLayout>
  );
}
