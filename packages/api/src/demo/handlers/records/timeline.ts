import type { DemoAccount } from '../../state/accounts';
import { betsOf, isBettingAccount, type SimulatedBet } from '../../state/bets';
import { demoLedger, type LedgerEntry, type LedgerKind } from '../../state/ledger';
import type { DemoPlatform } from '../../state/platform';
import { demoRecords } from './history';

/**
 * One account's timeline: what its balance did, line by line, with the simulated players' bets, payouts and
 * cash-outs; the one source of a betting member's balances (packages/api README "One source of the agent figures").
 */

/** The kinds the simulated bets stand for: a betting account's ledger holds no bets or payouts of its own. */
const PLAY_KINDS: readonly LedgerKind[] = ['bet', 'payout'];
/** A simulated player's cash-out is the smallest whole multiple of this that keeps its balance at or above zero. */
const CASH_OUT_STEP_CENTS = 10_000;
/** How long after the line that needs it a cash-out may wait for a win to follow (else it follows that line). */
const CASH_OUT_REACH_MS = 6 * 3_600_000;
export const CASH_OUT_DETAIL = 'Cash-out of the simulated player';

/**
 * One account's lines from an instant up to now, oldest first: what its balance did. Built once per read with
 * typed arrays, a line object only when asked for (`line`), as a month of a large team is hundreds of thousands.
 */
export interface Timeline {
  readonly size: number;
  /** Epoch milliseconds of each line. */
  readonly times: Float64Array;
  readonly amounts: Float64Array;
  /** The main wallet's balance right after each line. */
  readonly balances: Float64Array;
  kindAt(index: number): LedgerKind;
  line(index: number): LedgerEntry;
}

const compareAt = (a: LedgerEntry, b: LedgerEntry) => a.at - b.at;

/** A round the player won money on: more came back than was staked. */
const isWinning = (bet: SimulatedBet | undefined) => !!bet && bet.payoutCents > bet.betAmountCents;

function cashOutOf(accountId: string, at: number, cents: number, balanceAfterCents: number) {
  return {
    reference: `CO-${accountId}-${at}`,
    accountId,
    kind: 'withdrawal' as LedgerKind,
    amountCents: -cents,
    balanceAfterCents,
    at,
    detail: CASH_OUT_DETAIL,
  };
}

/**
 * The timeline of an account from `from` (included) up to now: for a betting account (a member with an upline) its
 * ledger moves, per simulated bet a bet line and (when something came back) a payout line, and the player's
 * cash-outs; for any other its ledger moves as recorded. The ONE source of a betting member's balances: its account
 * record, its agents' account details, user P&L and the overview read it (packages/api README "One source of the
 * agent figures").
 *
 * The simulated play does not move the stored balance (the journeys assert exact balance changes), so the balances
 * are worked back from today's: each line's balance after is the next line's less the next line's amount, the last
 * is `balanceCents`. Where working back would leave a balance below zero (the player won money it no longer has),
 * a cash-out (a withdrawal of the smallest multiple of CASH_OUT_STEP_CENTS that keeps it at or above zero) is put
 * right after the nearest win that follows within CASH_OUT_REACH_MS (the money taken out was won), else right after
 * the line itself, so no balance is negative and no bet is staked from less than its stake. A cash-out depends only
 * on the lines up to CASH_OUT_REACH_MS before it and those after it, so a timeline read from any instant has the same
 * lines.
 */
export function timelineOf(platform: DemoPlatform, account: DemoAccount, from: number): Timeline {
  demoRecords(platform, account);
  const now = platform.now();
  const betting = isBettingAccount(account);
  // A cash-out may go after a win up to CASH_OUT_REACH_MS after the line that needed it, so the lines read start
  // that much earlier: those from `from` are then the same whatever the range.
  const origin = betting ? from - CASH_OUT_REACH_MS : from;
  const moves = demoLedger(platform)
    .entries.filter((e) => e.accountId === account.id && e.at >= origin && !(betting && PLAY_KINDS.includes(e.kind)))
    .sort(compareAt);
  if (!betting) {
    const size = moves.length;
    return {
      size,
      times: Float64Array.from(moves, (e) => e.at),
      amounts: Float64Array.from(moves, (e) => e.amountCents),
      balances: Float64Array.from(moves, (e) => e.balanceAfterCents),
      kindAt: (i) => moves[i]?.kind ?? 'adjustment',
      line: (i) => moves[i] as LedgerEntry,
    };
  }
  const bets = betsOf(platform, { from: origin, to: now, accountIds: [account.id] });
  // The lines in time order before any cash-out: code ≥ 0 is a bet's line (index × 2, + 1 for its payout), code < 0
  // the move −code − 1 (a cash-out is a move too, appended after the ledger's).
  const count = moves.length + bets.length * 2;
  const codes = new Int32Array(count);
  const times = new Float64Array(count);
  const amounts = new Float64Array(count);
  let n = 0;
  let m = 0;
  const pushMove = (move: LedgerEntry) => {
    codes[n] = -m - 1;
    times[n] = move.at;
    amounts[n] = move.amountCents;
    n += 1;
    m += 1;
  };
  for (let b = 0; b < bets.length; b += 1) {
    const bet = bets[b] as SimulatedBet;
    for (let move = moves[m]; move && move.at <= bet.time; move = moves[m]) pushMove(move);
    codes[n] = b * 2;
    times[n] = bet.time;
    amounts[n] = -bet.betAmountCents;
    n += 1;
    if (bet.payoutCents > 0) {
      codes[n] = b * 2 + 1;
      times[n] = bet.time;
      amounts[n] = bet.payoutCents;
      n += 1;
    }
  }
  for (let move = moves[m]; move; move = moves[m]) pushMove(move);

  // Worked back from today's balance, newest first, a cash-out put in wherever the balance would fall below zero:
  // right after the nearest later win (the money the player took out was won), else right after the line itself.
  const others: { -readonly [K in keyof LedgerEntry]: LedgerEntry[K] }[] = [...moves];
  const outCodes: number[] = [];
  const outBalances: number[] = [];
  const timeAtOut = (code: number) => (code < 0 ? (others[-code - 1]?.at ?? now) : (bets[code >> 1]?.time ?? now));
  const isWin = (code: number) => code >= 0 && (code & 1) === 1 && isWinning(bets[code >> 1]);
  /** Where the nearest later win sits in the newest-first output, and the cash-out already put after it. */
  let win: { position: number; cashOut: number | null } | null = null;
  let running = account.balanceCents;
  for (let i = n - 1; i >= 0; i -= 1) {
    const code = codes[i] ?? 0;
    const amount = amounts[i] ?? 0;
    let before = running - amount;
    if (before < 0) {
      const cash = Math.ceil(-before / CASH_OUT_STEP_CENTS) * CASH_OUT_STEP_CENTS;
      if (win && !isWin(code) && timeAtOut(outCodes[win.position] ?? 0) - (times[i] ?? 0) <= CASH_OUT_REACH_MS) {
        // The lines from that win back to here held the money until then.
        const known = win.cashOut === null ? null : others[win.cashOut];
        if (known) known.amountCents -= cash;
        else {
          const nextAt = win.position > 0 ? timeAtOut(outCodes[win.position - 1] ?? 0) : now;
          const at = Math.min(now, nextAt, timeAtOut(outCodes[win.position] ?? 0) + 1);
          const balanceAfterCents = outBalances[win.position] ?? 0;
          others.push(cashOutOf(account.id, at, cash, balanceAfterCents));
          win.cashOut = others.length - 1;
          outCodes.splice(win.position, 0, -others.length);
          outBalances.splice(win.position, 0, balanceAfterCents);
          win.position += 1;
        }
        for (let j = win.position; j < outBalances.length; j += 1) outBalances[j] = (outBalances[j] ?? 0) + cash;
      } else {
        const at = Math.min(now, (times[i] ?? 0) + 1, i + 1 < n ? (times[i + 1] ?? now) : now);
        others.push(cashOutOf(account.id, at, cash, running));
        outCodes.push(-others.length);
        outBalances.push(running);
      }
      running += cash;
      before += cash;
    }
    outCodes.push(code);
    outBalances.push(running);
    if (isWin(code)) win = { position: outCodes.length - 1, cashOut: null };
    running = before;
  }
  outCodes.reverse();
  outBalances.reverse();
  // The lines before `from` were read only for the cash-outs they call for.
  const first = outCodes.findIndex((code) => timeAtOut(code) >= from);
  outCodes.splice(0, first < 0 ? outCodes.length : first);
  outBalances.splice(0, first < 0 ? outBalances.length : first);
  const size = outCodes.length;
  const outTimes = new Float64Array(size);
  const outAmounts = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    const code = outCodes[i] ?? 0;
    if (code < 0) {
      const other = others[-code - 1] as LedgerEntry;
      outTimes[i] = other.at;
      outAmounts[i] = other.amountCents;
    } else {
      const bet = bets[code >> 1] as SimulatedBet;
      outTimes[i] = bet.time;
      outAmounts[i] = code & 1 ? bet.payoutCents : -bet.betAmountCents;
    }
  }
  const balances = Float64Array.from(outBalances);
  const kindAt = (i: number): LedgerKind => {
    const code = outCodes[i] ?? 0;
    if (code < 0) return (others[-code - 1] as LedgerEntry).kind;
    return code & 1 ? 'payout' : 'bet';
  };
  return {
    size,
    times: outTimes,
    amounts: outAmounts,
    balances,
    kindAt,
    line: (i) => {
      const code = outCodes[i] ?? 0;
      const balanceAfterCents = balances[i] ?? 0;
      if (code < 0) return { ...(others[-code - 1] as LedgerEntry), balanceAfterCents };
      const bet = bets[code >> 1] as SimulatedBet;
      const payout = (code & 1) === 1;
      return {
        reference: payout ? `${bet.id}-PO` : bet.id,
        accountId: account.id,
        kind: payout ? 'payout' : 'bet',
        amountCents: payout ? bet.payoutCents : -bet.betAmountCents,
        balanceAfterCents,
        at: bet.time,
        detail: bet.gameKind,
      };
    },
  };
}

/** The index of the first line of the timeline at or after `at` (the size when none is). */
export function timelineIndexAt(timeline: Timeline, at: number): number {
  let low = 0;
  let high = timeline.size;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((timeline.times[mid] ?? 0) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The account's money moves (every line of its timeline but bets and payouts: a betting member's cash-outs
 * included) from `from` to `to`, both included, oldest first.
 */
export function moneyMovesOf(platform: DemoPlatform, account: DemoAccount, from: number, to: number): LedgerEntry[] {
  const timeline = timelineOf(platform, account, from);
  const moves: LedgerEntry[] = [];
  for (let i = 0; i < timeline.size && (timeline.times[i] ?? 0) <= to; i += 1) {
    if (!PLAY_KINDS.includes(timeline.kindAt(i))) moves.push(timeline.line(i));
  }
  return moves;
}
