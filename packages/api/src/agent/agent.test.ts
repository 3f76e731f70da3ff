import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { getRevenueReport } from '../agentSettlement/index';
import { getPersonalProfit } from '../records/index';
import { isAccountQueryKey } from '../queryKeys';
import { failure, useDemoPlatform } from '../test/harness';
import { agentQueryKeys, getTeamOverview, teamOverviewQueryOptions, type TeamRange } from './index';

// A fixed clock: the seeded history is relative to it, so every run sees the same figures.
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const demo = useDemoPlatform({ now: NOW });
const period = (preset: 'today' | 'yesterday' | 'past7' | 'past30'): TeamRange => dateRangePreset(preset, NOW, 0);
const AGENT = 'a-2001';

/** The agent's team found breadth first from its direct downlines: a second way to the same set. */
function teamIds(agentId: string): string[] {
  const found: string[] = [];
  let level = [agentId];
  while (level.length > 0) {
    const next = demo.platform.accounts.filter((a) => a.parentId !== null && level.includes(a.parentId));
    found.push(...next.map((a) => a.id));
    level = next.map((a) => a.id);
  }
  return found;
}

describe('§2 agentTeamOverview: GET /wps/relay/MCSFE_getAgentTeamOverview (assumed)', () => {
  it('the team is every account under the agent at any depth; the direct downlines are the sub-agents', async () => {
    const overview = await getTeamOverview(demo.clientAs(AGENT), period('past30'));
    const team = teamIds(AGENT);
    expect(team.length).toBeGreaterThan(4);
    expect(overview.teamSize).toBe(team.length);
    expect(overview.directCount).toBe(demo.platform.accounts.filter((a) => a.parentId === AGENT).length);
    expect(overview.activeMembers).toBeGreaterThan(0);
    expect(overview.activeMembers).toBeLessThanOrEqual(overview.teamSize);
  });

  it("the figures add up: deposits, withdrawals, valid bets and P&L are the sums of each member's own records", async () => {
    const range = period('past30');
    const overview = await getTeamOverview(demo.clientAs(AGENT), range);
    const team = teamIds(AGENT);
    const own = await Promise.all(team.map((id) => getPersonalProfit(demo.clientAs(id), range)));
    const sum = (pick: (p: (typeof own)[number]) => number) => own.reduce((s, p) => s + pick(p), 0);
    expect(overview.depositCents).toBeGreaterThan(0);
    expect(overview.depositCents).toBe(sum((p) => p.depositCents));
    expect(overview.withdrawalCents).toBe(sum((p) => p.withdrawalCents));
    expect(overview.validBetCents).toBe(sum((p) => p.lines.reduce((s, l) => s + l.validBetCents, 0)));
    expect(overview.profitLossCents).toBe(sum((p) => p.lines.reduce((s, l) => s + l.winLossCents, 0)));
    expect(overview.activeMembers).toBe(own.filter((p) => p.lines.some((l) => l.count > 0)).length);
    // The agent's income is what its settlements paid it in the period: the my income page's total.
    const income = await getRevenueReport(demo.clientAs(AGENT), { ...range, utcOffsetMinutes: 0 });
    expect(overview.incomeCents).toBe(income.totals.totalCents);
  });

  it('a sub-agent sees its own part of the tree only, and a shorter period never shows more than a longer one', async () => {
    const top = await getTeamOverview(demo.clientAs(AGENT), period('past30'));
    const sub = await getTeamOverview(demo.clientAs('a-2002'), period('past30'));
    expect(sub.teamSize).toBe(teamIds('a-2002').length);
    expect(sub.teamSize).toBeLessThan(top.teamSize);
    const week = await getTeamOverview(demo.clientAs(AGENT), period('past7'));
    expect(week.depositCents).toBeLessThanOrEqual(top.depositCents);
    expect(week.validBetCents).toBeLessThanOrEqual(top.validBetCents);
    expect(week.teamSize).toBe(top.teamSize);
  });

  it('new members are those of the team registered in the period', async () => {
    const team = teamIds(AGENT).map((id) => demo.platform.accountById(id));
    for (const range of [period('today'), period('past30'), { startMs: NOW - 399 * 86_400_000, endMs: NOW }]) {
      const overview = await getTeamOverview(demo.clientAs(AGENT), range);
      const registered = team.filter((a) => a !== null && a.regDate >= range.startMs && a.regDate <= range.endMs);
      expect(overview.newMembers).toBe(registered.length);
    }
  });

  it('§6 only agents: a member is refused, a guest must log in, a reversed period is a bad request', async () => {
    expect(await failure(getTeamOverview(demo.clientAs('m-1001'), period('today')))).toMatchObject({
      kind: 'rejected',
      code: 'operation.not.allowed',
    });
    expect(await failure(getTeamOverview(demo.client(null), period('today')))).toMatchObject({
      kind: 'session-expired',
    });
    const today = period('today');
    expect(
      await failure(getTeamOverview(demo.clientAs(AGENT), { startMs: today.endMs, endMs: today.startMs })),
    ).toMatchObject({ code: 'request_param_err' });
  });

  it('a count below zero or a text amount is a typed malformed error naming the field', async () => {
    const good = {
      teamSize: 1,
      directCount: 1,
      newMembers: 0,
      activeMembers: 1,
      depositAmount: '10.50',
      withdrawalAmount: 0,
      validBetAmount: 5,
      profitLoss: -2.25,
      income: 1,
    };
    demo.answer('/wps/relay/MCSFE_getAgentTeamOverview', good);
    expect(await getTeamOverview(demo.clientAs(AGENT), period('today'))).toMatchObject({
      depositCents: 1050,
      profitLossCents: -225,
    });
    demo.answer('/wps/relay/MCSFE_getAgentTeamOverview', { ...good, teamSize: -1 });
    expect(await failure(getTeamOverview(demo.clientAs(AGENT), period('today')))).toMatchObject({
      kind: 'malformed',
      field: 'value.teamSize',
    });
    demo.answer('/wps/relay/MCSFE_getAgentTeamOverview', { ...good, income: 'lots' });
    expect(await failure(getTeamOverview(demo.clientAs(AGENT), period('today')))).toMatchObject({
      kind: 'malformed',
      field: 'value.income',
    });
  });

  it('the key is per period and belongs to the account (logout drops it)', () => {
    const options = teamOverviewQueryOptions(demo.clientAs(AGENT), { startMs: 1, endMs: 2 });
    expect(options.queryKey).toEqual(agentQueryKeys.teamOverview(1, 2));
    expect(isAccountQueryKey(options.queryKey)).toBe(true);
  });
});
