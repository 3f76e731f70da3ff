import { http, type HttpHandler } from 'msw';
import {
  parseBetStatus,
  parseBonusKind,
  parseRecordGameType,
  parseTransactionFilter,
  RECORD_GAME_TYPES,
  transactionKindsOf,
  type BetStatus,
  type BonusKind,
  type RecordGameType,
} from '@atrium/domain/records';
import { betFigures, type PlayedBet } from '@atrium/domain/agent';
import type { ContractGameKind } from '@atrium/domain/contracts';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { GAMES, seedHistory, type SeededBet, type SeededBonus } from '../seed/history';
import type { DemoAccount } from '../state/accounts';
import { betsOf, isBettingAccount, playedBet, type SimulatedBet } from '../state/bets';
import { demoLedger, nextLedgerReference, recordLedgerEntry, type LedgerEntry, type LedgerKind } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';

/**
 * The record pages of the member centre (§2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails).
 * Each account's past is seeded into the shared ledger the first time anything asks for its records, ending at the
 * balance the account had before any entry already in the ledger, so the moves made in the app since land on top
 * and every page agrees with the balance. Call shapes are assumed (packages/api README "Records").
 */

const TRIAL_TYPE = 4;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const MAX_SPAN_MS = 400 * 86_400_000;

interface AccountRecords {
  readonly bets: SeededBet[];
}

interface RecordsArea {
  /** The accounts whose past is seeded, with their bets. */
  readonly accounts: Map<string, AccountRecords>;
  /** What each bonus of the ledger was (by reference), for the bonus details. */
  readonly bonuses: Map<string, SeededBonus>;
}

function areaOf(platform: DemoPlatform): RecordsArea {
  return platform.area<RecordsArea>('records', () => ({ accounts: new Map(), bonuses: new Map() }));
}

/**
 * Credits a bonus that has just been added to the account's `balanceCents` (a claimed promotion, a raffle prize, a
 * cash reward): its ledger entry, and what it was for the bonus details.
 */
export function recordDemoBonus(
  platform: DemoPlatform,
  accountId: string,
  amountCents: number,
  bonus: { readonly kind: BonusKind; readonly name: string },
): LedgerEntry {
  const entry = recordLedgerEntry(platform, {
    accountId,
    kind: 'bonus',
    amountCents,
    detail: bonus.name,
    reference: nextLedgerReference(platform, PREFIX.bonus),
  });
  areaOf(platform).bonuses.set(entry.reference, {
    bonusKind: bonus.kind,
    name: bonus.name,
    gameType: null,
    validBetCents: null,
    rateBasisPoints: null,
  });
  return entry;
}

const PREFIX: Readonly<Record<LedgerKind, string>> = {
  deposit: 'DP',
  withdrawal: 'WD',
  withdrawalRefund: 'WR',
  transferIn: 'TI',
  transferOut: 'TO',
  bonus: 'BN',
  adjustment: 'AJ',
  bet: 'BT',
  payout: 'PO',
};

/**
 * The account's records, its past seeded into the ledger on first use. Trial accounts have none (§6: trial users
 * cannot open the member panels).
 */
export function demoRecords(platform: DemoPlatform, account: DemoAccount): AccountRecords {
  const area = areaOf(platform);
  const known = area.accounts.get(account.id);
  if (known) return known;
  const records: AccountRecords = { bets: [] };
  area.accounts.set(account.id, records);
  if (account.type === TRIAL_TYPE) return records;
  const ledger = demoLedger(platform);
  const already = ledger.entries.filter((e) => e.accountId === account.id);
  const endAt = Math.min(platform.now(), ...already.map((e) => e.at));
  const endBalanceCents = account.balanceCents - already.reduce((sum, e) => sum + e.amountCents, 0);
  // The agent tree's play is the simulation's (state/bets.ts: its members play, its agents do not), so an account
  // with an upline has no seeded bets: its past holds the other moves only.
  const history = seedHistory(platform.seed, account.id, {
    endBalanceCents,
    endAt,
    withBets: account.parentId === null,
    balancedByTimeline: isBettingAccount(account),
    // A member's weekly rebate is worked out on its simulated valid bets, the ones its agent's reports count.
    validBetCentsBetween: (from, to) =>
      betFigures(betsOf(platform, { from, to, accountIds: [account.id] }).map(playedBet)).validBetCents,
  });
  let balance = history.openingCents;
  const seeded: LedgerEntry[] = [];
  for (const event of history.events) {
    balance += event.amountCents;
    const reference =
      event.bet && event.kind === 'bet' ? event.bet.betId : nextLedgerReference(platform, PREFIX[event.kind]);
    if (event.bonus) area.bonuses.set(reference, event.bonus);
    seeded.push({
      reference,
      accountId: account.id,
      kind: event.kind,
      amountCents: event.amountCents,
      balanceAfterCents: balance,
      at: event.at,
      detail: event.detail,
    });
  }
  // The past goes before what was already recorded, so the ledger stays in time order.
  ledger.entries.unshift(...seeded);
  records.bets.push(...history.bets);
  return records;
}

/** The record game type of a contract game kind (the records have no CONS: a console game is read as RNG). */
const RECORD_TYPE_OF: Readonly<Record<ContractGameKind, RecordGameType>> = {
  LIVE: 'LIVE',
  RNG: 'RNG',
  CONS: 'RNG',
  SPORTS: 'SPORTS',
  LOTT: 'LOTT',
  FISH: 'FISH',
  ELOTT: 'ELOTT',
  PVP: 'PVP',
};

/** A simulated bet as a betting-record row: settled at once (a void round is a push: stake back, no valid bet). */
function recordOfSimulated(bet: SimulatedBet): SeededBet {
  const gameType = RECORD_TYPE_OF[bet.gameKind];
  const games = GAMES[gameType];
  const [vendorName, gameName] = games[Math.floor(bet.time / 300_000) % games.length] ?? ['', ''];
  return {
    betId: bet.id,
    gameType,
    vendorName,
    gameName,
    betCents: bet.betAmountCents,
    validBetCents: bet.validBetCents,
    payoutCents: bet.payoutCents,
    status: 'settled',
    betAt: bet.time,
    settledAt: bet.time,
  };
}

/**
 * The account's bets placed from `from` to `to` (both included), oldest first: a betting account's (a member of an
 * agent's team) are the simulated bets the agent reports and settlements read, one source; any other's its seeded
 * history.
 */
export function betRecordsOf(platform: DemoPlatform, account: DemoAccount, from: number, to: number): SeededBet[] {
  if (isBettingAccount(account)) {
    return betsOf(platform, { from, to, accountIds: [account.id] }).map(recordOfSimulated);
  }
  return demoRecords(platform, account).bets.filter((b) => b.betAt >= from && b.betAt <= to);
}

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

interface Query {
  readonly startTime: number;
  readonly endTime: number;
  readonly pageNo: number;
  readonly pageSize: number;
}

function readQuery(url: URL): Query | null {
  const startTime = Number(url.searchParams.get('startTime'));
  const endTime = Number(url.searchParams.get('endTime'));
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? DEFAULT_PAGE_SIZE);
  if (!url.searchParams.has('startTime') || !url.searchParams.has('endTime')) return null;
  if (!Number.isSafeInteger(startTime) || !Number.isSafeInteger(endTime) || startTime > endTime) return null;
  if (endTime - startTime > MAX_SPAN_MS) return null;
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1) return null;
  return { startTime, endTime, pageNo, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) };
}

function paged<T>(items: readonly T[], query: Query) {
  return {
    list: items.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize),
    pageNo: query.pageNo,
    totalPages: Math.ceil(items.length / query.pageSize),
    totalCount: items.length,
  };
}

const money = (cents: number) => cents / 100;
const inRange = (at: number, q: Query) => at >= q.startTime && at <= q.endTime;

const badParams = () => refuse(400, 'request_param_err', 'Invalid parameters');

/** An optional filter: absent or empty is null; a value the parser does not know is `undefined` (refused). */
function optionalParam<T>(url: URL, name: string, parse: (raw: unknown) => T | null): T | null | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return null;
  return parse(raw) ?? undefined;
}

function memberOf(platform: DemoPlatform, request: Request): DemoAccount | Response {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  if (account.type === TRIAL_TYPE) return refuse(400, 'operation.not.allowed', 'Please register an account first');
  return account;
}

function winLoss(bet: SeededBet): number {
  return bet.status === 'settled' && bet.payoutCents !== null ? bet.payoutCents - bet.betCents : 0;
}

/** The settled bets in the terms of the agent-figure rule, so a member's totals are what its agent's reports add. */
function settledPlays(bets: readonly SeededBet[]): PlayedBet[] {
  return bets
    .filter((b) => b.status === 'settled' && b.payoutCents !== null)
    .map((b) => ({ betCents: b.betCents, validBetCents: b.validBetCents, payoutCents: b.payoutCents ?? 0 }));
}

function betTotals(bets: readonly SeededBet[]) {
  const settled = betFigures(settledPlays(bets));
  const openCents = bets.filter((b) => b.status === 'unsettled').reduce((s, b) => s + b.betCents, 0);
  return {
    count: bets.length,
    betAmount: money(settled.betCents + openCents),
    validBetAmount: money(settled.validBetCents),
    winLoss: money(settled.winLossCents),
  };
}

function bonusOf(platform: DemoPlatform, entry: LedgerEntry): SeededBonus {
  return (
    areaOf(platform).bonuses.get(entry.reference) ?? {
      bonusKind: 'other',
      name: entry.detail ?? '',
      gameType: null,
      validBetCents: null,
      rateBasisPoints: null,
    }
  );
}

export function recordsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    // Betting record: the account's bets placed in the range, newest first.
    http.get('*/wps/relay/MCSFE_getBetHistory', ({ request }) => {
      const account = memberOf(platform, request);
      if (isResponse(account)) return account;
      const url = new URL(request.url);
      const query = readQuery(url);
      const gameType = optionalParam<RecordGameType>(url, 'gameType', parseRecordGameType);
      const status = optionalParam<BetStatus>(url, 'status', parseBetStatus);
      if (!query || gameType === undefined || status === undefined) return badParams();
      demoRecords(platform, account);
      const bets = betRecordsOf(platform, account, query.startTime, query.endTime)
        .filter((b) => (gameType ? b.gameType === gameType : true))
        .filter((b) => (status ? b.status === status : true))
        .sort((a, b) => b.betAt - a.betAt);
      return ok({
        ...paged(
          bets.map((b) => ({
            betId: b.betId,
            betTime: b.betAt,
            settleTime: b.settledAt,
            gameType: b.gameType,
            vendorName: b.vendorName,
            gameName: b.gameName,
            betAmount: money(b.betCents),
            validBetAmount: money(b.status === 'settled' ? b.validBetCents : 0),
            winLoss: money(winLoss(b)),
            status: b.status.toUpperCase(),
          })),
          query,
        ),
        summary: betTotals(bets),
      });
    }),

    // Account record: every move of the main wallet but the bets themselves (those are the betting record).
    http.get('*/wps/relay/MCSFE_getTransactionHistory', ({ request }) => {
      const account = memberOf(platform, request);
      if (isResponse(account)) return account;
      const url = new URL(request.url);
      const query = readQuery(url);
      const filter = optionalParam(url, 'type', parseTransactionFilter);
      if (!query || filter === undefined) return badParams();
      demoRecords(platform, account);
      const kinds: readonly string[] = transactionKindsOf(filter);
      // The account's timeline: a betting member's balances are the ones its agents' account details show.
      const entries = moneyMovesOf(platform, account, query.startTime, query.endTime)
        .filter((e) => kinds.includes(e.kind))
        .sort((a, b) => b.at - a.at);
      const amounts = entries.map((e) => e.amountCents);
      const inCents = amounts.filter((a) => a > 0).reduce((s, a) => s + a, 0);
      const outCents = -amounts.filter((a) => a < 0).reduce((s, a) => s + a, 0);
      return ok({
        ...paged(
          entries.map((e) => ({
            reference: e.reference,
            time: e.at,
            type: e.kind,
            amount: money(e.amountCents),
            balanceAfter: money(e.balanceAfterCents),
            remark: e.detail,
          })),
          query,
        ),
        summary: { totalIn: money(inCents), totalOut: money(outCents), net: money(inCents - outCents) },
      });
    }),

    // Profit and loss: the range's bets per game type (by bet time, as the betting record), and the bonuses.
    http.get('*/wps/relay/MCSFE_getPersonalProfit', ({ request }) => {
      const account = memberOf(platform, request);
      if (isResponse(account)) return account;
      const query = readQuery(new URL(request.url));
      if (!query) return badParams();
      demoRecords(platform, account);
      const bets = betRecordsOf(platform, account, query.startTime, query.endTime);
      const moves = moneyMovesOf(platform, account, query.startTime, query.endTime);
      const sumOf = (kinds: readonly LedgerKind[]) =>
        moves.filter((e) => kinds.includes(e.kind)).reduce((s, e) => s + e.amountCents, 0);
      return ok({
        list: RECORD_GAME_TYPES.map((gameType) => ({
          gameType,
          ...betTotals(bets.filter((b) => b.gameType === gameType)),
        })).filter((line) => line.count > 0),
        bonus: money(sumOf(['bonus'])),
        deposit: money(sumOf(['deposit'])),
        withdrawal: money(-sumOf(['withdrawal', 'withdrawalRefund'])),
      });
    }),

    // Bonus details: every bonus credited in the range, rebates with the valid bet and rate they were worked out on.
    http.get('*/wps/relay/MCSFE_getBonusDetails', ({ request }) => {
      const account = memberOf(platform, request);
      if (isResponse(account)) return account;
      const url = new URL(request.url);
      const query = readQuery(url);
      const bonusType = optionalParam<BonusKind>(url, 'bonusType', parseBonusKind);
      if (!query || bonusType === undefined) return badParams();
      demoRecords(platform, account);
      const rows = demoLedger(platform)
        .entries.filter((e) => e.accountId === account.id && e.kind === 'bonus' && inRange(e.at, query))
        .map((e) => ({ entry: e, bonus: bonusOf(platform, e) }))
        .filter(({ bonus }) => (bonusType ? bonus.bonusKind === bonusType : true))
        .sort((a, b) => b.entry.at - a.entry.at);
      return ok({
        ...paged(
          rows.map(({ entry, bonus }) => ({
            reference: entry.reference,
            time: entry.at,
            bonusType: bonus.bonusKind,
            name: bonus.name,
            gameType: bonus.gameType,
            validBetAmount: bonus.validBetCents === null ? null : money(bonus.validBetCents),
            rate: bonus.rateBasisPoints === null ? null : bonus.rateBasisPoints / 100,
            amount: money(entry.amountCents),
          })),
          query,
        ),
        summary: { total: money(rows.reduce((s, r) => s + r.entry.amountCents, 0)) },
      });
    }),
  ];
}
