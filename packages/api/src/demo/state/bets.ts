import type { PlayedBet } from '@atrium/domain/agent';
import { CONTRACT_GAME_KINDS, type ContractGameKind } from '@atrium/domain/contracts';
import { seededRandom } from '../seed/random';
import type { DemoAccount } from './accounts';
import type { DemoPlatform } from './platform';

/**
 * The simulated play of the demo agent tree: every member (account type 0) that has an upline places one bet in every
 * 5-minute slot of the clock, from its registration (or the simulation's start) up to `platform.now()`. Each bet is a
 * pure function of the platform's seed, the account and the slot, so nothing is stored: a range is generated when it
 * is read, the same every time, and moving the demo clock forward (`advanceClock`) brings the next slots' bets into
 * being. They are the ONE bet history of a betting account: its own betting record and profit and loss
 * (handlers/records), the team reports and every contract settlement read these bets, each summed by the one rule
 * of `@atrium/domain/agent` (betFigures), so their figures agree (packages/api README "Demo platform: one source").
 *
 * Decisions: the simulated players never sleep (one bet per slot keeps every real-time settlement supplied); agents
 * do not play; the simulation starts SIMULATION_DAYS before the day the platform first read bets, so a month's
 * reports and a monthly dividend period have data while a long-running server does not generate years.
 */

export interface SimulatedBet {
  /** Unique per account and slot: `SB-<account id>-<slot>`. */
  readonly id: string;
  readonly accountId: string;
  readonly gameKind: ContractGameKind;
  /** What was staked, in integer cents. */
  readonly betAmountCents: number;
  /** The stake that counts for salaries and rebates: 0 for a void (tied or cancelled) round. */
  readonly validBetCents: number;
  /** What the player got back, in integer cents (0 on a loss; the stake on a void round). */
  readonly payoutCents: number;
  /** Epoch milliseconds. */
  readonly time: number;
}

export interface BetQuery {
  /** Epoch milliseconds, both ends included. */
  readonly from: number;
  readonly to: number;
  /** Whose bets; every betting account when absent. */
  readonly accountIds?: readonly string[];
}

export const BET_SLOT_MS = 300_000;
const DAY_MS = 86_400_000;
export const SIMULATION_DAYS = 40;

/** How often each game kind is played (live casino and slots most, player-versus-player least). */
const KIND_WEIGHTS: Readonly<Record<ContractGameKind, number>> = {
  LIVE: 24,
  RNG: 24,
  CONS: 6,
  SPORTS: 16,
  LOTT: 12,
  FISH: 8,
  ELOTT: 6,
  PVP: 4,
};
const WEIGHT_TOTAL = CONTRACT_GAME_KINDS.reduce((sum, kind) => sum + KIND_WEIGHTS[kind], 0);

/** A round is void this often (tie or cancellation: the stake comes back and does not count). */
const VOID_CHANCE = 0.05;
/** A (non-void) round is won this often; a win pays twice the stake. */
const WIN_CHANCE = 0.46;

interface BetsArea {
  /** The first instant with bets: midnight UTC SIMULATION_DAYS before the platform's first read of bets. */
  readonly start: number;
}

function areaOf(platform: DemoPlatform): BetsArea {
  return platform.area<BetsArea>('bets', () => ({
    start: Math.floor(platform.now() / DAY_MS) * DAY_MS - SIMULATION_DAYS * DAY_MS,
  }));
}

/** The accounts that play: members with an upline. */
export function isBettingAccount(account: DemoAccount): boolean {
  return account.type === 0 && account.parentId !== null;
}

/** A 32-bit hash of a string (FNV-1a), for seeding one account's slots apart from another's. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pickKind(r: number): ContractGameKind {
  let left = r * WEIGHT_TOTAL;
  for (const kind of CONTRACT_GAME_KINDS) {
    left -= KIND_WEIGHTS[kind];
    if (left < 0) return kind;
  }
  return 'PVP';
}

/** The bet of `accountId` in slot `slot` (the slot's index since the epoch): the same for a seed, always. */
export function simulatedBet(seed: number, accountId: string, slot: number): SimulatedBet {
  const random = seededRandom((Math.imul(hashText(accountId) ^ seed, 0x9e3779b1) + Math.imul(slot, 0x85ebca6b)) >>> 0);
  const time = slot * BET_SLOT_MS + Math.floor(random() * BET_SLOT_MS);
  const gameKind = pickKind(random());
  // Stakes of 1 to 50 in whole currency units, small ones more often.
  const units = 1 + Math.floor(random() ** 2 * 50);
  const betAmountCents = units * 100;
  const outcome = random();
  const isVoid = outcome < VOID_CHANCE;
  const won = !isVoid && outcome < VOID_CHANCE + WIN_CHANCE;
  return {
    id: `SB-${accountId}-${slot}`,
    accountId,
    gameKind,
    betAmountCents,
    validBetCents: isVoid ? 0 : betAmountCents,
    payoutCents: isVoid ? betAmountCents : won ? betAmountCents * 2 : 0,
    time,
  };
}

/**
 * The simulated bets placed from `from` to `to` (both included) and not after `platform.now()`, oldest first, by the
 * accounts named (or every betting account). An account bets from its registration (an account added in the agent
 * centre starts then), never before the simulation's start.
 */
export function betsOf(platform: DemoPlatform, query: BetQuery): SimulatedBet[] {
  const start = areaOf(platform).start;
  const now = platform.now();
  const wanted = query.accountIds ? new Set(query.accountIds) : null;
  const accounts = platform.accounts.filter((a) => isBettingAccount(a) && (!wanted || wanted.has(a.id)));
  const bets: SimulatedBet[] = [];
  for (const account of accounts) {
    const from = Math.max(query.from, start, account.regDate);
    const to = Math.min(query.to, now);
    if (from > to) continue;
    const lastSlot = Math.floor(to / BET_SLOT_MS);
    for (let slot = Math.floor(from / BET_SLOT_MS); slot <= lastSlot; slot += 1) {
      const bet = simulatedBet(platform.seed, account.id, slot);
      if (bet.time >= from && bet.time <= to) bets.push(bet);
    }
  }
  return bets.sort((a, b) => a.time - b.time || (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
}

/** The player's result of a bet from the player's side: positive when the player won money. */
export function playerWinLossCents(bet: SimulatedBet): number {
  return bet.payoutCents - bet.betAmountCents;
}

/** A bet in the terms of the agent-figure rule (`@atrium/domain/agent` betFigures). */
export function playedBet(bet: SimulatedBet): PlayedBet {
  return { betCents: bet.betAmountCents, validBetCents: bet.validBetCents, payoutCents: bet.payoutCents };
}
