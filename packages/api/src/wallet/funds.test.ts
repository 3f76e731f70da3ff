import { describe, expect, it } from 'vitest';
import { consolidatedFundsQueryOptions, getConsolidatedFunds } from './index';
import { failure, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file' });

describe('§6 consolidated fetch: GET /wps/member/info/funds/consolidated', () => {
  it('maps the request flags to pending offers and the info twins to contracts in force', async () => {
    await expect(getConsolidatedFunds(demo.clientAs('a-2002'))).resolves.toEqual({
      pendingOffers: { dividend: false, dailySalary: false, hourlySalary: true, realtimeSalary: false },
      contracts: { dividend: true, dailySalary: true, hourlySalary: false, realtimeSalary: false },
    });
  });

  it('a member without contracts has every flag off', async () => {
    const funds = await getConsolidatedFunds(demo.clientAs('m-1001'));
    expect(Object.values(funds.pendingOffers).concat(Object.values(funds.contracts))).not.toContain(true);
  });

  it('§6 "Trial … skips consolidated fetches": the query is disabled, and the platform refuses one anyway', async () => {
    const c = demo.client(null);
    expect(consolidatedFundsQueryOptions(c, 'trial', true).enabled).toBe(false);
    expect(consolidatedFundsQueryOptions(c, 'member', false).enabled).toBe(false);
    expect(consolidatedFundsQueryOptions(c, 'agent', true).enabled).toBe(true);
    const trial = demo.addTrialAccount('m-1004', { id: 't-9002', username: 'trial9002', balanceCents: 200_000 });
    expect(await failure(getConsolidatedFunds(demo.clientAs(trial.id)))).toMatchObject({
      kind: 'rejected',
      code: 'operation.not.allowed',
    });
  });

  it('flags sent as strings or booleans are read; a missing request flag is malformed', async () => {
    demo.answer('/wps/member/info/funds/consolidated', {
      dailysalreqtype: '1',
      divtypereq: false,
      contracthoursalreq: null,
      realtimesalreqtype: 'D',
    });
    await expect(getConsolidatedFunds(demo.clientAs('m-1001'))).resolves.toMatchObject({
      pendingOffers: { dailySalary: true, dividend: false, hourlySalary: false, realtimeSalary: true },
    });
    demo.answer('/wps/member/info/funds/consolidated', { dailysalreqtype: 1 });
    expect(await failure(getConsolidatedFunds(demo.clientAs('m-1001')))).toMatchObject({
      kind: 'malformed',
      field: 'value.divtypereq',
    });
  });

  it('no token is session-expired', async () => {
    expect(await failure(getConsolidatedFunds(demo.client(null)))).toMatchObject({ kind: 'session-expired' });
  });
});
