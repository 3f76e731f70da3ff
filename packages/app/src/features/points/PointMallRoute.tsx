import { errorKeyOf } from '@atrium/api/errors';
import {
  convertPoints,
  newRequestId,
  pointBalanceQueryOptions,
  pointConfigQueryOptions,
  pointRewardsQueryOptions,
  pointTransactionsQueryOptions,
  redeemListQueryOptions,
  redeemPointReward,
  type PointReward,
} from '@atrium/api/points';
import { queryKeys } from '@atrium/api/queryKeys';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import type { PointType } from '@atrium/domain/points';
import {
  ConvertDialog,
  ExchangeRates,
  PointDetails,
  PointGoods,
  POINTS_MALL_TABS,
  PointsMallLayout,
  PointsSummary,
  RedeemDialog,
  RedeemHistory,
  type ConvertResultView,
  type ConvertSubmission,
  type PointGoodView,
  type PointsMallTab,
  type RedeemResultView,
  type RedeemSubmission,
} from '@atrium/ui/points';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { isKnownRealAccount, useKnownRole } from '../../shared/auth/useSession';
import { useSubmit } from '../../shared/submit';

const PAGE_SIZE = 10;

const cents = (amount: number) => Math.round(amount * 100);

/** A request id per intent: the same intent sent again after a failure keeps its id, so it cannot happen twice. */
function useIntentId() {
  const intent = useRef<{ readonly key: string; readonly requestId: string } | null>(null);
  return {
    idFor(key: string): string {
      if (intent.current?.key !== key) intent.current = { key, requestId: newRequestId() };
      return intent.current.requestId;
    },
    done() {
      intent.current = null;
    },
  };
}

function toGoodView(reward: PointReward): PointGoodView {
  return {
    id: reward.id,
    name: reward.name,
    pointsRequirement: reward.pointsRequirement,
    kind: reward.kind,
    imageUrl: reward.imageUrl,
    amountCents: reward.amount === null ? null : cents(reward.amount),
    stock: reward.stock,
    conditions: reward.conditions,
    amountRequirementCents: reward.amountRequirement === null ? null : cents(reward.amountRequirement),
    needsAddress: reward.needsAddress,
  };
}

const tabOf = (raw: string | null): PointsMallTab => POINTS_MALL_TABS.find((tab) => tab === raw) ?? 'goods';

/**
 * §2 /pointMall and the member centre's points pages (points details, exchange-rate table, redeem history), §3
 * points, §7 the points calls. A guest sees the goods and is asked to sign in for every action (the route is public);
 * a trial user is asked for a real account the same way.
 *
 * Money safety: converting and redeeming each go through the submit guard (a second press while one is in flight
 * sends nothing), are never retried, and carry a request id that belongs to the intent. The calls are made directly
 * rather than through a TanStack mutation, whose cache would keep the password among its variables. After each the
 * points and the wallet are read again, so the figures here and the header balance show what the platform holds.
 */
export function PointMallRoute() {
  // Money is never sent offline, nor queued: the forms' submit says why it is off (docs/decisions/0013).
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const auth = useAuthActions();
  const role = useKnownRole();
  const isMember = isKnownRealAccount(role);
  const isGuestView = role !== 'pending' && !isMember;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  const rewards = useQuery(pointRewardsQueryOptions(client));
  const balance = useQuery({ ...pointBalanceQueryOptions(client), enabled: isMember });
  const config = useQuery({ ...pointConfigQueryOptions(client), enabled: isMember });
  const wallet = useQuery(walletBalanceQueryOptions(client, isMember));
  const [detailsType, setDetailsType] = useState<PointType | null>(null);
  const [detailsPage, setDetailsPage] = useState(1);
  const details = useQuery({
    ...pointTransactionsQueryOptions(client, {
      page: detailsPage,
      pageSize: PAGE_SIZE,
      type: detailsType ?? undefined,
    }),
    enabled: isMember && tab === 'details',
  });
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery({
    ...redeemListQueryOptions(client, { page: historyPage, pageSize: PAGE_SIZE }),
    enabled: isMember && tab === 'history',
  });
  const currencySymbol = wallet.data?.currencySymbol ?? '';
  const currentPoints = balance.data?.currentPoints ?? 0;

  const convertIntent = useIntentId();
  const redeemIntent = useIntentId();
  const [isConverting, setConverting] = useState(false);
  const [convertError, setConvertError] = useState<string | null>(null);
  const [convertResult, setConvertResult] = useState<ConvertResultView | null>(null);
  const [redeeming, setRedeeming] = useState<PointGoodView | null>(null);
  const [redeemError, setRedeemError] = useState<string | null>(null);
  const [redeemResult, setRedeemResult] = useState<RedeemResultView | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    ]);

  const convert = useSubmit(async ({ points, password }: ConvertSubmission) => {
    setConvertError(null);
    try {
      const requestId = convertIntent.idFor(String(points));
      const done = await convertPoints(client, { points, password, requestId });
      convertIntent.done();
      setConverting(false);
      setRedeemResult(null);
      setConvertResult({ id: requestId, points: done.convertedPoints, amountCents: cents(done.amount) });
    } catch (error) {
      setConvertError(errorKeyOf(error));
    }
    await refresh();
  });

  const redeem = useSubmit(async ({ goodId, quantity, address, password }: RedeemSubmission) => {
    setRedeemError(null);
    try {
      const requestId = redeemIntent.idFor(`${goodId}:${quantity}:${address ?? ''}`);
      const done = await redeemPointReward(client, {
        rewardId: goodId,
        quantity,
        ...(address === undefined ? {} : { address }),
        password,
        requestId,
      });
      redeemIntent.done();
      setConvertResult(null);
      setRedeemResult({ id: done.redeemId, goodId, status: done.status ?? 'inProcess' });
      setRedeeming(null);
    } catch (error) {
      setRedeemError(errorKeyOf(error));
    }
    await refresh();
  });

  const signIn = () => {
    auth.guard('memberPanel');
  };
  const loadErrorKey = (query: { isError: boolean; error: unknown }) =>
    query.isError ? errorKeyOf(query.error) : null;
  // The conversion needs the terms: without them the summary offers the retry, so the way to convert comes back.
  const summaryFailed = balance.isError || config.isError;

  const goods = (
    <PointGoods
      goods={rewards.data?.map(toGoodView) ?? null}
      currentPoints={isMember ? (balance.data?.currentPoints ?? null) : null}
      currencySymbol={currencySymbol}
      onRedeem={(good) => {
        setRedeemError(null);
        setRedeeming(good);
      }}
      onSignIn={signIn}
      redeemResult={redeemResult}
      isLoading={rewards.isPending}
      hasError={rewards.isError}
      loadErrorKey={loadErrorKey(rewards)}
      isRetrying={rewards.isFetching}
      onRetry={() => void rewards.refetch()}
    />
  );

  return (
    <>
      <PointsMallLayout
        tab={tab}
        onTabChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'goods') updated.delete('tab');
              else updated.set('tab', next);
              return updated;
            },
            { replace: true },
          )
        }
        summary={
          <PointsSummary
            summary={
              balance.data && !summaryFailed
                ? { currentPoints: balance.data.currentPoints, balanceCents: cents(balance.data.balance) }
                : null
            }
            currencySymbol={currencySymbol}
            isGuest={isGuestView}
            onSignIn={signIn}
            onConvert={
              config.data
                ? () => {
                    setConvertError(null);
                    setConverting(true);
                  }
                : undefined
            }
            convertResult={convertResult}
            isLoading={isMember && balance.isPending}
            hasError={summaryFailed}
            loadErrorKey={loadErrorKey(balance.isError ? balance : config)}
            isRetrying={balance.isFetching || config.isFetching}
            onRetry={() => {
              if (balance.isError) void balance.refetch();
              if (config.isError) void config.refetch();
            }}
          />
        }
        sections={
          isMember
            ? {
                goods,
                details: (
                  <PointDetails
                    page={details.data ?? null}
                    type={detailsType}
                    onTypeChange={(type) => {
                      setDetailsType(type);
                      setDetailsPage(1);
                    }}
                    onPageChange={setDetailsPage}
                    isLoading={details.isPending}
                    hasError={details.isError}
                    loadErrorKey={loadErrorKey(details)}
                    isRetrying={details.isFetching}
                    onRetry={() => void details.refetch()}
                  />
                ),
                rates: (
                  <ExchangeRates
                    rates={
                      config.data?.rates.map((rate) => ({
                        type: rate.type,
                        amountRequirementCents: cents(rate.amountRequirement),
                        points: rate.points,
                      })) ?? null
                    }
                    terms={config.data ?? null}
                    currencySymbol={currencySymbol}
                    isLoading={config.isPending}
                    hasError={config.isError}
                    loadErrorKey={loadErrorKey(config)}
                    isRetrying={config.isFetching}
                    onRetry={() => void config.refetch()}
                  />
                ),
                history: (
                  <RedeemHistory
                    page={
                      history.data
                        ? {
                            page: history.data.page,
                            totalPages: history.data.totalPages,
                            items: history.data.items.map((record) => ({
                              id: record.id,
                              rewardName: record.rewardName,
                              kind: record.kind,
                              quantity: record.quantity,
                              points: record.points,
                              amountRequirementCents:
                                record.amountRequirement === null ? null : cents(record.amountRequirement),
                              status: record.status,
                              appliedAt: record.createdAt,
                              decidedAt: record.decidedAt,
                            })),
                          }
                        : null
                    }
                    currencySymbol={currencySymbol}
                    onPageChange={setHistoryPage}
                    isLoading={history.isPending}
                    hasError={history.isError}
                    loadErrorKey={loadErrorKey(history)}
                    isRetrying={history.isFetching}
                    onRetry={() => void history.refetch()}
                  />
                ),
              }
            : { goods }
        }
      />
      {config.data && (
        <ConvertDialog
          isOpen={isConverting}
          terms={config.data}
          currentPoints={currentPoints}
          currencySymbol={currencySymbol}
          onSubmit={convert.run}
          isSubmitting={convert.isPending}
          errorMessage={convertError ? t(convertError) : null}
          onClose={() => setConverting(false)}
        />
      )}
      <RedeemDialog
        good={redeeming}
        currentPoints={currentPoints}
        onSubmit={redeem.run}
        isSubmitting={redeem.isPending}
        errorMessage={redeemError ? t(redeemError) : null}
        onClose={() => setRedeeming(null)}
      />
    </>
  );
}
