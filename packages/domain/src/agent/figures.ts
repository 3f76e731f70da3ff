/**
 * The one rule every agent figure is worked out by (§2 agent reports: team overview, team betting, user P&L, account
 * details; §9 settlements read the same bets). A figure of a set of bets is the plain sum of the bets' own numbers,
 * so a team's figure is the sum of its members' figures and a member's figure is what the member's own records show:
 * every placed stake counts in the bet amount; the valid bet is the stake of a round that was not void; the win/loss
 * is from the player's side, payout less stake (a void round pays its stake back, so it adds nothing).
 */

export interface PlayedBet {
  /** What was staked, in integer cents. */
  readonly betCents: number;
  /** The stake that counts (0 for a void round), in integer cents. */
  readonly validBetCents: number;
  /** What came back at settlement (0 on a loss), in integer cents. */
  readonly payoutCents: number;
}

export interface BetFigures {
  readonly betCount: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly payoutCents: number;
  /** The player's result: payout less stake (positive when the players won). */
  readonly winLossCents: number;
}

export const NO_BET_FIGURES: BetFigures = {
  betCount: 0,
  betCents: 0,
  validBetCents: 0,
  payoutCents: 0,
  winLossCents: 0,
};

/** Adds one bet to a figure. */
export function addBet(figures: BetFigures, bet: PlayedBet): BetFigures {
  return {
    betCount: figures.betCount + 1,
    betCents: figures.betCents + bet.betCents,
    validBetCents: figures.validBetCents + bet.validBetCents,
    payoutCents: figures.payoutCents + bet.payoutCents,
    winLossCents: figures.winLossCents + bet.payoutCents - bet.betCents,
  };
}

/** The figures of a set of bets: the sum of each bet's. */
export function betFigures(bets: Iterable<PlayedBet>): BetFigures {
  let figures = NO_BET_FIGURES;
  for (const bet of bets) figures = addBet(figures, bet);
  return figures;
}

/** The sum of figures (a team's of its members', an agent's of its sub-teams'). */
export function sumFigures(parts: Iterable<BetFigures>): BetFigures {
  let total = NO_BET_FIGURES;
  for (const f of parts) {
    total = {
      betCount: total.betCount + f.betCount,
      betCents: total.betCents + f.betCents,
      validBetCents: total.validBetCents + f.validBetCents,
      payoutCents: total.payoutCents + f.payoutCents,
      winLossCents: total.winLossCents + f.winLossCents,
    };
  }
  return total;
}
