import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import type { BetRecord } from '@atrium/domain/records';
import {
  betHistoryQueryOptions,
  getBetHistory,
  getBonusDetails,
  getPersonalProfit,
  getTransactionHistory,
  type RecordRange,
} from './index';
import { newTransferRequestId, transferFunds } from '../wallet/index';
import { claimRaffle, requestReward } from '../promotions';
import { isAccountQueryKey, queryKeys } from '../queryKeys';
import { ledgerOf } from '../demo/state/ledger';
import { failure, useDemoPlatform } from '../test/harness';

// A fixed clock: the seeded history is relative to it, so every run sees the same records.
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const demo = useDemoPlatform({ now: NOW });
const past = (preset: 'today' | 'past7' | 'past30'): RecordRange => dateRangePreset(preset, NOW, 0);

async function allBets(range: RecordRange, filters: { gameType?: 'LIVE'; status?: 'settled' } = {}) {
  const client = demo.clientAs('m-1001');
  const first = await getBetHistory(client, { range, page: 1, pageSize: 50, ...filters });
  const items: BetRecord[] = [...first.items];
  for (let page = 2; page <= first.totalPages; page += 1)
    items.push(...(await getBetHistory(client, { range, page, pageSize: 50, ...filters })).items);
  return { first, items };
}

describe('§2 personalHistoryCopy (betting record): GET /wps/relay/MCSFE_getBetHistory (assumed)', () => {
  it('the demo member has bets in the past 7 days, newest first, inside the range, each typed', async () => {
    const range = past('past7');
    const { first, items } = await allBets(range);
    expect(first.totalCount).toBeGreaterThan(10);
    expect(items).toHaveLength(first.totalCount);
    expect(items.every((b) => b.betAt >= range.startMs && b.betAt <= range.endMs)).toBe(true);
    expect(items.map((b) => b.betAt)).toEqual([...items.map((b) => b.betAt)].sort((a, b) => b - a));
    expect(new Set(items.map((b) => b.status))).toContain('settled');
  });

  it('the totals row is the sum over every page, in cents: stakes placed, settled valid bet and win/loss', async () => {
    const { first, items } = await allBets(past('past30'));
    const settled = items.filter((b) => b.status === 'settled');
    expect(first.totals).toEqual({
      count: items.length,
      betCents: items.filter((b) => b.status !== 'cancelled').reduce((s, b) => s + b.betCents, 0),
      validBetCents: settled.reduce((s, b) => s + b.validBetCents, 0),
      winLossCents: settled.reduce((s, b) => s + b.winLossCents, 0),
    });
    expect(items.filter((b) => b.status !== 'settled').every((b) => b.winLossCents === 0)).toBe(true);
  });

  it('filters by game type and status, and the totals follow the filter', async () => {
    const { first, items } = await allBets(past('past30'), { gameType: 'LIVE', status: 'settled' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((b) => b.gameType === 'LIVE' && b.status === 'settled')).toBe(true);
    expect(first.totals.count).toBe(items.length);
  });

  it('pages of 10 do not overlap and cover the range', async () => {
    const client = demo.clientAs('m-1001');
    const range = past('past7');
    const one = await getBetHistory(client, { range, page: 1, pageSize: 10 });
    const two = await getBetHistory(client, { range, page: 2, pageSize: 10 });
    expect(one.items).toHaveLength(10);
    expect(one.totalPages).toBe(Math.ceil(one.totalCount / 10));
    expect(two.items.map((b) => b.id).filter((id) => one.items.some((b) => b.id === id))).toEqual([]);
  });

  it('the same seed and clock tell the same story (deterministic history)', async () => {
    const first = await getBetHistory(demo.clientAs('m-1001'), { range: past('past7'), page: 1, pageSize: 10 });
    const again = await getBetHistory(demo.clientAs('m-1001'), { range: past('past7'), page: 1, pageSize: 10 });
    expect(again).toEqual(first);
  });

  it('a first-time player has no records, and zero totals', async () => {
    const page = await getBetHistory(demo.clientAs('m-1004'), { range: past('past30'), page: 1, pageSize: 10 });
    expect(page).toMatchObject({ items: [], totalCount: 0, totals: { count: 0, betCents: 0, winLossCents: 0 } });
  });

  it('§6 trial accounts are refused; no token is session-expired; a reversed range is a parameter error', async () => {
    const trial = demo.addTrialAccount('m-1004', { id: 't-9101', username: 'trial9101', balanceCents: 100_000 });
    const range = past('past7');
    expect(await failure(getBetHistory(demo.clientAs(trial.id), { range, page: 1, pageSize: 10 }))).toMatchObject({
      code: 'operation.not.allowed',
    });
    expect(await failure(getBetHistory(demo.client(null), { range, page: 1, pageSize: 10 }))).toMatchObject({
      kind: 'session-expired',
    });
    const reversed = { startMs: range.endMs, endMs: range.startMs };
    expect(
      await failure(getBetHistory(demo.clientAs('m-1001'), { range: reversed, page: 1, pageSize: 10 })),
    ).toMatchObject({ code: 'request_param_err' });
  });

  it('an unknown status or a text amount is a typed malformed error naming the field', async () => {
    const bet = {
      betId: 1,
      betTime: NOW,
      gameType: 'LIVE',
      vendorName: 'v',
      gameName: 'g',
      betAmount: 1,
      validBetAmount: 1,
      winLoss: 0,
      status: 'WON',
    };
    const summary = { count: 1, betAmount: 1, validBetAmount: 1, winLoss: 0 };
    demo.answer('/wps/relay/MCSFE_getBetHistory', { list: [bet], summary });
    expect(
      await failure(getBetHistory(demo.clientAs('m-1001'), { range: past('today'), page: 1, pageSize: 10 })),
    ).toMatchObject({ kind: 'malformed', field: 'value.list[0].status' });
    demo.answer('/wps/relay/MCSFE_getBetHistory', {
      list: [{ ...bet, status: 'SETTLED', betAmount: 'ten' }],
      summary,
    });
    expect(
      await failure(getBetHistory(demo.clientAs('m-1001'), { range: past('today'), page: 1, pageSize: 10 })),
    ).toMatchObject({ kind: 'malformed', field: 'value.list[0].betAmount' });
  });
});

describe('§2 transactionHistory (account record): GET /wps/relay/MCSFE_getTransactionHistory (assumed)', () => {
  it('the seeded past ends at the balance: every ledger entry follows from the one before, never below zero', async () => {
    const client = demo.clientAs('m-1001');
    await getTransactionHistory(client, { range: past('past30'), page: 1, pageSize: 10 });
    const entries = ledgerOf(demo.platform, 'm-1001').reverse();
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.at(-1)?.balanceAfterCents).toBe(demo.platform.accountById('m-1001')?.balanceCents);
    for (let i = 1; i < entries.length; i += 1) {
      expect(entries[i]!.balanceAfterCents).toBe(entries[i - 1]!.balanceAfterCents + entries[i]!.amountCents);
      expect(entries[i]!.balanceAfterCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists deposits, withdrawals, transfers, bonuses and adjustments (not bets); totals are in, out and net', async () => {
    const client = demo.clientAs('m-1001');
    const page = await getTransactionHistory(client, { range: past('past30'), page: 1, pageSize: 100 });
    const kinds = new Set(page.items.map((t) => t.kind));
    expect(kinds).toContain('deposit');
    expect(kinds).toContain('bonus');
    expect(page.items.length).toBe(page.totalCount);
    const inCents = page.items.filter((t) => t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0);
    const outCents = -page.items.filter((t) => t.amountCents < 0).reduce((s, t) => s + t.amountCents, 0);
    expect(page.totals).toEqual({ inCents, outCents, netCents: inCents - outCents });
  });

  it('a money move made before the records are first read lands on top of the seeded past', async () => {
    const client = demo.clientAs('m-1001');
    demo.advance(60_000);
    await transferFunds(client, {
      requestId: newTransferRequestId(),
      amountCents: 12_345,
      target: { kind: 'wallet', fromAccountTypeId: 1, toAccountTypeId: 2 },
    });
    const page = await getTransactionHistory(client, {
      range: past('today'),
      page: 1,
      pageSize: 10,
      filter: 'transfer',
    });
    expect(page.items[0]).toMatchObject({
      kind: 'transferOut',
      amountCents: -12_345,
      balanceAfterCents: demo.platform.accountById('m-1001')?.balanceCents,
    });
    const entries = ledgerOf(demo.platform, 'm-1001');
    expect(entries[1]!.balanceAfterCents - 12_345).toBe(entries[0]!.balanceAfterCents);
  });

  it('the filter keeps one family: withdrawals with their refunds, transfers both ways', async () => {
    const page = await getTransactionHistory(demo.clientAs('m-1001'), {
      range: past('past30'),
      page: 1,
      pageSize: 100,
      filter: 'deposit',
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((t) => t.kind === 'deposit')).toBe(true);
    expect(page.totals.outCents).toBe(0);
  });
});

describe('§2 personalProfit and bonusDetails (assumed)', () => {
  it('profit per game type adds up to the betting record’s win/loss over the same range', async () => {
    for (const preset of ['today', 'past7', 'past30'] as const) {
      const range = past(preset);
      const profit = await getPersonalProfit(demo.clientAs('m-1001'), range);
      const bets = await getBetHistory(demo.clientAs('m-1001'), { range, page: 1, pageSize: 1 });
      expect(profit.lines.reduce((s, l) => s + l.winLossCents, 0)).toBe(bets.totals.winLossCents);
      expect(profit.lines.reduce((s, l) => s + l.validBetCents, 0)).toBe(bets.totals.validBetCents);
    }
  });

  it('the profit page’s bonus total equals the bonus details’ total, which equals the account record’s bonuses', async () => {
    const client = demo.clientAs('m-1001');
    const range = past('past30');
    const profit = await getPersonalProfit(client, range);
    const bonuses = await getBonusDetails(client, { range, page: 1, pageSize: 100 });
    const account = await getTransactionHistory(client, { range, page: 1, pageSize: 100, filter: 'bonus' });
    expect(profit.bonusCents).toBeGreaterThan(0);
    expect(bonuses.totals.totalCents).toBe(profit.bonusCents);
    expect(account.totals.netCents).toBe(profit.bonusCents);
    const rebate = bonuses.items.find((b) => b.kind === 'rebate');
    expect(rebate).toMatchObject({ ratePercent: 0.8 });
    expect(rebate!.amountCents).toBe(Math.floor((rebate!.validBetCents! * 80) / 10_000));
  });

  it('a promotion reward or raffle prize claimed in the app is a bonus on every page, and the ledger still ends at the balance', async () => {
    const client = demo.clientAs('m-1001');
    await getBonusDetails(client, { range: past('today'), page: 1, pageSize: 10 });
    demo.advance(60_000);
    await requestReward(client, { promotionId: 'p-cashback' });
    demo.advance(60_000);
    await claimRaffle(client, 'p-lucky-draw');
    const today = await getBonusDetails(client, {
      range: { startMs: NOW, endMs: NOW + 3_600_000 },
      page: 1,
      pageSize: 10,
    });
    expect(today.items.map((b) => [b.kind, b.amountCents])).toEqual([
      ['reward', 1_888],
      ['promotion', 2_550],
    ]);
    const account = await getTransactionHistory(client, {
      range: past('today'),
      page: 1,
      pageSize: 1,
      filter: 'bonus',
    });
    expect(account.items[0]).toMatchObject({
      kind: 'bonus',
      amountCents: 1_888,
      balanceAfterCents: demo.platform.accountById('m-1001')?.balanceCents,
    });
  });

  it('bonus details filter by kind', async () => {
    const page = await getBonusDetails(demo.clientAs('m-1001'), {
      range: past('past30'),
      page: 1,
      pageSize: 100,
      kind: 'rebate',
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((b) => b.kind === 'rebate')).toBe(true);
  });
});

describe('record query options', () => {
  it('keys carry the range, page, filters and language, and sit under the wallet (refreshed by every money move, dropped at logout)', () => {
    const range = past('past7');
    const client = demo.client(null);
    const a = betHistoryQueryOptions(client, { range, page: 1, pageSize: 10, gameType: 'LIVE' }, 'EN').queryKey;
    const b = betHistoryQueryOptions(client, { range, page: 1, pageSize: 10, gameType: 'RNG' }, 'EN').queryKey;
    const c = betHistoryQueryOptions(client, { range, page: 2, pageSize: 10, gameType: 'LIVE' }, 'EN').queryKey;
    const d = betHistoryQueryOptions(client, { range, page: 1, pageSize: 10, gameType: 'LIVE' }, 'CN').queryKey;
    expect(new Set([a, b, c, d].map((key) => JSON.stringify(key))).size).toBe(4);
    expect(queryKeys.wallet.all.every((part, i) => a[i] === part)).toBe(true);
    expect(isAccountQueryKey(a)).toBe(true);
  });
});
