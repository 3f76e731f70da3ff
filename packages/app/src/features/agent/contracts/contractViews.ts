import {
  CONTRACT_TYPES,
  type Contract,
  type ContractOfferTier,
  type ContractDraft,
  type ContractTierField,
  type ContractType,
  type SalaryRateType,
} from '@atrium/domain/contracts';
import { isAgentPageVisible, type AgentCentrePage } from '@atrium/domain/layout';
import type { Switches } from '@atrium/domain/session';
import type { ContractRowView } from '@atrium/ui/contracts';

/** The agent-centre page of each contract type: its switch (§2 enableCt, salary, hourSalary, agentRealtimeSalary). */
const CONTRACT_PAGE: Readonly<Record<ContractType, AgentCentrePage>> = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** The contract types this brand offers: those whose page its switches show. */
export function offeredContractTypes(switches: Switches): readonly ContractType[] {
  return CONTRACT_TYPES.filter((type) => isAgentPageVisible(CONTRACT_PAGE[type], switches));
}

/** A contract as a list row, named by the other side. */
export function toRowView(contract: Contract): ContractRowView {
  return {
    id: contract.id,
    type: contract.type,
    counterpart: contract.role === 'upline' ? contract.downline.name : contract.upline.name,
    state: contract.state,
    request: contract.request,
    rate: contract.rate,
    games: contract.games,
    period: contract.period,
    createdAt: contract.createdAt,
    updatedAt: contract.updatedAt,
  };
}

const units = (cents: number) => String(cents / 100);

/**
 * A salary game kind's rate type, read from its first tier: the editor keeps one per game kind. Every seeded and
 * observed contract pays one way within a game kind (they mix only across kinds), so should a kind's tiers mix, the
 * first tier's way is the one the editor shows and sends for all of them.
 */
function rateTypeOf(tier: ContractOfferTier | undefined): { rateType?: SalaryRateType } {
  if (tier?.kind !== 'daily' && tier?.kind !== 'hourly') return {};
  return { rateType: tier.rate.kind === 'amount' ? 'F' : 'P' };
}

/** The editor's starting point for new terms: the contract's current tiers as text. */
export function draftOf(contract: Contract): ContractDraft {
  const games = contract.games.map((game) => ({
    gameKind: game.gameKind,
    ...rateTypeOf(game.tiers[0]),
    tiers: game.tiers.map((tier): Partial<Record<ContractTierField, string>> => {
      switch (tier.kind) {
        case 'dividend':
          return {
            minimumBet: units(tier.minimumBetCents),
            netLoss: units(tier.netLossCents),
            activeMember: String(tier.activeMembers),
            contractRate: String(tier.ratePercent),
          };
        case 'daily':
        case 'hourly': {
          const rate = tier.rate.kind === 'percent' ? String(tier.rate.percent) : units(tier.rate.cents);
          const threshold =
            tier.kind === 'daily'
              ? { betVolume: units(tier.betVolumeCents) }
              : { minimumBet: units(tier.minimumBetCents) };
          return { ...threshold, activeMember: String(tier.activeMembers), rate };
        }
        case 'realtime':
          return {
            betAmount: units(tier.betAmountCents),
            winRate: String(tier.winRatePercent),
            lossRate: String(tier.lossRatePercent),
          };
      }
    }),
  }));
  return {
    type: contract.type,
    period: contract.period,
    games: games.length ? games : [{ gameKind: 'LIVE', tiers: [{}] }],
  };
}
