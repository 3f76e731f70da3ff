import { describe, expect, it } from 'vitest';
import { betFigures, NO_BET_FIGURES, sumFigures } from './figures';

describe('§2 agent figures: one rule, the sum of the bets', () => {
  const won = { betCents: 2_400, validBetCents: 2_400, payoutCents: 4_800 };
  const lost = { betCents: 1_000, validBetCents: 1_000, payoutCents: 0 };
  const voided = { betCents: 500, validBetCents: 0, payoutCents: 500 };

  it('a won, a lost and a void round: every stake, the valid stakes, payout less stake', () => {
    expect(betFigures([won, lost, voided])).toEqual({
      betCount: 3,
      betCents: 3_900,
      validBetCents: 3_400,
      payoutCents: 5_300,
      winLossCents: 1_400,
    });
  });

  it('a team’s figures are the sum of its members’ (at any depth) and nothing is the empty figure', () => {
    const member = betFigures([won, lost]);
    const sub = sumFigures([betFigures([voided]), member]);
    expect(sumFigures([sub, betFigures([])])).toEqual(betFigures([won, lost, voided]));
    expect(betFigures([])).toEqual(NO_BET_FIGURES);
  });
});
