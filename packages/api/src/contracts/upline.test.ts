import { describe, expect, it } from 'vitest';
import type { ContractTierNumbers } from '@atrium/domain/contracts';
import { failure, useDemoPlatform } from '../test/harness';
import {
  answerContractOffer,
  changeContract,
  getContractOffers,
  getContracts,
  ownContractRate,
  uplineActionsFor,
  type Contract,
  type ContractOffer,
} from './index';

const NOW = Date.UTC(2026, 10, 23, 9, 32, 10);
const demo = useDemoPlatform({ now: NOW });

const CTAGENT1 = 'a-2020';
const CTSUB1 = 'a-2021';
const CTSUBMEMBER1 = 'm-3321';
const CTAGENT2 = 'a-2023';
const CTSUB2 = 'a-2022';

const tier = (betVolume: number, rate: number, gameType: ContractTierNumbers['gameType'] = 'LIVE') =>
  ({ gameType, betVolume, activeMember: 2, rate, rateType: 'P' }) as const;

const OFFER = {
  type: 'dailySalary',
  action: 'offer',
  downlineId: CTSUB1,
  period: null,
  tiers: [tier(1_000, 2.5), tier(5_000, 3), tier(2_000, 1, 'SPORTS')],
} as const;

function only(offers: readonly ContractOffer[]): ContractOffer {
  expect(offers).toHaveLength(1);
  return offers[0]!;
}

/** What the upline gives this downline, besides the offer it turned down a week ago (seed of-ct-1, of-ct-2). */
const given = (list: readonly Contract[], downlineId: string) =>
  list
    .filter((c) => c.role === 'upline' && c.downline.id === downlineId && !c.id.startsWith('of-ct-'))
    .map((c) => [c.state, c.request])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('§4 / §6 the upline’s offer with tiers, answered in the downline’s contract popup', () => {
  it('offer → pending on the upline’s side and in the popup with its tiers → accepted on both sides', async () => {
    const agent = demo.clientAs(CTAGENT1);
    const sub = demo.clientAs(CTSUB1);
    const before = await getContracts(agent, 'dailySalary');
    expect(before.map((c) => [c.id, c.state, c.request])).toEqual([['of-ct-1', 'rejected', 'P']]);
    expect(uplineActionsFor(before, CTSUB1)).toEqual(['offer']);

    const offered = await changeContract(agent, OFFER);
    expect(offered.contract).toMatchObject({ state: 'pending', request: 'P', role: 'upline', rate: 3 });
    const pending = await getContracts(agent, 'dailySalary');
    expect(given(pending, CTSUB1)).toEqual([['pending', 'P']]);
    expect(uplineActionsFor(pending, CTSUB1)).toEqual([]);

    const offer = only(await getContractOffers(sub));
    expect(offer).toMatchObject({ contractType: 'dailySalary', status: 'P', downlineHigherRate: false });
    expect(offer.games.map((g) => [g.gameKind, g.tiers.length])).toEqual([
      ['LIVE', 2],
      ['SPORTS', 1],
    ]);
    await answerContractOffer(sub, { offer, answer: 'accept' });

    const accepted = await getContracts(agent, 'dailySalary');
    expect(given(accepted, CTSUB1)).toEqual([['accepted', null]]);
    expect(accepted[0]?.games[0]).toEqual({
      gameKind: 'LIVE',
      tiers: [
        { kind: 'daily', betVolumeCents: 100_000, activeMembers: 2, rate: { kind: 'percent', percent: 2.5 } },
        { kind: 'daily', betVolumeCents: 500_000, activeMembers: 2, rate: { kind: 'percent', percent: 3 } },
      ],
    });
    expect(uplineActionsFor(accepted, CTSUB1)).toEqual(['edit', 'requestTerminate']);
    const held = await getContracts(sub, 'dailySalary');
    // The offer it turned down a week ago stays, Rejected, on its side too.
    expect(held.filter((c) => c.role === 'downline').map((c) => [c.upline.id, c.state])).toEqual([
      [CTAGENT1, 'accepted'],
      [CTAGENT1, 'rejected'],
    ]);
    // ctsub1 pays its member 2 %, less than the 3 % it now holds: that contract stands.
    expect(held.find((c) => c.downline.id === CTSUBMEMBER1)?.state).toBe('accepted');
    expect(ownContractRate(held)).toBe(3);
  });

  it('a new offer turned down shows Rejected to the upline, who may offer again', async () => {
    const agent = demo.clientAs(CTAGENT1);
    await changeContract(agent, OFFER);
    const sub = demo.clientAs(CTSUB1);
    await answerContractOffer(sub, { offer: only(await getContractOffers(sub)), answer: 'reject' });
    const list = await getContracts(agent, 'dailySalary');
    expect(given(list, CTSUB1)).toEqual([['rejected', 'P']]);
    expect(uplineActionsFor(list, CTSUB1)).toEqual(['offer']);
    expect(given(await getContracts(sub, 'dailySalary'), CTSUB1)).toEqual([]);
  });

  it('edit (E): new terms replace the contract once accepted; turned down, the contract stands', async () => {
    const agent = demo.clientAs(CTAGENT1);
    const sub = demo.clientAs(CTSUB1);
    await changeContract(agent, OFFER);
    await answerContractOffer(sub, { offer: only(await getContractOffers(sub)), answer: 'accept' });
    const contractId = (await getContracts(agent, 'dailySalary'))[0]!.id;

    const edit = { type: 'dailySalary', action: 'edit', contractId, period: null, tiers: [tier(1_000, 2.8)] } as const;
    expect((await changeContract(agent, edit)).contract).toMatchObject({ state: 'pending', request: 'E' });
    expect((await failure(changeContract(agent, edit))).code).toBe('operation.not.allowed');
    await answerContractOffer(sub, { offer: only(await getContractOffers(sub)), answer: 'reject' });
    const kept = await getContracts(agent, 'dailySalary');
    expect(given(kept, CTSUB1)).toEqual([
      ['accepted', null],
      ['rejected', 'E'],
    ]);
    expect(uplineActionsFor(kept, CTSUB1)).toEqual(['edit', 'requestTerminate']);

    await changeContract(agent, edit);
    const changed = only(await getContractOffers(sub));
    expect(changed.status).toBe('E');
    await answerContractOffer(sub, { offer: changed, answer: 'accept' });
    // The same contract, in force with the new terms: no second one, nothing shows Terminated.
    const after = await getContracts(agent, 'dailySalary');
    expect(given(after, CTSUB1)).toEqual([
      ['accepted', null],
      ['rejected', 'E'],
    ]);
    expect(after.find((c) => c.state === 'accepted')).toMatchObject({ id: contractId, rate: 2.8 });
  });

  it('ask to terminate (V): Terminate ends the contract (Terminated on both sides), then a new offer is possible', async () => {
    const agent = demo.clientAs(CTAGENT1);
    const sub = demo.clientAs(CTSUB1);
    await changeContract(agent, OFFER);
    await answerContractOffer(sub, { offer: only(await getContractOffers(sub)), answer: 'accept' });
    const contractId = (await getContracts(agent, 'dailySalary'))[0]!.id;
    expect(
      (await changeContract(agent, { type: 'dailySalary', action: 'requestTerminate', contractId })).contract,
    ).toMatchObject({ state: 'pending', request: 'V' });
    const asked = only(await getContractOffers(sub));
    expect(asked.status).toBe('V');
    await answerContractOffer(sub, { offer: asked, answer: 'terminate' });
    const list = await getContracts(agent, 'dailySalary');
    expect(given(list, CTSUB1)).toEqual([['ended', null]]);
    expect(uplineActionsFor(list, CTSUB1)).toEqual(['offer']);
    expect(given(await getContracts(sub, 'dailySalary'), CTSUB1)).toEqual([]);
    expect((await getContracts(sub, 'dailySalary')).find((c) => c.role === 'downline')?.state).toBe('ended');
  });

  it('§4 higher rate: ctsub2 pays its member 2 %; accepting 1 % is flagged and ends that contract', async () => {
    await changeContract(demo.clientAs(CTAGENT2), { ...OFFER, downlineId: CTSUB2, tiers: [tier(1_000, 1)] });
    const sub = demo.clientAs(CTSUB2);
    const offer = only(await getContractOffers(sub));
    expect(offer.downlineHigherRate).toBe(true);
    await answerContractOffer(sub, { offer, answer: 'accept' });
    const list = await getContracts(sub, 'dailySalary');
    expect(list.map((c) => [c.role, c.state])).toEqual(
      expect.arrayContaining([
        ['downline', 'accepted'],
        ['upline', 'ended'],
      ]),
    );
  });

  it('the platform refuses what the editor refuses: not ascending, above its own rate, a second question, not a direct downline', async () => {
    const agent = demo.clientAs(CTAGENT1);
    const refused = async (input: Parameters<typeof changeContract>[1]) =>
      (await failure(changeContract(agent, input))).code;
    expect(await refused({ ...OFFER, tiers: [tier(5_000, 1), tier(1_000, 2)] })).toBe('field.format');
    expect(await refused({ ...OFFER, tiers: [] })).toBe('field.format');
    expect(await refused({ ...OFFER, downlineId: CTSUBMEMBER1 })).toBe('operation.not.allowed');
    await changeContract(agent, OFFER);
    expect(await refused(OFFER)).toBe('operation.not.allowed');

    // ctsub1, once it holds 3 %, cannot give its member more than that.
    const sub = demo.clientAs(CTSUB1);
    await answerContractOffer(sub, { offer: only(await getContractOffers(sub)), answer: 'accept' });
    const memberContract = (await getContracts(sub, 'dailySalary')).find((c) => c.downline.id === CTSUBMEMBER1)!;
    const raise = { type: 'dailySalary', action: 'edit', contractId: memberContract.id, period: null } as const;
    expect((await failure(changeContract(sub, { ...raise, tiers: [tier(1_000, 3.5)] }))).serverMessage).toMatch(
      /aboveOwnRate/,
    );
    await changeContract(sub, { ...raise, tiers: [tier(1_000, 3)] });
  });

  it('a dividend offer with two game kinds is two offers in the popup, each answered by its game kind', async () => {
    const tiers = [
      { gameType: 'LIVE', minimumBet: 100, netLoss: 50, activeMember: 1, contractRate: 20 },
      { gameType: 'SPORTS', minimumBet: 100, netLoss: 50, activeMember: 1, contractRate: 15 },
    ] as const;
    const agent = demo.clientAs(CTAGENT1);
    const offer = { type: 'dividend', action: 'offer', downlineId: CTSUB1, period: 'W', tiers } as const;
    expect((await failure(changeContract(agent, { ...offer, period: null }))).code).toBe('field.format');
    await changeContract(agent, offer);
    const offers = await getContractOffers(demo.clientAs(CTSUB1));
    expect(offers.map((o) => [o.ref, o.period, o.games.map((g) => g.gameKind)])).toEqual([
      ['LIVE', 'W', ['LIVE']],
      ['SPORTS', 'W', ['SPORTS']],
    ]);
  });
});
