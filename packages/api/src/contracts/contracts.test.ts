import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, nextRealtimeSettlement } from '@atrium/domain/contracts';
import {
  CONTRACT_CALLS,
  changeContract,
  contractActionEndpoint,
  contractListEndpoint,
  contractMutationOptions,
  contractSchema,
  getContracts,
  toContract,
  type Contract,
} from './index';
import { DEMO_CONTRACT_RELAYS } from '../demo/index';
import { failure, useDemoPlatform } from '../test/harness';

const NOW = Date.UTC(2026, 10, 23, 9, 32, 10);
const demo = useDemoPlatform({ now: NOW });

const AGENT = 'a-2001';
const SUB1 = 'a-2002';
const SUB2 = 'a-2003';
const DOWNLINE1 = 'm-3001';
const DOWNLINE3 = 'm-3003';

function byId(contracts: readonly Contract[], id: string): Contract {
  const found = contracts.find((c) => c.id === id);
  if (!found) throw new Error(`no contract ${id}`);
  return found;
}

describe('§7 Contracts: one relay call per type, list by GET, changes by POST', () => {
  it('each type has its relay call and module id (docs/protocol.md), the demo serving the same names', () => {
    expect(CONTRACT_CALLS).toEqual({
      dividend: { relay: 'MCS2_processDividendReq', moduleId: 'SIGNCONDIV3', answerMethod: 'GET' },
      dailySalary: { relay: 'MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3', answerMethod: 'GET' },
      hourlySalary: { relay: 'MCS2_processContractHourSalary', moduleId: 'HOURSAL3', answerMethod: 'POST' },
      realtimeSalary: { relay: 'MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3', answerMethod: 'POST' },
    });
    for (const type of CONTRACT_TYPES) {
      expect(DEMO_CONTRACT_RELAYS[type]).toBe(CONTRACT_CALLS[type].relay);
      expect(contractListEndpoint(type)).toMatchObject({ method: 'GET', needsToken: true });
      expect(contractActionEndpoint(type)).toMatchObject({ method: 'POST', path: contractListEndpoint(type).path });
    }
  });

  it('every contract change is never retried on its own', () => {
    expect(contractMutationOptions(demo.clientAs(AGENT)).retry).toBe(false);
  });

  it('without a session the call is not made', async () => {
    expect(await failure(getContracts(demo.clientAs(null), 'dividend'))).toMatchObject({ kind: 'session-expired' });
  });
});

describe('§4 Contract offers seeded over the agent tree', () => {
  it('the agent sees its dividend offers in every state, periods D, W, H and M', async () => {
    const list = await getContracts(demo.clientAs(AGENT), 'dividend');
    expect(list.every((c) => c.role === 'upline' && c.upline.id === AGENT)).toBe(true);
    expect(new Set(list.map((c) => c.state))).toEqual(new Set(['pending', 'accepted', 'rejected', 'terminated']));
    expect(new Set(list.map((c) => c.period))).toEqual(new Set(['D', 'W', 'H', 'M']));
    // The upline may terminate an accepted contract; it never answers its own offer.
    expect(byId(list, 'dv-1').actions).toEqual(['terminate']);
    expect(byId(list, 'dv-2').actions).toEqual([]);
    expect(byId(list, 'dv-3').actions).toEqual([]);
  });

  it('an accepted dividend contract carries its current period (W: Monday to Sunday)', async () => {
    const list = await getContracts(demo.clientAs(AGENT), 'dividend');
    expect(byId(list, 'dv-1').currentPeriod).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(byId(list, 'dv-2').currentPeriod).toBeNull();
  });

  it('salary offers are accepted, ended or rejected', async () => {
    const daily = await getContracts(demo.clientAs(AGENT), 'dailySalary');
    expect(daily.map((c) => [c.id, c.state])).toEqual(
      expect.arrayContaining([
        ['ds-1', 'accepted'],
        ['ds-2', 'ended'],
      ]),
    );
    const sub1 = await getContracts(demo.clientAs(SUB1), 'dailySalary');
    expect(byId(sub1, 'ds-3').state).toBe('rejected');
    expect(byId(sub1, 'ds-4')).toMatchObject({ state: 'pending', role: 'upline' });
  });

  it('§9 an accepted real-time salary shows its next 5-minute settlement', async () => {
    const list = await getContracts(demo.clientAs(SUB2), 'realtimeSalary');
    expect(byId(list, 'rs-1')).toMatchObject({ role: 'downline', state: 'accepted' });
    expect(byId(list, 'rs-1').nextSettlementAt).toBe(nextRealtimeSettlement(NOW));
  });

  it('a sub-agent sees the offers it received (downline) and those it made (upline)', async () => {
    const list = await getContracts(demo.clientAs(SUB1), 'dividend');
    expect(byId(list, 'dv-2')).toMatchObject({ role: 'downline', state: 'pending', actions: ['accept', 'reject'] });
    expect(byId(list, 'dv-6')).toMatchObject({ role: 'upline', downline: { id: DOWNLINE1, name: 'downline1' } });
  });
});

describe('§4 Contract rules, enforced by the platform', () => {
  it('accepting a higher rate terminates the downline’s current contract of that type', async () => {
    const result = await changeContract(demo.clientAs(SUB1), {
      type: 'dividend',
      action: 'accept',
      contractId: 'dv-2',
    });
    expect(result.contract).toMatchObject({ id: 'dv-2', state: 'accepted', rate: 35 });
    expect(result.autoTerminated).toEqual(['dv-1']);
    const after = await getContracts(demo.clientAs(AGENT), 'dividend');
    expect(byId(after, 'dv-1').state).toBe('terminated');
  });

  it('an offer not above the current rate cannot be accepted while that contract stands', async () => {
    const error = await failure(
      changeContract(demo.clientAs(DOWNLINE3), { type: 'dailySalary', action: 'accept', contractId: 'ds-6' }),
    );
    expect(error).toMatchObject({ kind: 'rejected', code: 'operation.not.allowed' });
  });

  it('only the downline answers an offer', async () => {
    const error = await failure(
      changeContract(demo.clientAs(AGENT), { type: 'dividend', action: 'accept', contractId: 'dv-2' }),
    );
    expect(error.code).toBe('operation.not.allowed');
    const outsider = await failure(
      changeContract(demo.clientAs(SUB2), { type: 'dividend', action: 'reject', contractId: 'dv-2' }),
    );
    expect(outsider.code).toBe('operation.not.allowed');
  });

  it('a downline rejects an offer; a rejected offer is final', async () => {
    const client = demo.clientAs(SUB2);
    const result = await changeContract(client, { type: 'dividend', action: 'reject', contractId: 'dv-5' });
    expect(result.contract).toMatchObject({ state: 'rejected', actions: [] });
    expect(
      (await failure(changeContract(client, { type: 'dividend', action: 'accept', contractId: 'dv-5' }))).code,
    ).toBe('operation.not.allowed');
  });

  it('the upline terminates an accepted salary contract, which ends; the downline cannot', async () => {
    expect(
      (
        await failure(
          changeContract(demo.clientAs(DOWNLINE1), { type: 'hourlySalary', action: 'terminate', contractId: 'hs-2' }),
        )
      ).code,
    ).toBe('operation.not.allowed');
    const result = await changeContract(demo.clientAs(SUB1), {
      type: 'hourlySalary',
      action: 'terminate',
      contractId: 'hs-2',
    });
    expect(result.contract.state).toBe('ended');
  });

  it('an agent offers a contract to a direct downline, who sees it with accept and reject', async () => {
    const agent = demo.clientAs(AGENT);
    const offer = {
      type: 'dividend',
      action: 'offer',
      downlineId: SUB2,
      rate: 28,
      period: 'M',
      validBet: 50_000,
      activeMembers: 3,
    } as const;
    // dv-5 still waits for subagent2's answer: a second waiting offer of the same type is refused.
    expect((await failure(changeContract(agent, offer))).code).toBe('operation.not.allowed');
    await changeContract(demo.clientAs(SUB2), { type: 'dividend', action: 'reject', contractId: 'dv-5' });
    const offered = await changeContract(agent, offer);
    expect(offered.contract).toMatchObject({
      state: 'pending',
      role: 'upline',
      rate: 28,
      period: 'M',
      validBet: 50_000,
    });
    const list = await getContracts(demo.clientAs(SUB2), 'dividend');
    expect(byId(list, offered.contract.id)).toMatchObject({ role: 'downline', actions: ['accept', 'reject'] });
  });

  it('an offer: only to a direct downline, with a valid rate, and a period for a dividend', async () => {
    const agent = demo.clientAs(AGENT);
    const offer = (extra: Record<string, unknown>) =>
      failure(
        changeContract(agent, { type: 'dailySalary', action: 'offer', downlineId: SUB2, rate: 1, ...extra } as never),
      );
    expect((await offer({ downlineId: DOWNLINE1 })).code).toBe('operation.not.allowed');
    expect((await offer({ rate: 0 })).code).toBe('field.format');
    expect((await offer({ rate: 101 })).code).toBe('field.format');
    expect(
      (await failure(changeContract(agent, { type: 'dividend', action: 'offer', downlineId: SUB2, rate: 20 }))).code,
    ).toBe('field.format');
    const fresh = await changeContract(agent, { type: 'hourlySalary', action: 'offer', downlineId: SUB2, rate: 0.35 });
    expect(fresh.contract).toMatchObject({ state: 'pending', period: null });
    const accepted = await changeContract(demo.clientAs(SUB2), {
      type: 'hourlySalary',
      action: 'accept',
      contractId: fresh.contract.id,
    });
    expect(accepted.contract.state).toBe('accepted');
  });

  it('a non-agent cannot offer or terminate (operation.not.allowed), but sees the offers it received', async () => {
    const member = demo.clientAs(DOWNLINE1);
    expect(
      (await failure(changeContract(member, { type: 'dailySalary', action: 'offer', downlineId: 'm-1001', rate: 1 })))
        .code,
    ).toBe('operation.not.allowed');
    const list = await getContracts(member, 'dailySalary');
    expect(list.every((c) => c.role === 'downline')).toBe(true);
  });

  it('a trial account is refused (operation.not.allowed)', async () => {
    const base = demo.platform.accountById('m-1001');
    if (!base) throw new Error('seed changed');
    demo.platform.accounts.push({ ...base, id: 't-9001', type: 4 });
    expect((await failure(getContracts(demo.clientAs('t-9001'), 'dividend'))).code).toBe('operation.not.allowed');
  });

  it('a contract in a state the client does not know is left out', () => {
    const wire = contractSchema.parse({
      contractId: 'x',
      role: 'UPLINE',
      uplineId: 'a',
      uplineName: 'A',
      downlineId: 'b',
      downlineName: 'B',
      status: 'SUSPENDED',
      rate: 1,
      createdTime: 0,
    });
    expect(toContract('dividend', wire)).toBeNull();
  });
});
