import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { betsOf } from '../state/bets';
import { ledgerOf } from '../state/ledger';
import { createDemoPlatform } from '../state/platform';
import { demoHandlers } from './index';

/**
 * §2 agent reports and §9 settlement: team betting, user P&L, account details, my income and the salary records of
 * one agent over one range are worked out from the same simulated bets and the same ledger, so they agree.
 */

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const TODAY = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;
/** settleagent1: agent pays it a real-time salary on the bets of settledown1a and settledown1b. */
const SETTLEAGENT1 = 'a-2040';
const TEAM1 = ['m-3341', 'm-3342'];

function setup() {
  const platform = createDemoPlatform({ now: () => NOW });
  const handlers = demoHandlers(platform);
  const token = platform.sessions.issue(SETTLEAGENT1);
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await getResponse(
      handlers,
      new Request(`http://demo.test/wps/relay/${path}`, {
        ...init,
        headers: { authorization: token, 'content-type': 'application/json' },
      }),
    );
    if (!response) throw new Error(`no handler for ${path}`);
    const body = (await response.json()) as { value: unknown };
    expect(response.status, path).toBe(200);
    return body.value;
  };
  return { platform, call };
}

interface DetailsValue {
  list: { reference: string; username: string; type: string; amount: number; time: number }[];
  total: number;
  totals: { moneyIn: number; moneyOut: number; net: number };
}
interface FiguresWire {
  betAmount: number;
  validBet: number;
  winLoss: number;
  betCount: number;
}

const cents = (units: number) => Math.round(units * 100);
const range = (start: number, end: number) => `startTime=${start}&endTime=${end}`;

/** Every page of account details of one kind (100 a page, the most the call gives). */
async function allDetails(call: (path: string) => Promise<unknown>, query: string) {
  const rows: DetailsValue['list'] = [];
  for (let page = 1; ; page += 1) {
    const value = (await call(`MCSFE_getAgentDownlineTransactions?${query}&size=100&page=${page}`)) as DetailsValue;
    rows.push(...value.list);
    if (rows.length >= value.total || value.list.length === 0) return { rows, value };
  }
}

describe('§2 agent reports agree with each other (settleagent1, today until 12:02)', () => {
  it('team betting, user P&L and account details count the same bets: stakes, valid bets and win/loss', async () => {
    const { call } = setup();
    const today = range(TODAY, NOW);
    const team = (await call(`MCSFE_getAgentTeamBettingReport?${today}&size=100`)) as {
      totals: FiguresWire;
    };
    const profitLoss = (await call(`MCSFE_getAgentUserProfitLoss?${today}&size=100`)) as {
      totals: { validBet: number; winLoss: number };
    };
    const bets = await allDetails(call, `${today}&type=bet`);
    const payouts = await allDetails(call, `${today}&type=payout`);
    const sum = (rows: DetailsValue['list']) => rows.reduce((total, r) => total + cents(r.amount), 0);

    // The day's bets exist: about 12 hours of one bet per member every 5 minutes.
    expect(team.totals.betCount).toBeGreaterThan(200);
    expect(cents(profitLoss.totals.validBet)).toBe(cents(team.totals.validBet));
    expect(cents(profitLoss.totals.winLoss)).toBe(cents(team.totals.winLoss));
    // One bet line per bet and one payout line per bet that paid something back (a lost round has none); the bet
    // lines are the stakes (a void round's too, which is not a valid bet), and the payouts less the stakes are the
    // team's win/loss.
    expect(bets.value.total).toBe(team.totals.betCount);
    expect(payouts.value.total).toBeLessThan(team.totals.betCount);
    expect(payouts.rows.every((p) => cents(p.amount) > 0)).toBe(true);
    expect(-sum(bets.rows)).toBe(cents(team.totals.betAmount));
    expect(cents(bets.value.totals.moneyOut)).toBe(-cents(team.totals.betAmount));
    expect(sum(payouts.rows) + sum(bets.rows)).toBe(cents(team.totals.winLoss));
    // The valid bets are the stakes of the rounds that were not void (a void round pays its stake back; a won one
    // twice the stake, a lost one nothing).
    const payoutOf = new Map(payouts.rows.map((p) => [p.reference, cents(p.amount)]));
    const validCents = bets.rows
      .filter((b) => payoutOf.get(`${b.reference}-PO`) !== -cents(b.amount))
      .reduce((total, b) => total - cents(b.amount), 0);
    expect(validCents).toBe(cents(team.totals.validBet));
  });

  it('account details show every bet of the simulation once, by member, beside a transfer made in team management', async () => {
    const { platform, call } = setup();
    const moved = (await call('GCS_walletTransfer', {
      method: 'POST',
      body: JSON.stringify({
        requestId: 'agree-transfer-1',
        amount: 12.34,
        transferType: 'DOWNLINE',
        targetAccount: 'settledown1a',
      }),
    })) as { amount: number };
    expect(moved.amount).toBe(12.34);

    const lastHour = range(NOW - 3_600_000, NOW);
    const { rows, value } = await allDetails(call, lastHour);
    const simulated = betsOf(platform, { from: NOW - 3_600_000, to: NOW, accountIds: TEAM1 });
    expect(rows.filter((r) => r.type === 'bet').map((r) => r.reference)).toEqual(simulated.map((b) => b.id).reverse());
    const paying = simulated.filter((b) => b.payoutCents > 0);
    expect(rows.filter((r) => r.type === 'payout').map((r) => r.reference)).toEqual(
      paying.map((b) => `${b.id}-PO`).reverse(),
    );
    const transfer = rows.find((r) => r.type === 'transferIn');
    expect(transfer).toMatchObject({ username: 'settledown1a', amount: 12.34, time: NOW });
    // Every other line is a move of the ledger (the seeded past and the transfer), none of its seeded bets.
    const moves = ledgerOf(platform, 'm-3341')
      .concat(ledgerOf(platform, 'm-3342'))
      .filter((e) => e.at >= NOW - 3_600_000 && e.at <= NOW && e.kind !== 'bet' && e.kind !== 'payout');
    expect(rows.filter((r) => r.type !== 'bet' && r.type !== 'payout').map((r) => r.reference)).toEqual(
      expect.arrayContaining(moves.map((e) => e.reference)),
    );
    expect(value.total).toBe(simulated.length + paying.length + moves.length);
    // Newest first, and the totals are those of every line.
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort((a, b) => b - a));
    const inCents = rows.filter((r) => r.amount >= 0).reduce((t, r) => t + cents(r.amount), 0);
    expect(cents(value.totals.moneyIn)).toBe(inCents);
    expect(cents(value.totals.net)).toBe(rows.reduce((t, r) => t + cents(r.amount), 0));

    // A username keeps that member's lines only; a kind keeps that kind only.
    const one = await allDetails(call, `${lastHour}&username=SETTLEDOWN1B`);
    expect(new Set(one.rows.map((r) => r.username))).toEqual(new Set(['settledown1b']));
    expect(one.value.total).toBe(
      simulated.filter((b) => b.accountId === 'm-3342').length +
        paying.filter((b) => b.accountId === 'm-3342').length +
        moves.filter((e) => e.accountId === 'm-3342').length,
    );
    const transfers = await allDetails(call, `${lastHour}&type=transferIn`);
    expect(transfers.rows.map((r) => r.username)).toEqual(['settledown1a']);
  });

  it('my income’s real-time salary is the real-time salary records’ total, day by day', async () => {
    const { call } = setup();
    const week = range(TODAY - 6 * DAY, TODAY + DAY - 1);
    const records = (await call(`MCSFE_getAgentRealtimeSalaryRecords?${week}&size=100`)) as {
      total: number;
      totals: { amount: number; validBet: number };
    };
    const income = (await call(`MCSFE_getAgentRevenueReport?${week}`)) as {
      days: { date: string; realtimeSalary: number }[];
      totals: { realtimeSalary: number };
    };
    expect(records.total).toBeGreaterThan(0);
    expect(cents(income.totals.realtimeSalary)).toBe(cents(records.totals.amount));
    const today = (await call(`MCSFE_getAgentRealtimeSalaryRecords?${range(TODAY, TODAY + DAY - 1)}&size=100`)) as {
      totals: { amount: number; validBet: number };
    };
    expect(income.days.find((d) => d.date === '2026-11-20')?.realtimeSalary).toBe(today.totals.amount);
    // The salary was worked out on the same valid bets team betting shows for the spans settled today (the 5
    // minutes before each mark from 00:00 to 12:00).
    const spans = range(TODAY - 300_000, Date.UTC(2026, 10, 20, 12) - 1);
    const team = (await call(`MCSFE_getAgentTeamBettingReport?${spans}`)) as {
      totals: FiguresWire;
    };
    expect(cents(today.totals.validBet)).toBe(cents(team.totals.validBet));
  });
});
