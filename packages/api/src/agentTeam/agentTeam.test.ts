import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoLedger } from '../demo/state/ledger';
import { failure, useDemoPlatform } from '../test/harness';
import { getDownlines, getRegisterOptions, promoteDownline, registerDownline, transferToDownline } from './index';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const demo = useDemoPlatform({ now: NOW });
const TEAM_AGENT = 'a-2050';
const AGENT = 'a-2001';
const PAY_PW = '246802';
const form = (username: string) => ({ username, password: 'Secret123', confirmPassword: 'Secret123' });
const account = (username: string) => demo.platform.accountByUsername(username);

describe('§2 downlineManagmentView: GET /wps/agent/downline/list (assumed)', () => {
  it("lists the agent's tree direct and indirect, with level, upline and team size", async () => {
    const own = await getDownlines(demo.clientAs(TEAM_AGENT));
    expect(own.map((d) => [d.username, d.level, d.uplineName, d.kind])).toEqual([
      ['teamdown1a', 1, 'teamagent1', 'member'],
      ['teamdown1b', 1, 'teamagent1', 'member'],
    ]);
    expect(own[0]?.balanceCents).toBe(10_000);
    const big = await getDownlines(demo.clientAs(AGENT));
    const teamagent = big.find((d) => d.username === 'teamagent1');
    expect(teamagent).toMatchObject({ level: 1, kind: 'agent', teamSize: 2 });
    expect(big.find((d) => d.username === 'teamdown1a')).toMatchObject({ level: 2, uplineName: 'teamagent1' });
  });

  it('a level below 1 or a text balance is a typed malformed error naming the field', async () => {
    const good = {
      userId: 'm-1',
      username: 'x',
      accountType: 0,
      level: 1,
      uplineName: 'a',
      joinDate: 0,
      lastLoginTime: null,
      balance: '1.50',
      status: 0,
      teamSize: 0,
    };
    const answer = (row: object) => demo.answer('/wps/agent/downline/list', { list: [row] });
    answer(good);
    expect((await getDownlines(demo.clientAs(TEAM_AGENT)))[0]).toMatchObject({ balanceCents: 150, kind: 'member' });
    answer({ ...good, level: 0 });
    expect(await failure(getDownlines(demo.clientAs(TEAM_AGENT)))).toMatchObject({
      kind: 'malformed',
      field: 'value.list[0].level',
    });
    answer({ ...good, balance: 'lots' });
    expect(await failure(getDownlines(demo.clientAs(TEAM_AGENT)))).toMatchObject({
      kind: 'malformed',
      field: 'value.list[0].balance',
    });
  });

  it('a member has no team: refused', async () => {
    expect((await failure(getDownlines(demo.clientAs('m-3351')))).code).toBe('operation.not.allowed');
  });
});

describe('§2 registerCenter: PUT /wps/agent/downline/register (assumed, encrypted)', () => {
  it('creates a member under the agent that appears in the list at once; the password is the one typed', async () => {
    const made = await registerDownline(demo.clientAs(TEAM_AGENT), { form: form('newbie01'), kind: 'member' });
    expect(made).toMatchObject({ username: 'newbie01', kind: 'member' });
    expect(account('newbie01')).toMatchObject({ parentId: TEAM_AGENT, type: 0, password: 'Secret123' });
    const list = await getDownlines(demo.clientAs(TEAM_AGENT));
    expect(list.map((d) => d.username)).toContain('newbie01');
  });

  it('an agent type can be chosen', async () => {
    const made = await registerDownline(demo.clientAs(TEAM_AGENT), { form: form('newagent01'), kind: 'agent' });
    expect(made.kind).toBe('agent');
  });

  it.each([
    ['a taken username', form('teamdown1b'), 'username.exists'],
    ['a mismatched confirmation', { ...form('newbie02'), confirmPassword: 'Other1234' }, 'password.mismatch'],
    ['a blank username', form(''), 'field.format'],
  ])('refuses %s', async (_, typed, code) => {
    const error = await failure(registerDownline(demo.clientAs(TEAM_AGENT), { form: typed, kind: 'member' }));
    expect(error.code).toBe(code);
  });
});

describe('§2 registerCenter: rebate settings and the right to create agents (designed)', () => {
  const MEMBERS_ONLY = 'a-2060';
  const rebates = [
    { gameType: 'LIVE', percent: 0.8 },
    { gameType: 'FISH', percent: 1.5 },
  ] as const;

  it("GET /wps/agent/downline/registerOptions: the agent's own rate per kind and whether it may create agents", async () => {
    const options = await getRegisterOptions(demo.clientAs(TEAM_AGENT));
    expect(options.canCreateAgent).toBe(true);
    expect(options.ownRebates.map((r) => r.gameType)).toEqual([
      'LIVE',
      'RNG',
      'CONS',
      'SPORTS',
      'LOTT',
      'FISH',
      'ELOTT',
      'PVP',
    ]);
    expect(options.ownRebates[0]).toEqual({ gameType: 'LIVE', percent: 1 });
    expect((await getRegisterOptions(demo.clientAs(MEMBERS_ONLY))).canCreateAgent).toBe(false);
  });

  it('an unknown game kind is left out; a negative rate is a typed malformed error', async () => {
    const answer = (value: object) =>
      demo.server.use(
        http.get('*/wps/agent/downline/registerOptions', () => HttpResponse.json({ success: true, value })),
      );
    answer({
      canCreateAgent: true,
      rebates: [
        { productType: 'NEW', rebateRate: 1 },
        { productType: 'rng', rebateRate: '0.5' },
      ],
    });
    expect((await getRegisterOptions(demo.clientAs(TEAM_AGENT))).ownRebates).toEqual([
      { gameType: 'RNG', percent: 0.5 },
    ]);
    answer({ canCreateAgent: true, rebates: [{ productType: 'RNG', rebateRate: -1 }] });
    expect(await failure(getRegisterOptions(demo.clientAs(TEAM_AGENT)))).toMatchObject({ kind: 'malformed' });
  });

  it('the rates are stored with the account and listed with it; a registered agent is bounded by them', async () => {
    const client = demo.clientAs(TEAM_AGENT);
    const made = await registerDownline(client, { form: form('rebate01'), kind: 'agent', rebates });
    const row = (await getDownlines(client)).find((d) => d.username === 'rebate01');
    expect(row?.rebates).toEqual(
      expect.arrayContaining([
        { gameType: 'LIVE', percent: 0.8 },
        { gameType: 'RNG', percent: 0 },
      ]),
    );
    const theirs = await getRegisterOptions(demo.clientAs(made.id));
    expect(theirs.ownRebates.find((r) => r.gameType === 'FISH')?.percent).toBe(1.5);
    expect(theirs.ownRebates.find((r) => r.gameType === 'LIVE')?.percent).toBe(0.8);
  });

  it('a rate above the agent own is refused and no account is made', async () => {
    const above = [{ gameType: 'LIVE', percent: 1.01 }] as const;
    const error = await failure(
      registerDownline(demo.clientAs(TEAM_AGENT), { form: form('rebate02'), kind: 'member', rebates: above }),
    );
    expect(error).toMatchObject({ code: 'rebate.above.own', messageKey: 'errors:rebateAboveOwn' });
    expect(account('rebate02')).toBeNull();
  });

  it('an agent without the right is refused an agent, and may still add a member', async () => {
    const client = demo.clientAs(MEMBERS_ONLY);
    const error = await failure(registerDownline(client, { form: form('rebate03'), kind: 'agent', rebates }));
    expect(error).toMatchObject({ code: 'agent.create.not.allowed', messageKey: 'errors:agentCreateNotAllowed' });
    expect(account('rebate03')).toBeNull();
    expect((await registerDownline(client, { form: form('rebate03'), kind: 'member', rebates })).kind).toBe('member');
  });
});

describe('§1 transfer to a downline, direct or indirect (password check relay, encrypted)', () => {
  const input = (patch: Partial<Parameters<typeof transferToDownline>[1]> = {}) => ({
    requestId: globalThis.crypto.randomUUID(),
    amountCents: 1_234,
    downline: 'teamdown1a',
    paymentPassword: PAY_PW,
    ...patch,
  });

  it('debits the agent and credits the downline by the amount, with a ledger entry each', async () => {
    const receipt = await transferToDownline(demo.clientAs(TEAM_AGENT), input());
    expect(receipt.amountCents).toBe(1_234);
    expect(account('teamagent1')?.balanceCents).toBe(100_000 - 1_234);
    expect(account('teamdown1a')?.balanceCents).toBe(10_000 + 1_234);
    const entries = demoLedger(demo.platform).entries.filter((e) => ['a-2050', 'm-3351'].includes(e.accountId));
    expect(entries.map((e) => [e.accountId, e.kind, e.amountCents])).toEqual([
      ['a-2050', 'transferOut', -1_234],
      ['m-3351', 'transferIn', 1_234],
    ]);
  });

  it('a repeated request id pays once', async () => {
    const once = input();
    await transferToDownline(demo.clientAs(TEAM_AGENT), once);
    expect((await failure(transferToDownline(demo.clientAs(TEAM_AGENT), once))).code).toBe('operation.not.allowed');
    expect(account('teamdown1a')?.balanceCents).toBe(10_000 + 1_234);
  });

  it("an indirect downline (the agent's downline agent's member) is paid too: both balances move", async () => {
    const receipt = await transferToDownline(demo.clientAs(AGENT), input({ amountCents: 2_500 }));
    expect(receipt).toMatchObject({ amountCents: 2_500, downline: 'teamdown1a' });
    expect(account('agent')?.balanceCents).toBe(98_765_432 - 2_500);
    expect(account('teamdown1a')?.balanceCents).toBe(10_000 + 2_500);
    // The downline's own upline is not touched.
    expect(account('teamagent1')?.balanceCents).toBe(100_000);
  });

  it('an account above the agent (its own upline) is outside the tree: refused, nothing moves', async () => {
    const error = await failure(transferToDownline(demo.clientAs(TEAM_AGENT), input({ downline: 'agent' })));
    expect(error.code).toBe('operation.not.allowed');
    expect(account('teamagent1')?.balanceCents).toBe(100_000);
    expect(account('agent')?.balanceCents).toBe(98_765_432);
  });

  it.each([
    ['a wrong payment password', { paymentPassword: '000000' }, 'payment.password.incorrect'],
    ['more than the balance', { amountCents: 100_001 }, 'balance.not.sufficient'],
    ["someone else's downline", { downline: 'teamdown2a' }, 'operation.not.allowed'],
  ])('refuses %s and moves nothing', async (_, patch, code) => {
    expect((await failure(transferToDownline(demo.clientAs(TEAM_AGENT), input(patch)))).code).toBe(code);
    expect(account('teamagent1')?.balanceCents).toBe(100_000);
    expect(account('teamdown2a')?.balanceCents).toBe(10_000);
  });
});

describe('§6 promote a direct member to agent: POST /wps/agent/downline/promote (assumed)', () => {
  it('a direct member becomes an agent', async () => {
    expect((await promoteDownline(demo.clientAs(TEAM_AGENT), 'm-3352')).kind).toBe('agent');
    expect(account('teamdown1b')?.type).toBe(2);
  });

  it.each([
    ['an indirect downline', AGENT, 'm-3351'],
    ["another agent's member", TEAM_AGENT, 'm-3353'],
    ['an agent already', AGENT, 'a-2050'],
  ])('refuses %s', async (_, who, target) => {
    expect((await failure(promoteDownline(demo.clientAs(who), target))).code).toBe('operation.not.allowed');
  });
});
