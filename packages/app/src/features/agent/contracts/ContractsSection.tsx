import { useQuery } from '@tanstack/react-query';
import { contractsQueryOptions, ownContractRate, uplineActionsFor } from '@atrium/api/contracts';
import { isApiError } from '@atrium/api/errors';
import { downlinesQueryOptions } from '@atrium/api/agentTeam';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import type { Contract, ContractType, UplineContractAction } from '@atrium/domain/contracts';
import { ContractSides, OfferContract, type ContractRowView } from '@atrium/ui/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { PendingOffersContainer } from '../../../shared/contracts/PendingOffersContainer';
import { ContractEditorHost, type ContractEditorTarget } from './ContractEditorHost';
import { draftOf, toRowView } from './contractViews';

export interface ContractsSectionProps {
  readonly type: ContractType;
}

/**
 * §4 the contracts of one type the signed-in agent holds from its upline and gives to its downlines, each with its
 * status (Pending, Accepted, Rejected, Terminated) and, on what it gives, the domain's actions: change or ask to end
 * a contract in force, offer again on the latest turned-down or ended one; nothing while a question waits.
 */
export function ContractsSection({ type }: ContractsSectionProps) {
  const client = useApiClient();
  const { t } = useTranslation();
  const list = useQuery(contractsQueryOptions(client, type));
  const team = useQuery(downlinesQueryOptions(client));
  const currencySymbol = useQuery(walletBalanceQueryOptions(client)).data?.currencySymbol ?? '';
  const [target, setTarget] = useState<ContractEditorTarget | null>(null);
  const contracts = list.data;
  const byId = new Map((contracts ?? []).map((c) => [c.id, c]));

  const actionsOf = (row: ContractRowView): readonly UplineContractAction[] => {
    const contract = byId.get(row.id);
    if (!contract || !contracts) return [];
    const allowed = uplineActionsFor(contracts, contract.downline.id);
    if (contract.state === 'accepted') return allowed.filter((a) => a !== 'offer');
    // A new offer from the downline's latest row only, so that it shows once per downline.
    const latest = contracts
      .filter((c) => c.role === 'upline' && c.downline.id === contract.downline.id)
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    return latest?.id === contract.id ? allowed.filter((a) => a === 'offer') : [];
  };

  const onAction = (row: ContractRowView, action: UplineContractAction) => {
    const contract = byId.get(row.id);
    if (!contract) return;
    const downline = { id: contract.downline.id, name: contract.downline.name };
    setTarget(
      action === 'offer'
        ? { mode: 'offer', type, downline }
        : { mode: action, type, downline, contractId: contract.id, initial: draftOf(contract) },
    );
  };

  // §6 an agent offers contracts to its direct downlines (the editor's downline), each while the domain allows a new
  // offer of this type: not while one waits for an answer or a contract is in force.
  const offerable =
    team.data && contracts
      ? team.data
          .filter((d) => d.level === 1 && uplineActionsFor(contracts, d.id).includes('offer'))
          .map((d) => ({ id: d.id, name: d.username }))
      : null;
  const errorOf = (error: unknown) => t(isApiError(error) ? error.messageKey : 'errors:unknown');

  const side = (role: Contract['role']) => contracts?.filter((c) => c.role === role).map(toRowView) ?? null;
  return (
    <>
      {/* Offers of this type from the agent's upline wait here too, to be answered at any time. */}
      <PendingOffersContainer type={type} />
      <ContractSides
        fromUpline={side('downline')}
        toDownlines={side('upline')}
        currencySymbol={currencySymbol}
        errorMessage={list.isError && !contracts ? errorOf(list.error) : null}
        onRetry={() => void list.refetch()}
        actionsOf={actionsOf}
        onAction={onAction}
        offer={
          <OfferContract
            downlines={offerable}
            errorMessage={team.isError && !team.data ? errorOf(team.error) : null}
            onRetry={() => void team.refetch()}
            onOffer={(downline) => setTarget({ mode: 'offer', type, downline })}
          />
        }
      />
      {target && (
        <ContractEditorHost
          target={target}
          ownRate={ownContractRate(contracts ?? [])}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  );
}
