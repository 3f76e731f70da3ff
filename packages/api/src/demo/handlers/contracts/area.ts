import { contractPeriodRange, nextRealtimeSettlement, type ContractType } from '@atrium/domain/contracts';
import { formatIsoDate } from '@atrium/domain/format';
import { calendarDateAt } from '@atrium/domain/validation';
import { seedContracts, type DemoContract } from '../../seed/contracts';
import { seedContractOffers, type DemoOffer } from '../../seed/contractOffers';
import type { DemoAccount } from '../../state/accounts';
import type { DemoPlatform } from '../../state/platform';

/** The contracts and the offers of one platform, and how they are written on the wire. */

export interface ContractsArea {
  readonly contracts: DemoContract[];
  /** Offers waiting for (or given) the downline's answer in the contract popup. */
  readonly offers: DemoOffer[];
  serial: number;
}

export function areaOf(platform: DemoPlatform): ContractsArea {
  return platform.area<ContractsArea>('contracts', () => ({
    contracts: seedContracts(platform.now()),
    offers: seedContractOffers(platform.now()),
    serial: 0,
  }));
}

/**
 * The contracts of the platform in every state, as they stand (read-only use: the settlement engine pays by them,
 * handlers/agentSettlement). The rules that change them stay in this folder.
 */
export function demoContracts(platform: DemoPlatform): readonly DemoContract[] {
  return areaOf(platform).contracts;
}

/** A new offer of the area, with the next id of its serial. */
export function addOffer(area: ContractsArea, offer: Omit<DemoOffer, 'id'>): DemoOffer {
  area.serial += 1;
  const added: DemoOffer = { id: `of-${offer.type}-${area.serial}`, ...offer };
  area.offers.push(added);
  return added;
}

/** The contract of this type in force between this upline and this downline, if any. */
export function contractInForce(
  area: ContractsArea,
  type: ContractType,
  uplineId: string | null,
  downlineId: string,
): DemoContract | undefined {
  return area.contracts.find(
    (c) => c.type === type && c.uplineId === uplineId && c.downlineId === downlineId && c.state === 'accepted',
  );
}

const WIRE_STATE = {
  pending: 'PENDING',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
  terminated: 'TERMINATED',
  ended: 'ENDED',
} as const;

/** The two sides of a contract or an offer as a row of the contract lists shows them. */
function sidesWire(platform: DemoPlatform, me: DemoAccount, x: { uplineId: string; downlineId: string }) {
  return {
    role: x.uplineId === me.id ? 'UPLINE' : 'DOWNLINE',
    uplineId: x.uplineId,
    uplineName: platform.accountById(x.uplineId)?.nickname ?? x.uplineId,
    downlineId: x.downlineId,
    downlineName: platform.accountById(x.downlineId)?.nickname ?? x.downlineId,
  };
}

export function toWire(platform: DemoPlatform, me: DemoAccount, c: DemoContract) {
  const now = platform.now();
  const active = c.state === 'accepted';
  const range = active && c.period ? contractPeriodRange(c.period, calendarDateAt(now)) : null;
  return {
    contractId: c.id,
    ...sidesWire(platform, me, c),
    status: WIRE_STATE[c.state],
    rate: c.rate,
    period: c.period,
    validBet: c.validBetCents / 100,
    profitLoss: c.profitLossCents / 100,
    activeMembers: c.activeMembers,
    betAmount: c.betAmountCents / 100,
    createdTime: c.createdTime,
    updatedTime: c.updatedTime,
    periodStart: range ? formatIsoDate(range.start) : null,
    periodEnd: range ? formatIsoDate(range.end) : null,
    nextSettlementTime: active && c.type === 'realtimeSalary' ? nextRealtimeSettlement(now) : null,
    tiers: c.tiers ?? [],
    request: null,
  };
}

/**
 * An offer as a row of the contract lists: waiting (pending) or turned down (rejected: a new offer or a change
 * answered R, a termination request answered A, which keeps the contract). One taken up shows as the contract it
 * made or ended instead (null).
 */
export function offerRowState(o: DemoOffer): 'pending' | 'rejected' | null {
  if (o.answer === null) return 'pending';
  const turnedDown = o.status === 'V' ? o.answer === 'A' : o.answer === 'R';
  return turnedDown ? 'rejected' : null;
}

export function offerRowWire(platform: DemoPlatform, me: DemoAccount, o: DemoOffer) {
  const state = offerRowState(o) ?? 'pending';
  return {
    contractId: o.id,
    ...sidesWire(platform, me, o),
    status: WIRE_STATE[state],
    rate: offerRate(o),
    period: o.period,
    createdTime: o.createdTime,
    updatedTime: null,
    tiers: o.tiers,
    request: o.status,
  };
}

/** The rate an offer is compared by: its best percent (a fixed-amount salary tier has no rate to compare). */
export function offerRate(offer: DemoOffer): number {
  const rates = offer.tiers.flatMap((t) => {
    if (t.contractRate !== undefined) return [t.contractRate];
    if (t.winRate !== undefined || t.lossRate !== undefined) return [Math.max(t.winRate ?? 0, t.lossRate ?? 0)];
    if (t.rate !== undefined && t.rateType?.toUpperCase() === 'P') return [t.rate];
    return [];
  });
  return rates.length ? Math.max(...rates) : 0;
}
