import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../client';
import { consolidatedFundsQueryOptions, getConsolidatedFunds } from './index';
import { setDemoSingleWallet, type DemoAccount } from '../demo/index';
import { failure, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file' });
const { server, platform } = demo;
afterEach(() => setDemoSingleWallet(platform, false));
const client = (token: string | null = null): ApiClient => demo.client(token);

const signIn = (accountId: string) => client(platform.sessions.issue(accountId));

function addTrialAccount(): DemoAccount {
  const base = platform.accountById('m-1004');
  if (!base) throw new Error('seed changed');
  const trial: DemoAccount = { ...base, id: 't-9002', username: 'trial9002', type: 4, balanceCents: 200_000 };
  platform.accounts.push(trial);
  return trial;
}

describe('§6 consolidated fetch: GET /wps/member/info/funds/consolidated', () => {
  it('maps the request flags to pending offers and the info twins to contracts in force', async () => {
    await expect(getConsolidatedFunds(signIn('a-2002'))).resolves.toEqual({
      pendingOffers: { dividend: false, dailySalary: false, hourlySalary: true, realtimeSalary: false },
      contracts: { dividend: true, dailySalary: true, hourlySalary: false, realtimeSalary: false },
    });
  });

  it('a member without contracts has every flag off', async () => {
    const funds = await getConsolidatedFunds(signIn('m-1001'));
    expect(Object.values(funds.pendingOffers).concat(Object.values(funds.contracts))).not.toContain(true);
  });

  it('§6 "Trial … skips consolidated fetches": the query is disabled, and the platform refuses one anyway', async () => {
    const c = client(null);
    expect(consolidatedFundsQueryOptions(c, 'trial', true).enabled).toBe(false);
    expect(consolidatedFundsQueryOptions(c, 'member', false).enabled).toBe(false);
    expect(consolidatedFundsQueryOptions(c, 'agent', true).enabled).toBe(true);
    const trial = platform.accountById('t-9002') ?? addTrialAccount();
    expect(await failure(getConsolidatedFunds(signIn(trial.id)))).toMatchObject({
      kind: 'rejected',
      code: 'operation.not.allowed',
    });
  });

  it('flags sent as strings or booleans are read; a missing request flag is malformed', async () => {
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () =>
        HttpResponse.json({
          success: true,
          value: { dailysalreqtype: '1', divtypereq: false, contracthoursalreq: null, realtimesalreqtype: 'D' },
        }),
      ),
    );
    await expect(getConsolidatedFunds(signIn('m-1001'))).resolves.toMatchObject({
      pendingOffers: { dailySalary: true, dividend: false, hourlySalary: false, realtimeSalary: true },
    });
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () =>
        HttpResponse.json({ success: true, value: { dailysalreqtype: 1 } }),
      ),
    );
    expect(await failure(getConsolidatedFunds(signIn('m-1001')))).toMatchObject({
      kind: 'malformed',
      field: 'value.divtypereq',
    });
  });

  it('no token is session-expired', async () => {
    expect(await failure(getConsolidatedFunds(client(null)))).toMatchObject({ kind: 'session-expired' });
  });
});
