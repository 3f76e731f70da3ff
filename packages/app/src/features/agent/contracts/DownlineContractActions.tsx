import { useQueries, useQuery } from '@tanstack/react-query';
import { contractsQueryOptions, ownContractRate, uplineActionsFor } from '@atrium/api/contracts';
import { isApiError } from '@atrium/api/errors';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import type { ContractType, UplineContractAction } from '@atrium/domain/contracts';
import { ContractActions, type ContractActionsRow } from '@atrium/ui/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { ContractEditorHost, type ContractEditorTarget } from './ContractEditorHost';
import { draftOf, offeredContractTypes } from './contractViews';

export interface DownlineContractActionsProps {
  readonly downline: { readonly id: string; readonly username: string; readonly isAgent: boolean };
}

/**
 * §6 the upline's contract actions for one direct downline (team management's details): each contract type the
 * brand offers with where it stands and the domain's actions (offer when none, change or ask to end while one is in
 * force, nothing while the downline has a question to answer), each opening the editor. Member or agent alike: the
 * platform decides who may hold which type.
 */
export function DownlineContractActions({ downline }: DownlineContractActionsProps) {
  const client = useApiClient();
  const { t } = useTranslation();
  const switches = useQuery(whitelabelQueryOptions(client));
  const types = switches.data ? offeredContractTypes(switches.data) : [];
  const lists = useQueries({ queries: types.map((type) => contractsQueryOptions(client, type)) });
  const [target, setTarget] = useState<ContractEditorTarget | null>(null);

  const failed = switches.error ?? lists.find((l) => l.isError)?.error ?? null;
  const ready = switches.data !== undefined && lists.every((l) => l.data !== undefined);
  const rows: ContractActionsRow[] | null = ready
    ? types.map((type, index) => {
        const list = lists[index]?.data ?? [];
        const given = list.filter((c) => c.role === 'upline' && c.downline.id === downline.id);
        const accepted = given.find((c) => c.state === 'accepted');
        const newest = [...given].sort((a, b) => b.createdAt - a.createdAt)[0];
        const waiting = given.find((c) => c.state === 'pending');
        return {
          type,
          state: accepted?.state ?? newest?.state ?? null,
          waiting: waiting ? (waiting.request ?? 'P') : null,
          actions: uplineActionsFor(list, downline.id),
        };
      })
    : null;

  const open = (type: ContractType, action: UplineContractAction) => {
    const index = types.indexOf(type);
    const list = lists[index]?.data ?? [];
    const accepted = list.find((c) => c.role === 'upline' && c.downline.id === downline.id && c.state === 'accepted');
    const name = downline.username;
    setTarget(
      action === 'offer' || !accepted
        ? { mode: 'offer', type, downline: { id: downline.id, name } }
        : {
            mode: action,
            type,
            downline: { id: downline.id, name },
            contractId: accepted.id,
            initial: draftOf(accepted),
          },
    );
  };

  const ownRate = target ? ownContractRate(lists[types.indexOf(target.type)]?.data ?? []) : null;
  return (
    <>
      <ContractActions
        downlineName={downline.username}
        rows={rows}
        errorMessage={failed ? t(isApiError(failed) ? failed.messageKey : 'errors:unknown') : null}
        onRetry={() => {
          if (switches.isError) void switches.refetch();
          for (const list of lists) if (list.isError) void list.refetch();
        }}
        onAction={open}
      />
      {target && <ContractEditorHost target={target} ownRate={ownRate} onClose={() => setTarget(null)} />}
    </>
  );
}
