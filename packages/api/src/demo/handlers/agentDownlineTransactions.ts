import { http, type HttpHandler } from 'msw';
import { addBet, NO_BET_FIGURES, sumFigures, type BetFigures } from '@atrium/domain/agent';
import { ACCOUNT_DETAILS_TYPES } from '@atrium/domain/records';
import { ok } from '../envelope';
import { badParams, isResponse } from '../http';
import { money, pageSlice, readPage, readAgentReport } from '../query';
import { betsOf, playedBet } from '../state/bets';
import type { LedgerEntry, LedgerKind } from '../state/ledger';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from './agentTeam';
import { moneyMovesOf, timelineIndexAt, timelineOf, type Timeline } from './records';

/**
 * §2 agentDownlineTransactionDetailsCopy (account details): the lines of the caller's whole downline tree, each
 * downline's timeline (handlers/records/timeline.ts `timelineOf`): its bets and payouts from the simulated bets
 * (state/bets.ts), the same bets team betting, user P&L and every settlement read, so the reports agree; every other
 * move (deposits, withdrawals, transfers, bonuses, salary and dividend credits, adjustments) from the ledger
 * (state/ledger.ts), so a transfer made in the agent centre shows at once, and a betting member's cash-outs; with the
 * balances its own account record shows. The call shape is assumed (packages/api README "Agent reports: account
 * details").
 */

export const DEMO_DOWNLINE_TRANSACTIONS_RELAY = 'MCSFE_getAgentDownlineTransactions';
export const DEMO_USER_PROFIT_LOSS_RELAY = 'MCSFE_getAgentUserProfitLoss';

/** The ledger's kinds an agent's account details list (the domain's list, in its order). */
const KINDS: readonly LedgerKind[] = ACCOUNT_DETAILS_TYPES;

interface Range {
  readonly from: number;
  readonly to: number;
}

const newestFirst = (a: LedgerEntry, b: LedgerEntry) =>
  b.at - a.at || (a.reference < b.reference ? 1 : a.reference > b.reference ? -1 : 0);

/** Which lines: of these kinds (every kind when absent), of this downline only (by username, any case). */
export interface LinesFilter {
  readonly kinds?: readonly LedgerKind[];
  readonly username?: string;
}

function downlinesOf(platform: DemoPlatform, agentId: string, username = ''): DemoAccount[] {
  const wanted = username.trim().toLowerCase();
  return teamOf(platform, agentId).filter((a) => !wanted || a.username.toLowerCase() === wanted);
}

/**
 * The money moves of the agent's whole downline tree in the range (both ends included), newest first: every line of
 * their timelines but bets and payouts (a betting member's cash-outs included, `moneyMovesOf`).
 */
export function downlineMovesOf(
  platform: DemoPlatform,
  agentId: string,
  range: Range,
  filter: LinesFilter = {},
): LedgerEntry[] {
  const kinds = filter.kinds ?? KINDS;
  return downlinesOf(platform, agentId, filter.username)
    .flatMap((account) => moneyMovesOf(platform, account, range.from, range.to))
    .filter((e) => kinds.includes(e.kind))
    .sort(newestFirst);
}

interface Lines {
  /** The lines from index `window.start` (included) to `window.end` (excluded) of all, newest first. */
  readonly lines: LedgerEntry[];
  /** Over every line, not only those returned: how many, money in (≥ 0) and money out (≤ 0). */
  readonly total: number;
  readonly inCents: number;
  readonly outCents: number;
}

/** One downline's lines of the kinds asked for, read backwards: newest first. */
interface Cursor {
  readonly accountId: string;
  readonly timeline: Timeline;
  /** The timeline's indexes of the lines asked for, oldest first. */
  readonly wanted: readonly number[];
  /** The next of `wanted` to read (−1 once done). */
  next: number;
}

const timeOf = (c: Cursor) => c.timeline.times[c.wanted[c.next] ?? 0] ?? 0;
/** Newer first; at the same instant the greater account id first (as the simulated bets, oldest first, reversed). */
const ahead = (a: Cursor, b: Cursor) => timeOf(a) - timeOf(b) || (a.accountId > b.accountId ? 1 : -1);

/**
 * The account-details lines of the agent's downline tree in the range (both ends included), newest first: each
 * downline's timeline (records/timeline.ts `timelineOf`: its moves, a bet line and a payout line per simulated bet,
 * the player's cash-outs, and the balances its own account record shows), merged. The count and totals are summed
 * over every line, but only the lines up to the window's end are merged and only the window's are built: a month of
 * a large team is hundreds of thousands of lines, and a page shows twenty.
 */
function linesOf(
  platform: DemoPlatform,
  agentId: string,
  range: Range,
  filter: LinesFilter,
  window: { readonly start: number; readonly end: number },
): Lines {
  const kinds = filter.kinds ?? KINDS;
  const heap: Cursor[] = [];
  let total = 0;
  let inCents = 0;
  let outCents = 0;
  for (const account of downlinesOf(platform, agentId, filter.username)) {
    const timeline = timelineOf(platform, account, range.from);
    const last = timelineIndexAt(timeline, range.to + 1) - 1;
    const wanted: number[] = [];
    for (let i = 0; i <= last; i += 1) {
      if (!kinds.includes(timeline.kindAt(i))) continue;
      wanted.push(i);
      const amountCents = timeline.amounts[i] ?? 0;
      if (amountCents >= 0) inCents += amountCents;
      else outCents += amountCents;
    }
    total += wanted.length;
    if (wanted.length > 0) heap.push({ accountId: account.id, timeline, wanted, next: wanted.length - 1 });
  }
  // A heap of the cursors, the one with the newest next line on top.
  const above = (i: number, j: number) => ahead(heap[i] as Cursor, heap[j] as Cursor) > 0;
  const down = (from: number) => {
    for (let i = from; ;) {
      const l = i * 2 + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && above(l, top)) top = l;
      if (r < heap.length && above(r, top)) top = r;
      if (top === i) return;
      const held = heap[i] as Cursor;
      heap[i] = heap[top] as Cursor;
      heap[top] = held;
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i -= 1) down(i);
  const lines: LedgerEntry[] = [];
  for (let read = 0; read < window.end && heap.length > 0; read += 1) {
    const cursor = heap[0] as Cursor;
    if (read >= window.start) lines.push(cursor.timeline.line(cursor.wanted[cursor.next] ?? 0));
    cursor.next -= 1;
    if (cursor.next < 0) {
      const tail = heap.pop() as Cursor;
      if (heap.length > 0) heap[0] = tail;
    }
    down(0);
  }
  return { lines, total, inCents, outCents };
}

/** Every account-details line of the agent's downline tree in the range (both ends included), newest first. */
export function downlineLedgerOf(
  platform: DemoPlatform,
  agentId: string,
  range: Range,
  filter: LinesFilter = {},
): LedgerEntry[] {
  return linesOf(platform, agentId, range, filter, { start: 0, end: Number.POSITIVE_INFINITY }).lines;
}

/** `GET …?startTime&endTime[&username][&type][&page][&size]`: newest first, a page, the count and totals of all. */
function downlineTransactions(platform: DemoPlatform, request: Request) {
  const call = readAgentReport(platform, request);
  if (isResponse(call)) return call;
  const { me, search, range } = call;
  const { startMs, endMs } = range;
  const type = search.get('type');
  if (type !== null && !KINDS.includes(type as LedgerKind)) return badParams('type: a kind');
  const paging = readPage(search);
  if (isResponse(paging)) return paging;
  const { page, size } = paging;
  const username = (search.get('username') ?? '').trim().toLowerCase();
  const byId = new Map(teamOf(platform, me.id).map((a) => [a.id, a]));
  const { lines, total, inCents, outCents } = linesOf(
    platform,
    me.id,
    { from: startMs, to: endMs },
    { kinds: type === null ? KINDS : [type as LedgerKind], username },
    { start: (page - 1) * size, end: page * size },
  );
  return ok({
    list: lines.map((e) => ({
      reference: e.reference,
      userId: e.accountId,
      username: byId.get(e.accountId)?.username ?? e.accountId,
      type: e.kind,
      amount: money(e.amountCents),
      balanceAfter: money(e.balanceAfterCents),
      time: e.at,
    })),
    total,
    page,
    size,
    totals: { moneyIn: money(inCents), moneyOut: money(outCents), net: money(inCents + outCents) },
  });
}

interface ProfitLoss {
  depositCents: number;
  withdrawalCents: number;
  /** The member's play, by the agent-figure rule (valid bet and win/loss are read from it). */
  play: BetFigures;
  bonusCents: number;
}

function profitLossWire(f: ProfitLoss) {
  return {
    deposits: money(f.depositCents),
    withdrawals: money(f.withdrawalCents),
    validBet: money(f.play.validBetCents),
    winLoss: money(f.play.winLossCents),
    bonuses: money(f.bonusCents),
    // The downline's result from its own side: what it won at play and the bonuses it was given.
    net: money(f.play.winLossCents + f.bonusCents),
  };
}

/**
 * §2 palStatementsAgentCopy (user P&L) `GET …?startTime&endTime[&username][&page][&size]`: per downline with any
 * movement in the range (by username), deposits and withdrawals (net of refunds) and bonuses from the ledger, valid
 * bet and win/loss (payout − bet) from the simulated bets; a page of them, the count and the totals of all.
 */
function userProfitLoss(platform: DemoPlatform, request: Request) {
  const call = readAgentReport(platform, request);
  if (isResponse(call)) return call;
  const { me, search, range } = call;
  const { startMs, endMs } = range;
  const paging = readPage(search);
  if (isResponse(paging)) return paging;
  const { page, size } = paging;
  const username = (search.get('username') ?? '').trim().toLowerCase();
  const team = teamOf(platform, me.id).filter((a) => !username || a.username.toLowerCase() === username);
  const ids = new Set(team.map((a) => a.id));
  const cells = new Map<string, ProfitLoss>();
  const cell = (id: string) => {
    const known = cells.get(id);
    if (known) return known;
    const fresh: ProfitLoss = { depositCents: 0, withdrawalCents: 0, play: NO_BET_FIGURES, bonusCents: 0 };
    cells.set(id, fresh);
    return fresh;
  };
  for (const e of downlineMovesOf(platform, me.id, { from: startMs, to: endMs })) {
    if (!ids.has(e.accountId)) continue;
    if (e.kind === 'deposit') cell(e.accountId).depositCents += e.amountCents;
    else if (e.kind === 'withdrawal' || e.kind === 'withdrawalRefund')
      cell(e.accountId).withdrawalCents -= e.amountCents;
    else if (e.kind === 'bonus') cell(e.accountId).bonusCents += e.amountCents;
  }
  for (const bet of betsOf(platform, { from: startMs, to: endMs, accountIds: [...ids] })) {
    const c = cell(bet.accountId);
    c.play = addBet(c.play, playedBet(bet));
  }
  const nameOf = new Map(team.map((a) => [a.id, a.username]));
  const rows = [...cells.entries()].sort(([a], [b]) => ((nameOf.get(a) ?? a) < (nameOf.get(b) ?? b) ? -1 : 1));
  const totals: ProfitLoss = {
    depositCents: 0,
    withdrawalCents: 0,
    play: sumFigures(rows.map(([, f]) => f.play)),
    bonusCents: 0,
  };
  for (const [, f] of rows) {
    totals.depositCents += f.depositCents;
    totals.withdrawalCents += f.withdrawalCents;
    totals.bonusCents += f.bonusCents;
  }
  return ok({
    list: pageSlice(rows, page, size).map(([id, f]) => ({
      userId: id,
      username: nameOf.get(id) ?? id,
      ...profitLossWire(f),
    })),
    total: rows.length,
    page,
    size,
    totals: profitLossWire(totals),
  });
}

export function agentDownlineTransactionsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get(`*/wps/relay/${DEMO_DOWNLINE_TRANSACTIONS_RELAY}`, ({ request }) =>
      downlineTransactions(platform, request),
    ),
    http.get(`*/wps/relay/${DEMO_USER_PROFIT_LOSS_RELAY}`, ({ request }) => userProfitLoss(platform, request)),
  ];
}
