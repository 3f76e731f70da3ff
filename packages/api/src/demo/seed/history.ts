import type { BetStatus, BonusKind, RecordGameType } from '@atrium/domain/records';
import type { LedgerKind } from '../state/ledger';
import { pick, seededRandom } from './random';

/**
 * A demo account's past: about 60 days of bets, deposits, withdrawals, transfers, bonuses and adjustments, made
 * from the platform seed and the account id so the same platform always tells the same story. Events come in time
 * order with signed amounts; the records area (handlers/records) turns them into ledger entries whose balances
 * end at the account's balance.
 */

export const HISTORY_DAYS = 60;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SeededBet {
  readonly betId: string;
  readonly gameType: RecordGameType;
  readonly vendorName: string;
  readonly gameName: string;
  readonly betCents: number;
  readonly validBetCents: number;
  /** What came back at settlement (0 for a loss; the stake for a cancelled bet); null while open. */
  readonly payoutCents: number | null;
  readonly status: BetStatus;
  readonly betAt: number;
  readonly settledAt: number | null;
}

export interface SeededBonus {
  readonly bonusKind: BonusKind;
  readonly name: string;
  readonly gameType: RecordGameType | null;
  /** The valid bet a rebate was worked out on, and its rate in basis points (rebates only). */
  readonly validBetCents: number | null;
  readonly rateBasisPoints: number | null;
}

export interface HistoryEvent {
  readonly kind: Exclude<LedgerKind, 'withdrawalRefund'>;
  readonly amountCents: number;
  readonly at: number;
  readonly detail: string | null;
  /** The bet a `bet` or `payout` event belongs to. */
  readonly bet?: SeededBet;
  readonly bonus?: SeededBonus;
}

export interface SeededHistory {
  /** Time order, oldest first. */
  readonly events: readonly HistoryEvent[];
  readonly bets: readonly SeededBet[];
  /** The balance before the first event. */
  readonly openingCents: number;
}

/** The vendors and games of each record game type (a simulated bet's names are picked from them too). */
export const GAMES: Readonly<Record<RecordGameType, readonly (readonly [vendor: string, game: string])[]>> = {
  LIVE: [
    ['Evolution', 'Lightning Baccarat'],
    ['Evolution', 'Speed Roulette'],
    ['Pragmatic Live', 'Mega Wheel'],
  ],
  RNG: [
    ['PG Soft', 'Fortune Tiger'],
    ['JILI', 'Super Ace'],
    ['Pragmatic Play', 'Gates of Olympus'],
  ],
  SPORTS: [
    ['SABA Sports', 'Football: handicap'],
    ['SABA Sports', 'Basketball: over/under'],
  ],
  LOTT: [
    ['Atrium Lottery', 'VN North 18:15'],
    ['Atrium Lottery', 'Fast 3 (1 min)'],
  ],
  FISH: [['JILI', 'Royal Fishing']],
  ELOTT: [['TC Gaming', 'Keno 5 min']],
  PVP: [['KY Games', 'Texas Hold’em']],
};

const GAME_TYPE_WEIGHTS: readonly RecordGameType[] = [
  'RNG',
  'RNG',
  'RNG',
  'LIVE',
  'LIVE',
  'SPORTS',
  'SPORTS',
  'LOTT',
  'FISH',
  'ELOTT',
  'PVP',
];

const REBATE_BASIS_POINTS = 80;

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Whole currency units between `min` and `max`, as cents. */
function units(random: () => number, min: number, max: number, step = 1): number {
  return Math.round((min + Math.floor((random() * (max - min)) / step) * step) * 100);
}

/**
 * The history of one account ending at `endAt` with `endBalanceCents`. `now` marks which bets are still open
 * (placed in the last hours). Accounts with nothing in them get no history (a first-time player's records are empty).
 */
export function seedHistory(
  seed: number,
  accountId: string,
  options: {
    readonly endBalanceCents: number;
    readonly endAt: number;
    /** False for an account whose play is the simulation's (state/bets.ts): its history holds no bets then. */
    readonly withBets?: boolean;
    /**
     * The valid bets the account placed elsewhere between two instants (the simulated ones): the weekly rebate is
     * worked out on them when the history holds no bets.
     */
    readonly validBetCentsBetween?: (from: number, to: number) => number;
    /**
     * True when the account's balances are worked out by its timeline (records/timeline.ts `timelineOf`: a betting
     * member's simulated play and cash-outs): its history then ends without a withdrawal to land on the balance.
     */
    readonly balancedByTimeline?: boolean;
  },
): SeededHistory {
  const { endBalanceCents, endAt, withBets = true, validBetCentsBetween, balancedByTimeline = false } = options;
  if (endBalanceCents <= 0) return { events: [], bets: [], openingCents: Math.max(0, endBalanceCents) };
  const random = seededRandom(seed ^ hashOf(accountId));
  const startAt = endAt - HISTORY_DAYS * DAY;
  // Stakes scale with the account: a whale bets more than a small player, so the story stays believable.
  const scale = Math.max(1, Math.min(50, Math.round(endBalanceCents / 1_000_000)));
  const events: HistoryEvent[] = [];
  const bets: SeededBet[] = [];
  let balance = endBalanceCents;
  let betSerial = 0;
  let weekValid = 0;
  let weekFrom = startAt;
  const add = (event: HistoryEvent) => {
    events.push(event);
    balance += event.amountCents;
  };
  // Money that comes back later (a payout at settlement, a transfer back) joins the balance at its own time, so the
  // stakes and withdrawals in between see the balance the player really had.
  let later: HistoryEvent[] = [];
  const flushUntil = (time: number) => {
    const due = later.filter((e) => e.at <= time).sort((a, b) => a.at - b.at);
    later = later.filter((e) => e.at > time);
    for (const event of due) add(event);
  };

  for (let day = 0; day < HISTORY_DAYS; day += 1) {
    const dayStart = startAt + day * DAY;
    const dayEvents: { at: number; run: () => void }[] = [];
    const at = (from: number, to: number) =>
      Math.min(endAt - MINUTE, dayStart + from + Math.floor(random() * (to - from)));

    if (day === 0 || random() < 0.15) {
      const when = at(8 * HOUR, 10 * HOUR);
      const amount = units(random, 100, 2_000, 50) * scale;
      dayEvents.push({
        at: when,
        run: () => add({ kind: 'deposit', amountCents: amount, at: when, detail: 'Bank transfer' }),
      });
    }
    if (random() < 0.08) {
      const out = at(10 * HOUR, 11 * HOUR);
      const back = out + DAY / 2;
      const amount = units(random, 50, 300, 10) * scale;
      dayEvents.push({
        at: out,
        run: () => {
          if (balance < amount) return;
          add({ kind: 'transferOut', amountCents: -amount, at: out, detail: 'Main wallet → Sports wallet' });
          if (back < endAt)
            later.push({ kind: 'transferIn', amountCents: amount, at: back, detail: 'Sports wallet → Main wallet' });
        },
      });
    }
    const betCount = random() < 0.8 ? 2 + Math.floor(random() * 6) : 0;
    // The same random draws either way, so the other events of the history do not change with the bets.
    for (let i = 0; i < betCount; i += 1) {
      const betAt = at(11 * HOUR, 23 * HOUR);
      const gameType = pick(random, GAME_TYPE_WEIGHTS);
      const [vendorName, gameName] = pick(random, GAMES[gameType]);
      const stakeWanted = units(random, 5, 200) * scale + Math.floor(random() * 4) * 25;
      const outcome = random();
      const multiplier = 1.2 + random() * 1.8;
      const settleAfter = (1 + Math.floor(random() * 90)) * MINUTE;
      dayEvents.push({
        at: betAt,
        run: () => {
          const stake = Math.min(stakeWanted, balance);
          if (stake < 100 || !withBets) return;
          betSerial += 1;
          const betId = `B${accountId.replace(/\W/g, '').toUpperCase()}${String(betSerial).padStart(5, '0')}`;
          const settledAt = betAt + settleAfter;
          const open = settledAt >= endAt;
          const status: BetStatus = open ? 'unsettled' : outcome < 0.03 ? 'cancelled' : 'settled';
          const payout =
            status === 'unsettled'
              ? null
              : status === 'cancelled' || outcome < 0.08
                ? stake
                : outcome < 0.5
                  ? Math.round(stake * multiplier)
                  : 0;
          // A push (stake back) earns no valid bet; a settled bet counts its stake.
          const valid = status === 'settled' && payout !== stake ? stake : 0;
          const bet: SeededBet = {
            betId,
            gameType,
            vendorName,
            gameName,
            betCents: stake,
            validBetCents: valid,
            payoutCents: payout,
            status,
            betAt,
            settledAt: status === 'unsettled' ? null : settledAt,
          };
          bets.push(bet);
          weekValid += valid;
          add({ kind: 'bet', amountCents: -stake, at: betAt, detail: `${vendorName} · ${gameName}`, bet });
          if (payout !== null && payout > 0)
            later.push({
              kind: 'payout',
              amountCents: payout,
              at: settledAt,
              detail: `${vendorName} · ${gameName}`,
              bet,
            });
        },
      });
    }
    if (random() < 0.06) {
      const when = at(20 * HOUR, 21 * HOUR);
      dayEvents.push({
        at: when,
        run: () => {
          const amount = Math.floor((balance * (0.2 + random() * 0.2)) / 1_000) * 1_000;
          if (amount >= 10_000)
            add({ kind: 'withdrawal', amountCents: -amount, at: when, detail: 'Bank card ···· 4321' });
        },
      });
    }
    if (random() < 0.05) {
      const when = at(9 * HOUR, 10 * HOUR);
      const amount = units(random, 10, 60, 5) * scale;
      const bonus: SeededBonus = {
        bonusKind: random() < 0.6 ? 'promotion' : 'mission',
        name: random() < 0.5 ? 'Weekend reload bonus' : 'Daily check-in reward',
        gameType: null,
        validBetCents: null,
        rateBasisPoints: null,
      };
      dayEvents.push({
        at: when,
        run: () => add({ kind: 'bonus', amountCents: amount, at: when, detail: bonus.name, bonus }),
      });
    }
    if (day % 7 === 6) {
      const when = at(23 * HOUR + 30 * MINUTE, 23 * HOUR + 45 * MINUTE);
      dayEvents.push({
        at: when,
        run: () => {
          if (!withBets && validBetCentsBetween) weekValid = validBetCentsBetween(weekFrom, when - 1);
          weekFrom = when;
          const rebate = Math.floor((weekValid * REBATE_BASIS_POINTS) / 10_000);
          const base = weekValid;
          weekValid = 0;
          if (rebate < 1) return;
          const bonus: SeededBonus = {
            bonusKind: 'rebate',
            name: 'Weekly rebate',
            gameType: null,
            validBetCents: base,
            rateBasisPoints: REBATE_BASIS_POINTS,
          };
          add({ kind: 'bonus', amountCents: rebate, at: when, detail: bonus.name, bonus });
        },
      });
    }
    if (day === 20) {
      const when = at(15 * HOUR, 16 * HOUR);
      dayEvents.push({
        at: when,
        run: () => add({ kind: 'adjustment', amountCents: 500, at: when, detail: 'Compensation: game outage' }),
      });
    }
    for (const event of dayEvents.sort((a, b) => a.at - b.at)) {
      if (event.at >= endAt) continue;
      flushUntil(event.at);
      event.run();
    }
  }
  flushUntil(endAt - 1);

  events.sort((a, b) => a.at - b.at);
  // Land on the account's balance: a net loss over the window is covered by a higher opening balance; a net win
  // was taken out by a withdrawal a few hours ago, unless the timeline's own cash-outs explain the money.
  const drift = endBalanceCents - balance;
  let openingCents = endBalanceCents;
  if (drift >= 0 || balancedByTimeline) openingCents += drift;
  else {
    const when = Math.max((events.at(-1)?.at ?? startAt) + 30_000, endAt - 3 * HOUR);
    events.push({
      kind: 'withdrawal',
      amountCents: drift,
      at: Math.min(when, endAt - 1),
      detail: 'Bank card ···· 4321',
    });
  }
  return { events, bets, openingCents };
}
