import { describe, expect, it } from 'vitest';
import { getConsolidatedFunds } from '../wallet/index';
import { DEMO_ORIGIN, failure, useDemoPlatform } from '../test/harness';
import {
  answerContractOffer,
  contractAnswerEndpoint,
  contractAnswerMutationOptions,
  getContractOffers,
  pendingOffersSchema,
  toContractOffers,
  type ContractOffer,
} from './index';

const NOW = Date.UTC(2026, 10, 23, 9, 32, 10);
const demo = useDemoPlatform({
  now: NOW,
  record: (url) => url.includes('/wps/relay/') || url.includes('/funds/consolidated'),
});

const OFFEREE1 = 'm-3301';
const RATEAGENT1 = 'a-2011';

function only(offers: readonly ContractOffer[], key: string): ContractOffer {
  const found = offers.find((o) => o.key === key);
  if (!found) throw new Error(`no offer ${key}`);
  return found;
}

interface DemoState {
  contracts: { id: string; type: string; upline: string; downline: string; state: string; rate: number }[];
  offers: { id: string; status: string; answer: string | null }[];
}

/** The JSON bodies of the answer POSTs made from now on in this test. */
function answerBodies(): unknown[] {
  const bodies: unknown[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/wps/relay/')) bodies.push(request.clone().json());
  });
  return bodies;
}

async function demoOffer(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${DEMO_ORIGIN}/__demo/contracts/offer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('§2 contract popup: the offers waiting for the member, from the consolidated call', () => {
  it('each offer with its tiers per game kind, dividend first', async () => {
    const offers = await getContractOffers(demo.clientAs(OFFEREE1));
    expect(offers.map((o) => [o.key, o.status])).toEqual([
      ['dividend:LIVE', 'P'],
      ['hourlySalary:of-hs-1', 'E'],
    ]);
    expect(only(offers, 'dividend:LIVE')).toMatchObject({
      uplineName: 'subagent1',
      period: 'W',
      downlineHigherRate: false,
      games: [
        {
          gameKind: 'LIVE',
          tiers: [
            {
              kind: 'dividend',
              minimumBetCents: 5_000_000,
              netLossCents: 1_000_000,
              activeMembers: 5,
              ratePercent: 15,
            },
            {
              kind: 'dividend',
              minimumBetCents: 20_000_000,
              netLossCents: 4_000_000,
              activeMembers: 15,
              ratePercent: 25,
            },
          ],
        },
      ],
    });
    // Hourly: two LIVE tiers and a fixed amount per LOTT hour.
    expect(only(offers, 'hourlySalary:of-hs-1').games).toEqual([
      {
        gameKind: 'LIVE',
        tiers: [
          {
            kind: 'hourly',
            minimumBetCents: 100_000,
            activeMembers: 1,
            rate: { kind: 'percent', percent: 0.3 },
          },
          { kind: 'hourly', minimumBetCents: 500_000, activeMembers: 3, rate: { kind: 'percent', percent: 0.4 } },
        ],
      },
      {
        gameKind: 'LOTT',
        tiers: [{ kind: 'hourly', minimumBetCents: 200_000, activeMembers: 2, rate: { kind: 'amount', cents: 800 } }],
      },
    ]);
  });

  it('an agent whose downline is paid more sees the offer flagged higher-rate', async () => {
    const [offer] = await getContractOffers(demo.clientAs(RATEAGENT1));
    expect(offer).toMatchObject({ key: 'dailySalary:of-ds-1', status: 'P', downlineHigherRate: true });
    expect(offer?.games.map((g) => g.gameKind)).toEqual(['LIVE', 'RNG', 'SPORTS']);
    expect(offer?.games[2]?.tiers[0]).toMatchObject({ kind: 'daily', rate: { kind: 'amount', cents: 5_000 } });
  });

  it('an account with no offer has none; the wallet still reads the call’s flags', async () => {
    expect(await getContractOffers(demo.clientAs('m-1001'))).toEqual([]);
    const funds = await getConsolidatedFunds(demo.clientAs(OFFEREE1));
    expect(funds).toMatchObject({ pendingOffers: { dividend: true, hourlySalary: true, dailySalary: false } });
  });

  it('a trial account is refused the call (§6: no consolidated fetch for trial)', async () => {
    demo.addTrialAccount(OFFEREE1, { id: 't-9301', username: 'trialofferee' });
    expect((await failure(getContractOffers(demo.clientAs('t-9301')))).code).toBe('operation.not.allowed');
  });

  it('bare flags (no rows), an unknown status or game kind: nothing to answer is shown', () => {
    const wire = pendingOffersSchema.parse({
      divtypereq: [
        { type: 'LIVE', status: 'X', tiers: [] },
        { type: 'BGS', status: 'P', tiers: [] },
      ],
      dailysalreqtype: 1,
      contracthoursalreq: '1',
      realtimesalreqtype: [{ id: 7, status: 'V', tiers: [{ gameType: 'BGS', winRate: 1, lossRate: 1 }] }],
    });
    expect(toContractOffers(wire)).toEqual([
      {
        key: 'realtimeSalary:7',
        contractType: 'realtimeSalary',
        ref: '7',
        status: 'V',
        uplineName: null,
        period: null,
        downlineHigherRate: false,
        games: [],
      },
    ]);
  });

  it('a malformed offer list is a typed error, not a blank popup', async () => {
    demo.answer('/wps/member/info/funds/consolidated', { divtypereq: [{ type: 'LIVE' }] });
    expect(await failure(getContractOffers(demo.clientAs(OFFEREE1)))).toMatchObject({ kind: 'malformed' });
  });
});

describe('§4 answering: each type’s call, the status it sends, and what changes', () => {
  it('accepting the dividend offer: GET with the game kind and A; it is accepted and no longer pending', async () => {
    const client = demo.clientAs(OFFEREE1);
    const offer = only(await getContractOffers(client), 'dividend:LIVE');
    demo.seen.length = 0;
    await answerContractOffer(client, { offer, answer: 'accept' });
    const [request] = demo.seen;
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/wps/relay/MCS2_processDividendReq');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ type: 'LIVE', status: 'A' });
    expect(request?.headers.get('ModuleId')).toBe('SIGNCONDIV3');
    expect((await getContractOffers(client)).map((o) => o.key)).toEqual(['hourlySalary:of-hs-1']);
    const state = await demo.demoJson<DemoState>('/__demo/contracts/state?account=offeree1');
    expect(state.contracts).toContainEqual(
      expect.objectContaining({
        type: 'dividend',
        upline: 'subagent1',
        downline: 'offeree1',
        state: 'accepted',
        rate: 25,
      }),
    );
  });

  it('rejecting the hourly offer: POST {contractId, status R}; nothing is contracted', async () => {
    const client = demo.clientAs(OFFEREE1);
    const offer = only(await getContractOffers(client), 'hourlySalary:of-hs-1');
    const bodies = answerBodies();
    await answerContractOffer(client, { offer, answer: 'reject' });
    expect(await Promise.all(bodies)).toEqual([{ contractId: 'of-hs-1', status: 'R' }]);
    const state = await demo.demoJson<DemoState>('/__demo/contracts/state?account=offeree1');
    expect(state.contracts.filter((c) => c.type === 'hourlySalary')).toEqual([]);
    expect(state.offers).toContainEqual({ id: 'of-hs-1', type: 'hourlySalary', status: 'E', answer: 'R' });
  });

  it('accepting the flagged offer ends the contract of the downline paid more (§4)', async () => {
    const client = demo.clientAs(RATEAGENT1);
    const [offer] = await getContractOffers(client);
    demo.seen.length = 0;
    await answerContractOffer(client, { offer: offer!, answer: 'accept' });
    expect(new URL(demo.seen[0]?.url ?? '').searchParams.get('id')).toBe('of-ds-1');
    const state = await demo.demoJson<DemoState>('/__demo/contracts/state?account=subdownline1');
    expect(state.contracts).toEqual([
      expect.objectContaining({ id: 'ds-r1', upline: 'rateagent1', downline: 'subdownline1', state: 'ended' }),
    ]);
    expect(await getContractOffers(client)).toEqual([]);
  });

  it('V: the upline asks to end a real-time salary; Terminate sends C and it ends, Reject sends A and it stays', async () => {
    const offer = await demoOffer({ downline: 'offeree2', type: 'realtimeSalary', status: 'V' });
    expect(offer.status).toBe(400);
    expect(await (await demoOffer({ downline: 'offeree2', type: 'realtimeSalary' })).json()).toMatchObject({
      id: expect.any(String),
    });
    const client = demo.clientAs('m-3302');
    await answerContractOffer(client, {
      offer: only(await getContractOffers(client), 'realtimeSalary:of-realtimeSalary-1'),
      answer: 'accept',
    });
    await demoOffer({ downline: 'offeree2', type: 'realtimeSalary', status: 'V' });
    const asked = (await getContractOffers(client)).find((o) => o.status === 'V');
    expect(asked).toMatchObject({ contractType: 'realtimeSalary', downlineHigherRate: false });
    const bodies = answerBodies();
    await answerContractOffer(client, { offer: asked!, answer: 'terminate' });
    expect(await Promise.all(bodies)).toEqual([{ id: asked?.ref, status: 'C' }]);
    const state = await demo.demoJson<DemoState>('/__demo/contracts/state?account=offeree2');
    expect(state.contracts.filter((c) => c.type === 'realtimeSalary').map((c) => c.state)).toEqual(['ended']);

    await demoOffer({ downline: 'offeree2', type: 'realtimeSalary' });
    const next = (await getContractOffers(client)).find((o) => o.contractType === 'realtimeSalary')!;
    await answerContractOffer(client, { offer: next, answer: 'accept' });
    await demoOffer({ downline: 'offeree2', type: 'realtimeSalary', status: 'V' });
    const again = (await getContractOffers(client)).find((o) => o.status === 'V')!;
    await answerContractOffer(client, { offer: again, answer: 'reject' });
    const kept = await demo.demoJson<DemoState>('/__demo/contracts/state?account=offeree2');
    expect(kept.contracts.filter((c) => c.type === 'realtimeSalary').map((c) => c.state)).toEqual([
      'ended',
      'accepted',
    ]);
  });

  it('an answer already given is refused, and one that does not fit the status is never sent', async () => {
    const client = demo.clientAs(OFFEREE1);
    const offer = only(await getContractOffers(client), 'dividend:LIVE');
    await answerContractOffer(client, { offer, answer: 'reject' });
    expect((await failure(answerContractOffer(client, { offer, answer: 'accept' }))).code).toBe(
      'operation.not.allowed',
    );
    demo.seen.length = 0;
    expect(await failure(answerContractOffer(client, { offer, answer: 'terminate' }))).toMatchObject({
      kind: 'malformed',
    });
    expect(demo.seen).toEqual([]);
  });

  it('another account cannot answer an offer that is not its own', async () => {
    const offer = only(await getContractOffers(demo.clientAs(OFFEREE1)), 'dividend:LIVE');
    expect((await failure(answerContractOffer(demo.clientAs('m-1001'), { offer, answer: 'accept' }))).code).toBe(
      'operation.not.allowed',
    );
  });

  it('each type answers on its own relay and module id; an answer is never retried on its own', () => {
    expect(
      (['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const).map((t) => {
        const e = contractAnswerEndpoint(t);
        return [e.method, e.path, e.moduleId];
      }),
    ).toEqual([
      ['GET', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3'],
      ['GET', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3'],
      ['POST', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3'],
      ['POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3'],
    ]);
    expect(contractAnswerMutationOptions(demo.client()).retry).toBe(false);
  });
});
