import { contractAnswerChoices, type ContractType } from '@atrium/domain/contracts';
import { ok, refuse } from '../../envelope';
import { notAllowed } from '../../http';
import type { DemoContract } from '../../seed/contracts';
import type { DemoOffer } from '../../seed/contractOffers';
import type { DemoAccount } from '../../state/accounts';
import type { DemoPlatform } from '../../state/platform';
import { areaOf, offerRate, type ContractsArea } from './area';

/** Offers answered in the downline's contract popup, and the consolidated call's lists of those still waiting. */

/** The consolidated call's list field of each type. */
export const DEMO_OFFER_FIELDS: Readonly<Record<ContractType, string>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

/**
 * §4 "Accepting a contract with a higher rate than a downline's terminates the downline's contract": the contracts
 * of that type the offeree pays its own downlines at a rate above the offered one.
 */
function higherRateContracts(area: ContractsArea, offer: DemoOffer): DemoContract[] {
  if (offer.status === 'V') return [];
  const rate = offerRate(offer);
  return area.contracts.filter(
    (c) => c.uplineId === offer.downlineId && c.type === offer.type && c.state === 'accepted' && c.rate > rate,
  );
}

function offerWire(platform: DemoPlatform, area: ContractsArea, offer: DemoOffer) {
  const common = {
    status: offer.status,
    uplineName: platform.accountById(offer.uplineId)?.nickname ?? offer.uplineId,
    downlineHigherRate: higherRateContracts(area, offer).length > 0 ? 'Y' : 'N',
    createdTime: offer.createdTime,
  };
  switch (offer.type) {
    case 'dividend':
      return { ...common, type: offer.gameKind, period: offer.period, tiers: offer.tiers };
    case 'hourlySalary':
      return { ...common, contractId: offer.id, tiers: offer.tiers };
    default:
      return { ...common, id: offer.id, tiers: offer.tiers };
  }
}

/**
 * The offers waiting for this account's answer, as the consolidated call carries them: a list per type, present
 * only when not empty (the call's flags stand otherwise).
 */
export function demoPendingOfferFields(platform: DemoPlatform, account: DemoAccount): Record<string, unknown[]> {
  const area = areaOf(platform);
  const fields: Record<string, unknown[]> = {};
  for (const offer of area.offers) {
    if (offer.downlineId !== account.id || offer.answer !== null) continue;
    const field = DEMO_OFFER_FIELDS[offer.type];
    (fields[field] ??= []).push(offerWire(platform, area, offer));
  }
  return fields;
}

function endState(type: ContractType) {
  return type === 'dividend' ? ('terminated' as const) : ('ended' as const);
}

/** The four calls' answer: `status` A, R or C to the offer named by game kind (dividend) or id. */
export function answer(platform: DemoPlatform, me: DemoAccount, type: ContractType, params: Record<string, unknown>) {
  const area = areaOf(platform);
  const ref = type === 'dividend' ? params.type : type === 'hourlySalary' ? params.contractId : params.id;
  const offer = area.offers.find(
    (o) =>
      o.type === type &&
      o.downlineId === me.id &&
      o.answer === null &&
      String(type === 'dividend' ? o.gameKind : o.id) === String(ref),
  );
  if (!offer) return notAllowed('No offer waits for this answer');
  const code = params.status;
  const choice = contractAnswerChoices(offer.status).find((c) => c.sends === code);
  if (!choice) return refuse(400, 'request_param_err', 'This answer does not fit the offer');
  const now = platform.now();
  const terminated: string[] = [];
  const end = (c: DemoContract) => {
    c.state = endState(c.type);
    c.updatedTime = now;
    terminated.push(c.id);
  };
  const first = offer.tiers[0];
  const terms = {
    rate: offerRate(offer),
    period: offer.period,
    validBetCents: Math.round((first?.minimumBet ?? 0) * 100),
    profitLossCents: Math.round((first?.netLoss ?? 0) * 100),
    activeMembers: first?.activeMember ?? 0,
    betAmountCents: Math.round((first?.betVolume ?? first?.betAmount ?? 0) * 100),
    tiers: offer.tiers,
    gameKind: offer.gameKind,
  };
  // New terms (E) for a contract in force change that contract: the same one, still Accepted, not a new one.
  const changed =
    choice.answer === 'accept' && offer.status === 'E'
      ? area.contracts.findIndex((c) => c.id === offer.contractId && c.state === 'accepted')
      : -1;
  if (changed >= 0) {
    for (const c of higherRateContracts(area, offer)) end(c);
    const held = area.contracts[changed]!;
    area.contracts[changed] = { ...held, ...terms, updatedTime: now };
  } else if (choice.answer === 'accept') {
    for (const c of higherRateContracts(area, offer)) end(c);
    // An accepted offer replaces the contract of that type the same upline had with this account.
    // A dividend contract is per game kind: only the one of the offer's kind is replaced.
    const sameKind = (c: DemoContract) => type !== 'dividend' || !c.gameKind || c.gameKind === offer.gameKind;
    for (const c of area.contracts) {
      if (c.type === type && c.uplineId === offer.uplineId && c.downlineId === me.id && c.state === 'accepted') {
        if (sameKind(c)) end(c);
      }
    }
    area.serial += 1;
    area.contracts.push({
      id: `${type}-${area.serial}`,
      type,
      uplineId: offer.uplineId,
      downlineId: me.id,
      state: 'accepted',
      ...terms,
      createdTime: offer.createdTime,
      updatedTime: now,
    });
  }
  if (choice.answer === 'terminate') {
    const held = area.contracts.find((c) => c.id === offer.contractId && c.state === 'accepted');
    if (held) end(held);
  }
  offer.answer = choice.sends;
  return ok({ status: choice.sends, autoTerminated: terminated });
}
