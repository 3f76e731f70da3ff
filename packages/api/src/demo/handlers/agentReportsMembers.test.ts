import { describe, expect, it } from 'vitest';
import { isBettingAccount } from '../state/bets';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from '../state/team';
import { pinnedDemo } from '../../test/harness';

/**
 * §2 agent reports against the members' own records: over one range, every agent report of every agent of the tree
 * (agent → sub-agent → member, and agent → sub-agent → sub-agent → member) adds up to the sum of what its members'
 * own betting record, profit and loss and account record say, and my income on the overview is the my income page's.
 */

const DAY = 86_400_000;
/** Sunday 29 November 2026, noon: the range is 23–29 November, as the players' and agents' pages ask for it. */
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const RANGE = `startTime=${Date.UTC(2026, 10, 23)}&endTime=${Date.UTC(2026, 10, 29) + DAY - 1}`;
const cents = (units: number) => Math.round(units * 100);

const demo = () => pinnedDemo(NOW);

interface OwnRecords {
  readonly username: string;
  readonly count: number;
  readonly betCents: number;
  readonly validCents: number;
  readonly winLossCents: number;
  readonly depositCents: number;
}

/** What one member's own pages say over the range: its betting record, profit and loss and account record. */
async function ownRecordsOf(call: ReturnType<typeof demo>['call'], id: string, username: string) {
  const record = await call<{ summary: { count: number; betAmount: number; validBetAmount: number; winLoss: number } }>(
    id,
    `MCSFE_getBetHistory?${RANGE}&pageSize=1`,
  );
  const profit = await call<{ list: { validBetAmount: number; winLoss: number }[] }>(
    id,
    `MCSFE_getPersonalProfit?${RANGE}`,
  );
  const deposits = await call<{ summary: { totalIn: number } }>(
    id,
    `MCSFE_getTransactionHistory?${RANGE}&type=deposit`,
  );
  const own: OwnRecords = {
    username,
    count: record.summary.count,
    betCents: cents(record.summary.betAmount),
    validCents: cents(record.summary.validBetAmount),
    winLossCents: cents(record.summary.winLoss),
    depositCents: cents(deposits.summary.totalIn),
  };
  // The profit and loss page is the betting record's bets by game type.
  expect(profit.list.reduce((t, l) => t + cents(l.validBetAmount), 0)).toBe(own.validCents);
  expect(profit.list.reduce((t, l) => t + cents(l.winLoss), 0)).toBe(own.winLossCents);
  return own;
}

/** The own records of everyone under the agent: its members and its sub-agents (who do not play). */
async function membersOf(platform: DemoPlatform, call: ReturnType<typeof demo>['call'], agentId: string) {
  const team = teamOf(platform, agentId);
  const all = await Promise.all(team.map((m) => ownRecordsOf(call, m.id, m.username)));
  const players = new Set(team.filter(isBettingAccount).map((m) => m.username));
  for (const agent of all.filter((r) => !players.has(r.username))) expect(agent.count, agent.username).toBe(0);
  return all;
}

const sum = (rows: readonly OwnRecords[], pick: (r: OwnRecords) => number) => rows.reduce((t, r) => t + pick(r), 0);

/** agent (a-2001): 3 levels; subagent1: 1–2 levels; ctagent1 → ctsub1 → ctsubmember1; ctsub1: 1 level. */
const AGENTS = [
  ['agent', 'a-2001'],
  ['subagent1', 'a-2002'],
  ['ctagent1', 'a-2020'],
  ['ctsub1', 'a-2021'],
] as const;

describe('§2 agent reports are the sum of the members’ own records, 23–29 Nov, at every depth', () => {
  it.each(AGENTS)(
    '%s: overview, team betting, user P&L and account details add up the members’ records',
    async (_name, agentId) => {
      const { platform, call } = demo();
      const members = await membersOf(platform, call, agentId);
      expect(members.length).toBeGreaterThan(0);
      const validCents = sum(members, (m) => m.validCents);
      const winLossCents = sum(members, (m) => m.winLossCents);
      expect(validCents).toBeGreaterThan(0);

      const overview = await call<{ validBetAmount: number; profitLoss: number; depositAmount: number }>(
        agentId,
        `MCSFE_getAgentTeamOverview?${RANGE}`,
      );
      expect(cents(overview.validBetAmount)).toBe(validCents);
      expect(cents(overview.profitLoss)).toBe(winLossCents);
      expect(cents(overview.depositAmount)).toBe(sum(members, (m) => m.depositCents));

      const team = await call<{ totals: { betCount: number; betAmount: number; validBet: number; winLoss: number } }>(
        agentId,
        `MCSFE_getAgentTeamBettingReport?${RANGE}&size=1`,
      );
      expect(team.totals.betCount).toBe(sum(members, (m) => m.count));
      expect(cents(team.totals.betAmount)).toBe(sum(members, (m) => m.betCents));
      expect(cents(team.totals.validBet)).toBe(validCents);
      expect(cents(team.totals.winLoss)).toBe(winLossCents);

      const profitLoss = await call<{
        list: { username: string; validBet: number; winLoss: number }[];
        totals: { validBet: number; winLoss: number };
      }>(agentId, `MCSFE_getAgentUserProfitLoss?${RANGE}&size=100`);
      expect(cents(profitLoss.totals.validBet)).toBe(validCents);
      expect(cents(profitLoss.totals.winLoss)).toBe(winLossCents);
      // Member by member, the agent's row is the member's own page.
      for (const member of members.filter((m) => m.count > 0)) {
        const row = profitLoss.list.find((r) => r.username === member.username);
        expect({
          username: row?.username,
          valid: cents(row?.validBet ?? 0),
          winLoss: cents(row?.winLoss ?? 0),
        }).toEqual({ username: member.username, valid: member.validCents, winLoss: member.winLossCents });
      }

      const details = (type: string) =>
        call<{ total: number; totals: { moneyIn: number; moneyOut: number } }>(
          agentId,
          `MCSFE_getAgentDownlineTransactions?${RANGE}&type=${type}&size=1`,
        );
      const bets = await details('bet');
      const payouts = await details('payout');
      expect(bets.total).toBe(sum(members, (m) => m.count));
      expect(-cents(bets.totals.moneyOut)).toBe(sum(members, (m) => m.betCents));
      expect(cents(payouts.totals.moneyIn) + cents(bets.totals.moneyOut)).toBe(winLossCents);
      expect(cents((await details('deposit')).totals.moneyIn)).toBe(sum(members, (m) => m.depositCents));
    },
  );

  it('downline5: the player’s own profit and loss is the agent’s user P&L row for it', async () => {
    const { call } = demo();
    const own = await ownRecordsOf(call, 'm-3005', 'downline5');
    for (const agentId of ['a-2002', 'a-2001']) {
      const row = await call<{ list: { validBet: number; winLoss: number }[] }>(
        agentId,
        `MCSFE_getAgentUserProfitLoss?${RANGE}&username=downline5`,
      );
      expect(row.list.map((r) => [cents(r.validBet), cents(r.winLoss)])).toEqual([[own.validCents, own.winLossCents]]);
    }
  });

  it.each([
    ['agent', 'a-2001'],
    ['settleagent1', 'a-2040'],
    ['ctagent1', 'a-2020'],
  ] as const)('%s: the overview’s my income is the my income page’s total for the 7 days', async (_name, agentId) => {
    const { call } = demo();
    const overview = await call<{ income: number }>(agentId, `MCSFE_getAgentTeamOverview?${RANGE}`);
    const income = await call<{ totals: { total: number } }>(agentId, `MCSFE_getAgentRevenueReport?${RANGE}`);
    expect(cents(overview.income)).toBe(cents(income.totals.total));
  });

  it.each([
    ['subagent1', 'a-2002'],
    ['settleagent1', 'a-2040'],
  ] as const)('%s: my income by source is the received salary and dividend records’ totals', async (_name, agentId) => {
    const { call } = demo();
    const income = await call<{ totals: Record<string, number> }>(agentId, `MCSFE_getAgentRevenueReport?${RANGE}`);
    const relays = {
      dividend: 'MCSFE_getAgentDividendRecords',
      dailySalary: 'MCSFE_getAgentDailyWageRecords',
      hourlySalary: 'MCSFE_getAgentHourSalaryRecords',
      realtimeSalary: 'MCSFE_getAgentRealtimeSalaryRecords',
    } as const;
    let received = 0;
    for (const [type, relay] of Object.entries(relays)) {
      const records = await call<{ totals: { amount: number } }>(agentId, `${relay}?${RANGE}&role=received&size=1`);
      expect(cents(income.totals[type] ?? 0), type).toBe(cents(records.totals.amount));
      received += cents(records.totals.amount);
    }
    expect(received).toBeGreaterThan(0);
    expect(cents(income.totals['total'] ?? 0)).toBe(received);
  });

  it('account details: each line’s balance after is the line before’s plus its amount, and no payout is 0', async () => {
    const { call } = demo();
    for (const username of ['downline5', 'ctsubmember1']) {
      const lines = await call<{ list: { type: string; amount: number; balanceAfter: number }[]; total: number }>(
        'a-2001',
        `MCSFE_getAgentDownlineTransactions?startTime=${NOW - 3 * 3_600_000}&endTime=${NOW}&username=${username}&size=100`,
      );
      expect(lines.total).toBe(lines.list.length);
      expect(lines.list.length).toBeGreaterThan(20);
      // Newest first: the line below is the one before.
      for (let i = 0; i + 1 < lines.list.length; i += 1) {
        const line = lines.list[i];
        const before = lines.list[i + 1];
        expect(cents(line?.balanceAfter ?? 0), `${username} line ${i}`).toBe(
          cents(before?.balanceAfter ?? 0) + cents(line?.amount ?? 0),
        );
      }
      expect(lines.list.filter((l) => l.type === 'payout' && cents(l.amount) === 0)).toEqual([]);
    }
  });
});
