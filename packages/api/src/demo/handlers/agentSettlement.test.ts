import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../state/ledger';
import { betsOf } from '../state/bets';
import { createDemoPlatform } from '../state/platform';
import { settleFor } from './agentSettlement';
import { demoHandlers } from './index';

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const TODAY = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;
const SETTLEAGENT1 = 'a-2040';
const TEAM1 = ['m-3341', 'm-3342'];

function setup() {
  const platform = createDemoPlatform({ now: () => NOW });
  const handlers = demoHandlers(platform);
  const token = platform.sessions.issue(SETTLEAGENT1);
  const get = async (path: string, as = token) => {
    const response = await getResponse(
      handlers,
      new Request(`http://demo.test/wps/relay/${path}`, { headers: { authorization: as } }),
    );
    if (!response) throw new Error(`no handler for ${path}`);
    return { status: response.status, body: (await response.json()) as { value: Record<string, unknown> } };
  };
  return { platform, get, token };
}

interface RecordRow {
  recordId: string;
  role: string;
  counterpartName: string;
  settledTime: number;
  amount: number;
  validBet: number;
  status: string;
  details: { gameType: string; betAmount: number; validBet: number; tier: number | null; amount: number }[];
}
interface RecordsValue {
  list: RecordRow[];
  total: number;
  totals: { amount: number; validBet: number };
}

const realtime = (start: number, end: number, extra = '') =>
  `MCSFE_getAgentRealtimeSalaryRecords?startTime=${start}&endTime=${end}&size=100${extra}`;

describe('§9 real-time salary settlement in the demo (settleagent1, paid by agent on its two members’ bets)', () => {
  it('worked example: 11:45–11:50 on 20 November 2026 pays 0.51', () => {
    const { platform } = setup();
    const span = { startMs: Date.UTC(2026, 10, 20, 11, 45), endMs: Date.UTC(2026, 10, 20, 11, 50) };
    // The bets: settledown1a staked 44.00 on LIVE and won; settledown1b staked 33.00 on LOTT and won.
    const bets = betsOf(platform, { from: span.startMs, to: span.endMs - 1, accountIds: TEAM1 });
    expect(bets.map((b) => [b.accountId, b.gameKind, b.betAmountCents, b.validBetCents, b.payoutCents])).toEqual([
      ['m-3341', 'LIVE', 4_400, 4_400, 8_800],
      ['m-3342', 'LOTT', 3_300, 3_300, 6_600],
    ]);
    // The tiers of every kind: from 0 staked 0.5 % of won and 1 % of lost valid bets, from 40 staked 0.8 % and 1.5 %.
    // LIVE: 44.00 staked ≥ 40 → tier 2, won valid bet 44.00 × 0.8 % = 0.352 → 0.35.
    // LOTT: 33.00 staked < 40 → tier 1, won valid bet 33.00 × 0.5 % = 0.165 → 0.16.  Total 0.51.
    const record = settleFor(platform, SETTLEAGENT1).find((r) => r.span.endMs === span.endMs);
    expect(
      record?.details.filter((d) => d.figures.betCents > 0).map((d) => [d.gameKind, d.tierIndex, d.amountCents]),
    ).toEqual([
      ['LIVE', 1, 35],
      ['LOTT', 0, 16],
    ]);
    expect(record?.amountCents).toBe(51);
    expect(record?.figures).toMatchObject({ validBetCents: 7_700, activeMembers: 2 });
  });

  it('every 5-minute mark since the contract took effect is settled once; each payment is a ledger entry on the balance', async () => {
    const { platform, get } = setup();
    const before = platform.accountById(SETTLEAGENT1)?.balanceCents ?? 0;
    const first = (await get(realtime(TODAY, TODAY + DAY - 1))).body.value as unknown as RecordsValue;
    // Paid from midnight to 12:02: the marks 00:00, 00:05 … 12:00 (the contract was accepted yesterday).
    expect(first.total).toBe(145);
    expect(first.list[0]?.settledTime).toBe(Date.UTC(2026, 10, 20, 12, 0));
    expect(first.list.every((r) => r.role === 'RECEIVED' && r.counterpartName === 'agent')).toBe(true);
    // Reading again settles nothing twice.
    const again = (await get(realtime(TODAY, TODAY + DAY - 1))).body.value as unknown as RecordsValue;
    expect(again.total).toBe(145);
    const all = settleFor(platform, SETTLEAGENT1);
    const paidCents = all.reduce((sum, r) => sum + r.amountCents, 0);
    expect(platform.accountById(SETTLEAGENT1)?.balanceCents).toBe(before + paidCents);
    const credits = ledgerOf(platform, SETTLEAGENT1).filter((e) => e.detail === 'Real-time salary');
    expect(credits.reduce((sum, e) => sum + e.amountCents, 0)).toBe(paidCents);
    expect(credits.length).toBe(all.filter((r) => r.amountCents > 0).length);
  });

  it('moving the clock 5 minutes adds one record, the total grows by its amount, and my income for today agrees', async () => {
    const { platform, get } = setup();
    const read = async () => (await get(realtime(TODAY, TODAY + DAY - 1))).body.value as unknown as RecordsValue;
    const before = await read();
    platform.advanceClock(5 * 60_000);
    const after = await read();
    expect(after.total).toBe(before.total + 1);
    const added = after.list[0];
    expect(added?.settledTime).toBe(Date.UTC(2026, 10, 20, 12, 5));
    expect(added?.amount).toBeGreaterThan(0);
    expect(after.totals.amount).toBeCloseTo(before.totals.amount + (added?.amount ?? 0), 2);
    const income = (await get(`MCSFE_getAgentRevenueReport?startTime=${TODAY}&endTime=${TODAY + DAY - 1}`)).body
      .value as { days: { date: string; realtimeSalary: number; total: number }[]; totals: { realtimeSalary: number } };
    expect(income.days).toEqual([expect.objectContaining({ date: '2026-11-20', realtimeSalary: after.totals.amount })]);
    expect(income.totals.realtimeSalary).toBe(after.totals.amount);
  });

  it('the paying agent sees the same settlements as paid, filtered by downline and role; pages split the list', async () => {
    const { platform, get } = setup();
    const agentToken = platform.sessions.issue('a-2001');
    const range = realtime(TODAY, TODAY + DAY - 1);
    const paid = (await get(`${range}&role=paid&downline=settleagent1`, agentToken)).body
      .value as unknown as RecordsValue;
    const received = (await get(range)).body.value as unknown as RecordsValue;
    expect(paid.total).toBe(received.total);
    expect(paid.totals.amount).toBe(received.totals.amount);
    expect(paid.list.every((r) => r.role === 'PAID' && r.counterpartName === 'settleagent1')).toBe(true);
    const page2 = (await get(`${range.replace('size=100', 'size=10')}&page=2`)).body.value as unknown as RecordsValue;
    expect(page2.list.map((r) => r.recordId)).toEqual(received.list.slice(10, 20).map((r) => r.recordId));
    expect(page2.total).toBe(received.total);
  });

  it('a read settles only what it shows: the agent’s real-time records pay no daily wage to subagent1', async () => {
    const { platform, get } = setup();
    const agentToken = platform.sessions.issue('a-2001');
    const subagent1 = platform.accountById('a-2002')?.balanceCents;
    const subagent2 = platform.accountById('a-2003')?.balanceCents ?? 0;
    await get(realtime(TODAY, TODAY + DAY - 1), agentToken);
    expect(platform.accountById('a-2002')?.balanceCents).toBe(subagent1);
    // agent pays subagent2 a real-time salary (rs-1): that one is settled.
    expect(platform.accountById('a-2003')?.balanceCents).toBeGreaterThan(subagent2);
  });

  it('members are refused; a malformed range is refused', async () => {
    const { platform, get } = setup();
    const member = platform.sessions.issue('m-3341');
    expect((await get(realtime(TODAY, TODAY + DAY - 1), member)).status).toBe(403);
    expect((await get(realtime(TODAY + DAY, TODAY))).status).toBe(400);
    expect((await get('MCSFE_getAgentDividendRecords?startTime=x&endTime=1')).status).toBe(400);
  });
});
