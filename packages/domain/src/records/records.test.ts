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
  presetOfRange,
  profitSummary,
  RECORD_RANGE_PRESETS,
  recordRangeFromParams,
  recordRangePreset,
  sumCents,
  transactionKindsOf,
  validateRecordRange,
  type BetLike,
  type RecordRangePreset,
} from './index';

// 2026-11-26 10:00 UTC; at UTC+8 it is 18:00 the same day, at UTC-11 it is 23:00 the day before.
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

describe('§9 Date range picker: presets of the record pages', () => {
  it.each<[RecordRangePreset, number, string, string]>([
    ['today', 0, '2026-11-26', '2026-11-26'],
    ['yesterday', 0, '2026-11-25', '2026-11-25'],
    ['past7', 0, '2026-11-20', '2026-11-26'],
    ['past30', 0, '2026-10-28', '2026-11-26'],
    ['next7', 0, '2026-11-26', '2026-12-02'],
    ['next30', 0, '2026-11-26', '2026-12-25'],
    ['today', -660, '2026-11-25', '2026-11-25'],
    ['yesterday', -660, '2026-11-24', '2026-11-24'],
    ['past7', 480, '2026-11-20', '2026-11-26'],
  ])('%s at UTC%+d minutes is %s … %s', (preset, offset, start, end) => {
    const range = recordRangePreset(preset, NOW, offset);
    expect([range.start, range.end]).toEqual([start, end]);
  });

  it('each range covers whole days on the platform clock, both ends included', () => {
    const today = recordRangePreset('today', NOW, 480);
    expect(today.startMs).toBe(Date.UTC(2026, 10, 25, 16, 0, 0));
    expect(today.endMs - today.startMs + 1).toBe(86_400_000);
    const week = recordRangePreset('past7', NOW, 0);
    expect(week.endMs - week.startMs + 1).toBe(7 * 86_400_000);
  });

  it('the record pages offer the past presets only (records lie in the past)', () => {
    expect(RECORD_RANGE_PRESETS).toEqual(['today', 'yesterday', 'past7', 'past30']);
  });

  it('a range is recognised as its preset, and a custom one as none', () => {
    expect(presetOfRange({ start: '2026-11-20', end: '2026-11-26' }, NOW, 0)).toBe('past7');
    expect(presetOfRange({ start: '2026-11-25', end: '2026-11-25' }, NOW, 0)).toBe('yesterday');
    expect(presetOfRange({ start: '2026-11-21', end: '2026-11-26' }, NOW, 0)).toBeNull();
  });
});

describe('§9 Date range picker: a custom range', () => {
  it.each([
    [{ start: '', end: '2026-11-26' }, 'range.startMissing'],
    [{ start: '2026-11-01', end: ' ' }, 'range.endMissing'],
    [{ start: '2026-02-30', end: '2026-03-01' }, 'range.invalidDate'],
    [{ start: '26-11-2026', end: '2026-11-30' }, 'range.invalidDate'],
    [{ start: '2026-11-27', end: '2026-11-26' }, 'range.startAfterEnd'],
  ])('%j is refused with %s', (input, error) => {
    expect(validateRecordRange(input, 0)).toEqual({ ok: false, error });
  });

  it.each([
    [{ start: '2026-11-26', end: '2026-11-26' }, 1],
    [{ start: '2026-01-01', end: '2026-12-31' }, 365],
    [{ start: '2024-02-28', end: '2024-03-01' }, 3],
  ])('%j is accepted: %i whole days (no maximum span: the spec sets none)', (input, days) => {
    const result = validateRecordRange(input, 0);
    if (!result.ok) throw new Error(result.error);
    expect((result.range.endMs - result.range.startMs + 1) / 86_400_000).toBe(days);
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
