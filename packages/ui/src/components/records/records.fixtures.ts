import type { BetRecord, BonusRecord, ProfitByGameType, TransactionRecord } from '@atrium/domain/records';

/** 2026-11-26 10:00 UTC: the stories' "now", so the presets and times never depend on the day they run. */
export const STORY_NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
export const PAST_7 = { start: '2026-11-20', end: '2026-11-26' } as const;

const hour = 3_600_000;

export const BET_ROWS: readonly BetRecord[] = [
  {
    id: 'BM100100042',
    betAt: STORY_NOW - 1 * hour,
    settledAt: null,
    gameType: 'LIVE',
    vendorName: 'Evolution',
    gameName: 'Lightning Baccarat',
    betCents: 10_000,
    validBetCents: 10_000,
    winLossCents: 9_500,
    status: 'settled',
  },
  {
    id: 'BM100100041',
    betAt: STORY_NOW - 3 * hour,
    settledAt: null,
    gameType: 'RNG',
    vendorName: 'PG Soft',
    gameName: 'Fortune Tiger with an unusually long game name that has to wrap on a phone',
    betCents: 2_550,
    validBetCents: 2_550,
    winLossCents: -2_550,
    status: 'settled',
  },
  {
    id: 'BM100100040',
    betAt: STORY_NOW - 5 * hour,
    settledAt: null,
    gameType: 'SPORTS',
    vendorName: 'SABA Sports',
    gameName: 'Football: handicap',
    betCents: 5_000,
    validBetCents: 0,
    winLossCents: 0,
    status: 'unsettled',
  },
  {
    id: 'BM100100039',
    betAt: STORY_NOW - 30 * hour,
    settledAt: null,
    gameType: 'LOTT',
    vendorName: 'Atrium Lottery',
    gameName: 'VN North 18:15',
    betCents: 1_000,
    validBetCents: 0,
    winLossCents: 0,
    status: 'cancelled',
  },
];

/** The totals of BET_ROWS as the platform sums them (placed stakes; settled valid bet and win/loss). */
export const BET_TOTALS = { count: 4, betCents: 17_550, validBetCents: 12_550, winLossCents: 6_950 } as const;

export const TRANSACTION_ROWS: readonly TransactionRecord[] = [
  {
    reference: 'TO00000311',
    at: STORY_NOW - 2 * hour,
    kind: 'transferOut',
    amountCents: -20_000,
    balanceAfterCents: 1_234_567,
    remark: 'Main wallet → Sports wallet',
  },
  {
    reference: 'BN00000309',
    at: STORY_NOW - 26 * hour,
    kind: 'bonus',
    amountCents: 1_234,
    balanceAfterCents: 1_254_567,
    remark: 'Weekly rebate',
  },
  {
    reference: 'DP00000301',
    at: STORY_NOW - 50 * hour,
    kind: 'deposit',
    amountCents: 100_000,
    balanceAfterCents: 1_253_333,
    remark: 'Bank transfer',
  },
];

export const TRANSACTION_TOTALS = { inCents: 101_234, outCents: 20_000, netCents: 81_234 } as const;

export const PROFIT_ROWS: readonly ProfitByGameType[] = [
  { gameType: 'LIVE', count: 12, betCents: 120_000, validBetCents: 118_000, winLossCents: 15_075 },
  { gameType: 'RNG', count: 40, betCents: 80_000, validBetCents: 80_000, winLossCents: -22_410 },
  { gameType: 'SPORTS', count: 3, betCents: 15_000, validBetCents: 10_000, winLossCents: 4_000 },
];

export const BONUS_ROWS: readonly BonusRecord[] = [
  {
    reference: 'BN00000309',
    at: STORY_NOW - 26 * hour,
    kind: 'rebate',
    name: 'Weekly rebate',
    gameType: null,
    validBetCents: 154_250,
    ratePercent: 0.8,
    amountCents: 1_234,
  },
  {
    reference: 'BN00000288',
    at: STORY_NOW - 80 * hour,
    kind: 'promotion',
    name: 'Weekend reload bonus',
    gameType: null,
    validBetCents: null,
    ratePercent: null,
    amountCents: 5_000,
  },
];
