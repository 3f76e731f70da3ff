import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downlineTransferMutationOptions,
  downlinesQueryOptions,
  promoteDownlineMutationOptions,
} from '@atrium/api/agentTeam';
import { isApiError } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import { MAIN_WALLET_ACCOUNT_TYPE, newTransferRequestId, walletBalanceQueryOptions } from '@atrium/api/wallet';
import { canPromote, type DownlineRow, type DownlineSortKey } from '@atrium/domain/agent';
import {
  DEFAULT_TEAM_VIEW,
  DownlineTransfer,
  FIRST_DIRECTION,
  PromoteDownline,
  TeamManagement,
  type PromoteDownlineProps,
  type DownlineTransferRequest,
  type DownlineTransferResult,
  type TeamManagementState,
  type TeamView,
} from '@atrium/ui/agent';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmitMutation } from '../../../shared/submit';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';
import { DownlineContractActions } from '../contracts/DownlineContractActions';

const messageOf = (error: unknown) => (isApiError(error) ? error.messageKey : 'errors:unknown');

/**
 * §1 transfer to a downline: one request per press, never retried; the request id belongs to the amount, so the same
 * transfer sent again after a lost answer is paid once. Every wallet query (the header balance, the team's
 * balances) is read again after every answer.
 */
function TransferToDownline({ downline }: { readonly downline: DownlineRow }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const balance = useQuery(walletBalanceQueryOptions(client));
  const transfer = useSubmitMutation(downlineTransferMutationOptions(client, queryClient));
  const intent = useRef<{ readonly amountCents: number; readonly requestId: string } | null>(null);
  const [result, setResult] = useState<DownlineTransferResult | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const mainCents = balance.data
    ? (balance.data.wallets.find((w) => w.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE)?.availableCents ??
      balance.data.totalCents)
    : null;
  if (mainCents === null) return null;

  const onTransfer = ({ amountCents, paymentPassword }: DownlineTransferRequest) => {
    if (intent.current?.amountCents !== amountCents) {
      intent.current = { amountCents, requestId: newTransferRequestId() };
    }
    setErrorKey(null);
    transfer.submit(
      { requestId: intent.current.requestId, amountCents, downline: downline.username, paymentPassword },
      {
        onSuccess: (receipt) => {
          intent.current = null;
          setResult({ id: receipt.transferId, amountCents: receipt.amountCents });
        },
        onError: async (error) => {
          setErrorKey(messageOf(error));
          await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
        },
      },
    );
  };

  return (
    <DownlineTransfer
      username={downline.username}
      balanceCents={mainCents}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      onTransfer={onTransfer}
      isTransferring={transfer.isPending}
      result={result}
      errorMessage={errorKey ? t(errorKey) : null}
    />
  );
}

/** §6 promote to agent: the ui asks first; sent once, never retried; the server has the last word. */
function PromoteAction({ downline }: { readonly downline: DownlineRow }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const promote = useSubmitMutation(promoteDownlineMutationOptions(client, queryClient));
  const [result, setResult] = useState<PromoteDownlineProps['result']>(null);
  if (!canPromote(downline) && !result?.ok) return null;
  return (
    <PromoteDownline
      username={downline.username}
      isSending={promote.isPending}
      result={result}
      onConfirm={() =>
        promote.submit(downline.id, {
          onSuccess: () => setResult({ ok: true }),
          onError: (error) => setResult({ ok: false, messageKey: messageOf(error) }),
        })
      }
    />
  );
}

/**
 * One downline's actions: a transfer reaches anyone in the tree (direct or indirect); promotion (where the domain
 * allows it) and contracts are between an agent and its direct downlines only. Promotion cannot be undone, so it
 * comes last, set apart, away from where a tap meant for Transfer lands.
 */
function DownlineActions({ downline }: { readonly downline: DownlineRow }) {
  return (
    <>
      <TransferToDownline downline={downline} />
      {downline.level === 1 && (
        <DownlineContractActions
          downline={{ id: downline.id, username: downline.username, isAgent: downline.kind === 'agent' }}
        />
      )}
      <PromoteAction downline={downline} />
    </>
  );
}

const SORT_KEYS: readonly DownlineSortKey[] = ['username', 'joinedAt', 'balance', 'lastLoginAt'];

/**
 * The list's filters and order from the address (`q`, `kind`, `status`, `direct=1`, `sort`, `dir`): a link or a
 * reload shows the same list; anything unknown falls back to the default.
 */
export function teamViewFromParams(params: URLSearchParams): TeamView {
  const kind = params.get('kind');
  const status = params.get('status');
  const sort = params.get('sort');
  const sortKey = SORT_KEYS.find((key) => key === sort) ?? DEFAULT_TEAM_VIEW.sortKey;
  const dir = params.get('dir');
  return {
    filter: {
      search: params.get('q') ?? '',
      kind: kind === 'member' || kind === 'agent' ? kind : 'all',
      status: status === 'active' || status === 'frozen' ? status : 'all',
      directOnly: params.get('direct') === '1',
    },
    sortKey,
    direction: dir === 'asc' || dir === 'desc' ? dir : FIRST_DIRECTION[sortKey],
  };
}

function teamViewParams(params: URLSearchParams, view: TeamView): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put('q', view.filter.search === '' ? null : view.filter.search);
  put('kind', view.filter.kind === 'all' ? null : view.filter.kind);
  put('status', view.filter.status === 'all' ? null : view.filter.status);
  put('direct', view.filter.directOnly ? '1' : null);
  put('sort', view.sortKey === DEFAULT_TEAM_VIEW.sortKey ? null : view.sortKey);
  put('dir', view.direction === FIRST_DIRECTION[view.sortKey] ? null : view.direction);
  return next;
}

/** §2 downlineManagmentView: the agent's downline tree, its filters and order kept in the address. */
export function DownlineManagementContainer() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const downlines = useQuery(downlinesQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  let state: TeamManagementState;
  if (downlines.data !== undefined) state = { status: 'ready' };
  else if (downlines.isError)
    state = { status: 'error', errorKey: messageOf(downlines.error), isRetrying: downlines.isFetching };
  else state = { status: 'loading' };
  return (
    <TeamManagement
      state={state}
      downlines={downlines.data ?? []}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      onRetry={() => void downlines.refetch()}
      view={teamViewFromParams(params)}
      // Each keystroke of the search replaces the entry rather than adding one to the history.
      onViewChange={(view) => go(`?${teamViewParams(params, view).toString()}`, true)}
      renderActions={(downline) => <DownlineActions downline={downline} />}
    />
  );
}
