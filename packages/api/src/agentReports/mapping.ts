import type { ContractGameKind } from '@atrium/domain/contracts';
import type { TeamBettingWire } from './schemas';

export interface TeamBettingFigures {
  readonly betCount: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly payoutCents: number;
  /** From the players' side: above zero the downline won. */
  readonly winLossCents: number;
}

/** One downline's bets of one game kind in the range. */
export interface TeamBettingRow extends TeamBettingFigures {
  readonly userId: string;
  readonly username: string;
  readonly gameKind: ContractGameKind;
}

export interface TeamBettingPage {
  readonly rows: readonly TeamBettingRow[];
  /** How many rows match (every page). */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  /** The totals of every matching row, not only this page's. */
  readonly totals: TeamBettingFigures;
}

function figures(wire: TeamBettingWire['totals']): TeamBettingFigures {
  return {
    betCount: wire.betCount,
    betCents: wire.betAmount,
    validBetCents: wire.validBet,
    payoutCents: wire.payout,
    winLossCents: wire.winLoss,
  };
}

export function toTeamBettingPage(wire: TeamBettingWire): TeamBettingPage {
  return {
    rows: wire.list.map((row) => ({
      ...figures(row),
      userId: row.userId,
      username: row.username,
      // The schema admits only the contract game kinds.
      gameKind: row.gameType as ContractGameKind,
    })),
    total: wire.total,
    page: wire.page,
    size: wire.size,
    totals: figures(wire.totals),
  };
}
