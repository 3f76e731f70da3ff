import { describe, expect, it } from 'vitest';
import type { ContractTierNumbers } from './editor';
import {
  NO_FIGURES,
  percentOfCents,
  settleContract,
  settlementSpanAt,
  settlementSpansDue,
  tierAmountCents,
  tierMet,
  type TeamFigures,
} from './settlement';

const figures = (f: Partial<TeamFigures>): TeamFigures => ({ ...NO_FIGURES, ...f });

describe('§3 settlement arithmetic: a percent of cents, rounded down to the cent', () => {
  it.each([
    [10_000, 1, 100],
    [12_345, 1, 123],
    [12_345, 0.15, 18],
    [999, 0.5, 4],
    [0, 5, 0],
    [-500, 5, 0],
    [10_000, 0, 0],
    [3_300, 0.8, 26],
  ])('%i cents at %f %% pays %i cents', (amount, percent, expected) => {
    expect(percentOfCents(amount, percent)).toBe(expected);
  });
});

describe('§3 a tier is met when all its thresholds are reached', () => {
  const daily: ContractTierNumbers = { gameType: 'LIVE', betVolume: 100, activeMember: 2, rate: 1, rateType: 'P' };
  const hourly: ContractTierNumbers = { gameType: 'LIVE', minimumBet: 50, activeMember: 1, rate: 8, rateType: 'F' };
  const realtime: ContractTierNumbers = { gameType: 'RNG', betAmount: 40, winRate: 0.8, lossRate: 1.5 };
  const dividend: ContractTierNumbers = {
    gameType: 'LIVE',
    minimumBet: 1_000,
    netLoss: 200,
    activeMember: 2,
    contractRate: 30,
  };
  it.each([
    ['dailySalary', daily, figures({ validBetCents: 10_000, activeMembers: 2 }), true],
    ['dailySalary', daily, figures({ validBetCents: 9_999, activeMembers: 2 }), false],
    ['dailySalary', daily, figures({ validBetCents: 10_000, activeMembers: 1 }), false],
    ['hourlySalary', hourly, figures({ validBetCents: 5_000, activeMembers: 1 }), true],
    ['hourlySalary', hourly, figures({ validBetCents: 4_900, activeMembers: 3 }), false],
    ['realtimeSalary', realtime, figures({ betCents: 4_000 }), true],
    ['realtimeSalary', realtime, figures({ betCents: 3_900, validBetCents: 3_900 }), false],
    ['dividend', dividend, figures({ validBetCents: 100_000, winLossCents: -20_000, activeMembers: 2 }), true],
    ['dividend', dividend, figures({ validBetCents: 100_000, winLossCents: -19_999, activeMembers: 2 }), false],
    ['dividend', dividend, figures({ validBetCents: 99_999, winLossCents: -50_000, activeMembers: 2 }), false],
    ['dividend', dividend, figures({ validBetCents: 100_000, winLossCents: -50_000, activeMembers: 1 }), false],
  ] as const)('%s %o on %o: %s', (type, tier, teamFigures, met) => {
    expect(tierMet(type, tier, teamFigures)).toBe(met);
  });
});

describe('§3 what a met tier pays', () => {
  it.each([
    // Daily salary P: 1 % of 123.45 valid bet = 1.2345, rounded down to 1.23.
    ['dailySalary', { gameType: 'LIVE', rate: 1, rateType: 'P' }, figures({ validBetCents: 12_345 }), 123],
    // Daily and hourly salary F: the fixed amount, whatever the valid bet.
    ['dailySalary', { gameType: 'SPORTS', rate: 50, rateType: 'F' }, figures({ validBetCents: 12_345 }), 5_000],
    ['hourlySalary', { gameType: 'LOTT', rate: 8, rateType: 'F' }, figures({ validBetCents: 1 }), 800],
    ['hourlySalary', { gameType: 'LIVE', rate: 0.4, rateType: 'P' }, figures({ validBetCents: 250_000 }), 1_000],
    // Real-time: 0.8 % of the won valid bet 33.00 (0.264 → 0.26) + 1.5 % of the lost 41.00 (0.615 → 0.61).
    [
      'realtimeSalary',
      { gameType: 'RNG', winRate: 0.8, lossRate: 1.5 },
      figures({ wonValidBetCents: 3_300, lostValidBetCents: 4_100 }),
      87,
    ],
    // Dividend: 30 % of the team's net loss 1,234.56 = 370.368 → 370.36; a period the team won pays nothing.
    ['dividend', { gameType: 'LIVE', contractRate: 30 }, figures({ winLossCents: -123_456 }), 37_036],
    ['dividend', { gameType: 'LIVE', contractRate: 30 }, figures({ winLossCents: 5_000 }), 0],
  ] as const)('%s %o on %o pays %i cents', (type, tier, teamFigures, expected) => {
    expect(tierAmountCents(type, tier, teamFigures)).toBe(expected);
  });
});

describe('§3 a settlement: each game kind with tiers on its own figures, the highest tier met, amounts added', () => {
  const tiers: ContractTierNumbers[] = [
    { gameType: 'LIVE', betVolume: 100, activeMember: 1, rate: 0.5, rateType: 'P' },
    { gameType: 'LIVE', betVolume: 500, activeMember: 2, rate: 1, rateType: 'P' },
    { gameType: 'SPORTS', betVolume: 1_000, activeMember: 3, rate: 50, rateType: 'F' },
  ];
  const byKind: Record<string, TeamFigures> = {
    LIVE: figures({ validBetCents: 60_000, activeMembers: 2 }),
    SPORTS: figures({ validBetCents: 90_000, activeMembers: 2 }),
    RNG: figures({ validBetCents: 500_000, activeMembers: 2 }),
  };
  it('LIVE reaches its second tier (1 % of 600.00 = 6.00), SPORTS none, RNG has no tiers and is not settled', () => {
    const result = settleContract('dailySalary', tiers, (kind) => byKind[kind] ?? NO_FIGURES);
    expect(result.lines.map((l) => [l.gameKind, l.tierIndex, l.amountCents])).toEqual([
      ['LIVE', 1, 600],
      ['SPORTS', null, 0],
    ]);
    expect(result.amountCents).toBe(600);
  });
  it('with fewer active members LIVE falls back to its first tier (0.5 % = 3.00)', () => {
    const one = (kind: string) => ({ ...(byKind[kind] ?? NO_FIGURES), activeMembers: 1 });
    expect(settleContract('dailySalary', tiers, one).amountCents).toBe(300);
  });
});

describe('§9 when each settlement falls (UTC)', () => {
  const at = Date.UTC(2026, 10, 26, 13, 7, 30); // Thursday 26 November 2026, 13:07:30
  const utc = (d: number, h = 0, m = 0) => Date.UTC(2026, 10, d, h, m);
  it.each([
    ['realtimeSalary', null, utc(26, 13, 5), utc(26, 13, 10)],
    ['hourlySalary', null, utc(26, 13), utc(26, 14)],
    ['dailySalary', null, utc(26), utc(27)],
    ['dividend', 'D', utc(26), utc(27)],
    ['dividend', 'W', utc(23), utc(30)],
    ['dividend', 'H', utc(16), Date.UTC(2026, 11, 1)],
    ['dividend', 'M', utc(1), Date.UTC(2026, 11, 1)],
  ] as const)('%s (period %s): the span from %i, paid at %i', (type, period, startMs, endMs) => {
    expect(settlementSpanAt(type, period, at)).toEqual({ startMs, endMs });
  });

  it('the real-time salary due in 12 minutes after 13:07:30 are those paid at 13:10 and 13:15', () => {
    expect(settlementSpansDue('realtimeSalary', null, at, at + 12 * 60_000).map((s) => s.endMs)).toEqual([
      utc(26, 13, 10),
      utc(26, 13, 15),
    ]);
  });
  it('a span paid exactly at the start is not due again; one paid exactly at the end is', () => {
    expect(settlementSpansDue('realtimeSalary', null, utc(26, 13, 10), utc(26, 13, 15))).toEqual([
      { startMs: utc(26, 13, 10), endMs: utc(26, 13, 15) },
    ]);
  });
  it('the daily wage earned on the 26th is paid on the 27th; nothing is due before then', () => {
    expect(settlementSpansDue('dailySalary', null, at, utc(26, 23, 59))).toEqual([]);
    expect(settlementSpansDue('dailySalary', null, at, utc(27, 0, 1))).toEqual([{ startMs: utc(26), endMs: utc(27) }]);
  });
});
