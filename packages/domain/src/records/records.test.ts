import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accountTotals,
  bettingTotals,
  betWinLossCents,
  clampPage,
  pageSlice,
  parseBetStatus,
  parsePageParam,
  parseRecordGameType,
  parseTransactionKind,
  profitSummary,
  RECORD_RANGE_PRESETS,
  recordRangeFromParams,
  sumCents,
  transactionKindsOf,
  type BetLike,
} from './index';

// 2026-11-26 10:00 UTC; at UTC+8 it is 18:00 the same day, at UTC-11 it is 23:00 the day before.
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

describe('§9 Date range picker: the record pages', () => {
  it('offer the past presets only, today first (records lie in the past)', () => {
    expect(RECORD_RANGE_PRESETS).toEqual(['today', 'yesterday', 'past7', 'past30']);
  });

  it('an address range that is missing or invalid falls back to the past 7 days', () => {
    expect(recordRangeFromParams('2026-11-01', '2026-11-03', NOW, 0).start).toBe('2026-11-01');
    for (const [from, to] of [
      [null, '2026-11-03'],
      ['2026-11-05', '2026-11-03'],
      ['yesterday', 'today'],
    ] as const) {
      const range = recordRangeFromParams(from, to, NOW, 0);
      expect([range.start, range.end]).toEqual(['2026-11-20', '2026-11-26']);
    }
  });
});

describe('§2 record pages: paging', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('page %j reads as %i', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });

  it.each([
    [5, 3, 3],
    [0, 3, 1],
    [2, 0, 1],
    [2, 4, 2],
  ])('page %i of %i pages is clamped to %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it('pages slice the list without overlap or gap', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect([...pageSlice(items, 1, 10), ...pageSlice(items, 2, 10), ...pageSlice(items, 3, 10)]).toEqual(items);
    expect(pageSlice(items, 4, 10)).toEqual([]);
  });
});

describe('§2 record pages: statuses, kinds and game types from the wire', () => {
  it('reads known values whatever their case, and unknown ones as null', () => {
    expect(parseBetStatus('SETTLED')).toBe('settled');
    expect(parseBetStatus('won')).toBeNull();
    expect(parseRecordGameType('live')).toBe('LIVE');
    expect(parseRecordGameType('ESPORTS')).toBeNull();
    expect(parseTransactionKind('transferIn')).toBe('transferIn');
    expect(parseTransactionKind(7)).toBeNull();
  });

  it('the account record filter groups kinds: refunds go with withdrawals, both transfer directions together', () => {
    expect(transactionKindsOf('withdrawal')).toEqual(['withdrawal', 'withdrawalRefund']);
    expect(transactionKindsOf('transfer')).toEqual(['transferIn', 'transferOut']);
    expect(transactionKindsOf(null)).toHaveLength(7);
  });
});

describe('§2 record pages: totals in cents', () => {
  it.each([
    ['settled win', 'settled', 1_000, 2_500, 1_500],
    ['settled loss', 'settled', 1_000, 0, -1_000],
    ['settled push', 'settled', 1_000, 1_000, 0],
    ['open bet (no result yet)', 'unsettled', 1_000, 0, 0],
    ['cancelled bet (stake returned)', 'cancelled', 1_000, 1_000, 0],
  ] as const)('%s: win/loss %i − stake gives %i', (_name, status, bet, payout, expected) => {
    expect(betWinLossCents(status, bet, payout)).toBe(expected);
  });

  it('the betting totals count placed stakes, and valid bet and win/loss of settled bets only', () => {
    const bets: BetLike[] = [
      { status: 'settled', betCents: 1_000, validBetCents: 1_000, winLossCents: 900 },
      { status: 'settled', betCents: 2_000, validBetCents: 1_500, winLossCents: -2_000 },
      { status: 'unsettled', betCents: 500, validBetCents: 500, winLossCents: 0 },
      { status: 'cancelled', betCents: 700, validBetCents: 700, winLossCents: 0 },
    ];
    expect(bettingTotals(bets)).toEqual({ count: 4, betCents: 3_500, validBetCents: 2_500, winLossCents: -1_100 });
  });

  it('the account totals split money in and out, and net is their difference', () => {
    expect(accountTotals([10_000, -2_550, 333, -1])).toEqual({ inCents: 10_333, outCents: 2_551, netCents: 7_782 });
    expect(accountTotals([])).toEqual({ inCents: 0, outCents: 0, netCents: 0 });
  });

  it('profit is the sum of the lines’ win/loss; bonuses are added into the net only', () => {
    const summary = profitSummary(
      [
        { betCents: 1_000, validBetCents: 900, winLossCents: 250 },
        { betCents: 3_000, validBetCents: 3_000, winLossCents: -1_000 },
      ],
      400,
    );
    expect(summary).toEqual({
      betCents: 4_000,
      validBetCents: 3_900,
      winLossCents: -750,
      bonusCents: 400,
      netProfitCents: -350,
    });
  });

  it('cents add up exactly where currency units would drift (0.10 + 0.20)', () => {
    expect(sumCents([10, 20], (c) => c)).toBe(30);
    expect(() => sumCents([0.1, 0.2], (c) => c)).toThrow(RangeError);
  });

  it('property: the account net equals the sum of the signed amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 })), (amounts) => {
        expect(accountTotals(amounts).netCents).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
