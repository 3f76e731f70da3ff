import { moneyQueryKeys } from '@atrium/api/moneyQueryKeys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelDepositMutationOptions,
  createDepositMutationOptions,
  depositMethodsQueryOptions,
  depositOrdersQueryOptions,
  newDepositRequestId,
  type DepositStatus,
} from '@atrium/api/deposit';
import { errorKeyOf } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { DepositPanel, type DepositRequest } from '@atrium/ui/deposit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSession } from '../../../shared/auth/useSession';
import { useLanguage } from '../../../shared/language';
import { depositRefusalMessage } from '../../../shared/saferPlay/refusalMessages';
import { useSubmitMutation } from '../../../shared/submit';

/** The same intent (method, channel, amount, name) keeps its request id: sent again, it cannot make a second order. */
const intentKeyOf = (request: DepositRequest) =>
  JSON.stringify([request.method, request.channelId, request.amountCents, request.depositorName ?? null]);

/**
 * §2 depositv2: the methods and channels, a deposit order (one request per press, never retried; the request id
 * belongs to the intent, so an order sent again after a lost answer is refused by the platform instead of made
 * twice), the pending order polled until the platform decides, and the header balance refreshed when it is approved.
 */
export function DepositContainer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const { platformLanguage } = useLanguage();
  const canDeposit = session.isLoggedIn && !session.isTrial;
  const methods = useQuery(depositMethodsQueryOptions(client, platformLanguage, canDeposit));
  const orders = useQuery(depositOrdersQueryOptions(client, canDeposit));
  const balance = useQuery(walletBalanceQueryOptions(client, session.isLoggedIn));
  const create = useSubmitMutation(createDepositMutationOptions(client, queryClient));
  const cancel = useSubmitMutation(cancelDepositMutationOptions(client, queryClient));
  const intent = useRef<{ readonly key: string; readonly requestId: string } | null>(null);
  const [submitErrorKey, setSubmitErrorKey] = useState<string | null>(null);
  // A deposit over a safer-play limit names the limit and what remains of it, in the currency as last known.
  const [submitError, setSubmitError] = useState<unknown>(null);
  const { i18n } = useTranslation();
  const currency = balance.data?.currencySymbol ?? '';
  const limitRefusal = depositRefusalMessage(submitError, currency, i18n.resolvedLanguage ?? 'en');
  const [newReference, setNewReference] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelErrorKey, setCancelErrorKey] = useState<string | null>(null);

  // An order seen pending and now approved has moved money: every wallet query (the header balance) is refetched.
  const seen = useRef(new Map<string, DepositStatus>());
  useEffect(() => {
    if (!orders.data) return;
    let approved = false;
    for (const order of orders.data) {
      if (seen.current.get(order.reference) === 'pending' && order.status === 'approved') approved = true;
      seen.current.set(order.reference, order.status);
    }
    if (approved) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
  }, [orders.data, queryClient]);

  const onSubmit = (request: DepositRequest) => {
    const method = methods.data?.find((m) => m.kind === request.method);
    const channel = method?.channels.find((c) => c.id === request.channelId);
    if (!channel || !session.account) return;
    const key = intentKeyOf(request);
    if (intent.current?.key !== key) intent.current = { key, requestId: newDepositRequestId() };
    setSubmitErrorKey(null);
    setSubmitError(null);
    create.submit(
      {
        requestId: intent.current.requestId,
        method: request.method,
        channel,
        amountCents: request.amountCents,
        username: session.account,
        ...(request.depositorName === undefined ? {} : { depositorName: request.depositorName }),
      },
      {
        onSuccess: (order) => {
          intent.current = null;
          setNewReference(order.reference);
        },
        onError: async (error) => {
          setSubmitError(error);
          setSubmitErrorKey(errorKeyOf(error));
          // The order may have been made even though its answer was lost: the list shows it if so.
          await queryClient.invalidateQueries({ queryKey: moneyQueryKeys.deposit.orders() });
        },
      },
    );
  };

  const onCancel = (reference: string) => {
    setCancelErrorKey(null);
    setCancelling(reference);
    cancel.submit(reference, {
      onSuccess: () => setCancelling(null),
      onError: (error) => {
        setCancelling(null);
        setCancelErrorKey(errorKeyOf(error));
      },
    });
  };

  return (
    <DepositPanel
      currencySymbol={currency}
      methods={canDeposit ? (methods.data ?? null) : []}
      isLoading={methods.isPending && canDeposit}
      loadErrorKey={methods.isError ? errorKeyOf(methods.error) : null}
      onRetry={() => void methods.refetch()}
      isRetrying={methods.isFetching}
      onSubmit={onSubmit}
      isSubmitting={create.isPending}
      submitErrorKey={limitRefusal?.key ?? submitErrorKey}
      {...(limitRefusal ? { submitErrorValues: limitRefusal.values } : {})}
      orders={canDeposit ? (orders.data ?? null) : []}
      ordersErrorKey={orders.isError ? errorKeyOf(orders.error) : null}
      onRetryOrders={() => void orders.refetch()}
      isRetryingOrders={orders.isFetching}
      newReference={newReference}
      onCancel={onCancel}
      cancellingReference={cancel.isPending ? cancelling : null}
      cancelErrorKey={cancelErrorKey}
    />
  );
}
