import type { RebateSetting } from '@atrium/domain/rebate';
import type { RebateClaimView } from './ManualRebate';

/** One of each case: claimable, switched off, below the minimum, nothing earned. */
export const REBATE_SETTINGS: readonly RebateSetting[] = [
  { gameType: 'LIVE', enabled: true, validBetCents: 125_000, rateBasisPoints: 80, minimumCents: 100 },
  { gameType: 'RNG', enabled: true, validBetCents: 300_000, rateBasisPoints: 100, minimumCents: 100 },
  { gameType: 'CONS', enabled: false, validBetCents: 40_000, rateBasisPoints: 50, minimumCents: 100 },
  { gameType: 'SPORTS', enabled: true, validBetCents: 8_000, rateBasisPoints: 50, minimumCents: 100 },
  { gameType: 'LOTT', enabled: true, validBetCents: 0, rateBasisPoints: 60, minimumCents: 100 },
];

export const REBATE_CLAIMS: readonly RebateClaimView[] = [
  {
    id: 'rb-m1001-2',
    gameType: 'PVP',
    validBetCents: 200_000,
    rateBasisPoints: 60,
    amountCents: 1_200,
    claimedAt: Date.UTC(2026, 10, 22, 12, 0),
  },
  {
    id: 'rb-m1001-1',
    gameType: 'FISH',
    validBetCents: 50_000,
    rateBasisPoints: 120,
    amountCents: 600,
    claimedAt: Date.UTC(2026, 10, 20, 8, 15),
  },
];
