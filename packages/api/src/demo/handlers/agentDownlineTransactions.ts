import { http, type HttpHandler } from 'msw';
import { addBet, NO_BET_FIGURES, sumFigures, type BetFigures } from '@atrium/domain/agent';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { betsOf, playedBet } from '../state/bets';
import { demoLedger, type LedgerEntry, type LedgerKind } from '../state/ledger';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from './agentTeam';
import { demoRecords } from './records';

/**
 * §2 agentDownlineTransactionDetailsCopy (account details): the lines of the caller's whole downline tree, its bets
 * and payouts from the simulated bets (state/bets.ts), the same bets team betting, user P&L and every settlement
 * read, so the reports agree; every other move (deposits, withdrawals, transfers, bonuses, salary and dividend
 * credits, adjustments) from the ledger (state/ledger.ts), so a transfer made in the agent centre shows at once. The
 * call shape is assumed (packages/api README "Agent reports: account details").
 */

export const DEMO_DOWNLINE_TRANSACTIONS_RELAY = 'MCSFE_getAgentDownlineTransactions';
export const DEMO_USER_PROFIT_LOSS_RELAY = 'MCSFE_getAgentUserProfitLoss';

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const KINDS: readonly LedgerKind[] = [
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transferIn',
  'transferOut',
  'bonus',
  'adjustment',
  'bet',
  'payout',
];
/** The kinds the simulated bets stand for: the ledger's own (seeded) bets and payouts are not shown beside them. */
const PLAY_KINDS: readonly LedgerKind[] = ['bet', 'payout'];
const MAX_SPAN_MS = 400 * 86_400_000;
const MAX_PAGE_SIZE = 100;
const units = (cents: number) => cents / 100;

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

/** The ledger's moves of the agent's whole downline tree in the range (both ends included) but bets and payouts. */
export function downlineMovesOf(
  platform: DemoPlatform,
  agentId: string,
  range: Range,
  filter: LinesFilter = {},
): LedgerEntry[] {
  const team = downlinesOf(platform, agentId, filter.username);
  const kinds = filter.kinds ?? KINDS;
  // Each downline's past is seeded into the ledger on first use, as its own account record does.
  for (const account of team) demoRecords(platform, account);
  const ids = new Set(team.map((a) => a.id));
  return demoLedger(platform)
    .entries.filter(
      (e) =>
        ids.has(e.accountId) &&
        e.at >= range.from &&
        e.at <= range.to &&
        !PLAY_KINDS.includes(e.kind) &&
        kinds.includes(e.kind),
    )
    .sort(newestFirst);
}

/**
 * The main wallet's balance of the accounts at any instant from the ledger alone: the balance the last entry at or
 * before it left, else the balance before the account's first entry, else today's.
 */
function balancesAt(platform: DemoPlatform, accountIds: readonly string[]): (accountId: string, at: number) => number {
  const byAccount = new Map<string, LedgerEntry[]>(accountIds.map((id) => [id, []]));
  for (const e of demoLedger(platform).entries) byAccount.get(e.accountId)?.push(e);
  for (const entries of byAccount.values()) entries.sort((a, b) => a.at - b.at);
  return (accountId, at) => {
    const entries = byAccount.get(accountId) ?? [];
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((entries[mid]?.at ?? 0) <= at) low = mid + 1;
      else high = mid;
    }
    const last = entries[low - 1];
    if (last) return last.balanceAfterCents;
    const first = entries[0];
    return first ? first.balanceAfterCents - first.amountCents : (platform.accountById(accountId)?.balanceCents ?? 0);
  };
}

/**
 * What the simulated play of each account won (payout less stake, by the agent-figure rule) after an instant, up to
 * now. The simulated play does not move the demo wallet (the journeys' balances stay what they expect), so the
 * balance a line shows is worked back from today's: the ledger's balance then, less what the play won since. A line's
 * balance after is then the line before's plus its amount, bets and payouts included.
 */
function playWonAfter(
  platform: DemoPlatform,
  accountIds: readonly string[],
  from: number,
): (accountId: string, at: number) => number {
  const byAccount = new Map<string, { times: number[]; suffix: number[] }>();
  for (const id of accountIds) byAccount.set(id, { times: [], suffix: [] });
  for (const bet of betsOf(platform, { from, to: platform.now(), accountIds })) {
    const own = byAccount.get(bet.accountId);
    if (!own) continue;
    own.times.push(bet.time);
    own.suffix.push(addBet(NO_BET_FIGURES, playedBet(bet)).winLossCents);
  }
  for (const own of byAccount.values()) {
    for (let i = own.suffix.length - 2; i >= 0; i -= 1) own.suffix[i] = (own.suffix[i] ?? 0) + (own.suffix[i + 1] ?? 0);
  }
  return (accountId, at) => {
    const own = byAccount.get(accountId);
    if (!own) return 0;
    let low = 0;
    let high = own.times.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((own.times[mid] ?? 0) <= at) low = mid + 1;
      else high = mid;
    }
    return own.suffix[low] ?? 0;
  };
}

interface Lines {
  /** The lines from index `window.start` (included) to `window.end` (excluded) of all, newest first. */
  readonly lines: LedgerEntry[];
  /** Over every line, not only those returned: how many, money in (≥ 0) and money out (≤ 0). */
  readonly total: number;
  readonly inCents: number;
  readonly outCents: number;
}

/**
 * The account-details lines of the agent's downline tree in the range (both ends included), newest first: per
 * simulated bet one bet line (minus the stake) and, when something came back, one payout line at the bet's time,
 * with the ledger's other moves (no bets are generated when the filter asks for neither kind). Only the window's
 * lines are built: a month of a large team is hundreds of thousands of lines, and a page shows twenty.
 */
function linesOf(
  platform: DemoPlatform,
  agentId: string,
  range: Range,
  filter: LinesFilter,
  window: { readonly start: number; readonly end: number },
): Lines {
  const kinds = filter.kinds ?? KINDS;
  const moves = downlineMovesOf(platform, agentId, range, filter);
  const withBets = kinds.includes('bet');
  const withPayouts = kinds.includes('payout');
  const lines: LedgerEntry[] = [];
  let total = 0;
  let inCents = 0;
  let outCents = 0;
  const add = (make: () => LedgerEntry, amountCents: number) => {
    if (total >= window.start && total < window.end) lines.push(make());
    total += 1;
    if (amountCents >= 0) inCents += amountCents;
    else outCents += amountCents;
  };
  const accountIds = downlinesOf(platform, agentId, filter.username).map((a) => a.id);
  const wonAfter = playWonAfter(platform, accountIds, range.from);
  const addMove = (move: LedgerEntry) =>
    add(
      () => ({ ...move, balanceAfterCents: move.balanceAfterCents - wonAfter(move.accountId, move.at) }),
      move.amountCents,
    );
  let next = 0;
  if (withBets || withPayouts) {
    const balanceOf = balancesAt(platform, accountIds);
    // The bets come oldest first: walked backwards they are newest first, and merged with the moves (newest first
    // too) in one pass.
    const bets = betsOf(platform, { from: range.from, to: range.to, accountIds });
    for (let i = bets.length - 1; i >= 0; i -= 1) {
      const bet = bets[i];
      if (!bet) continue;
      for (let move = moves[next]; move && move.at > bet.time; move = moves[next]) {
        addMove(move);
        next += 1;
      }
      // The balance once the bet is settled; the bet line's is before its payout came back.
      const settled = () => balanceOf(bet.accountId, bet.time) - wonAfter(bet.accountId, bet.time);
      const line = { accountId: bet.accountId, at: bet.time, detail: bet.gameKind };
      // A lost round pays nothing back: it has its bet line only.
      if (withPayouts && bet.payoutCents > 0) {
        add(
          () => ({
            ...line,
            reference: `${bet.id}-PO`,
            kind: 'payout',
            amountCents: bet.payoutCents,
            balanceAfterCents: settled(),
          }),
          bet.payoutCents,
        );
      }
      if (withBets) {
        add(
          () => ({
            ...line,
            reference: bet.id,
            kind: 'bet',
            amountCents: -bet.betAmountCents,
            balanceAfterCents: settled() - bet.payoutCents,
          }),
          -bet.betAmountCents,
        );
      }
    }
  }
  for (const move of moves.slice(next)) addMove(move);
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
  const me = requireAccount(platform, request);
  if (isResponse(me)) return me;
  if (!AGENT_TYPES.includes(me.type)) return refuse(403, 'operation.not.allowed', 'Agents only');
  const search = new URL(request.url).searchParams;
  const startMs = Number(search.get('startTime'));
  const endMs = Number(search.get('endTime'));
  if (!search.get('startTime') || !search.get('endTime') || !Number.isInteger(startMs) || !Number.isInteger(endMs)) {
    return refuse(400, 'request_param_err', 'startTime and endTime: epoch milliseconds');
  }
  if (endMs < startMs || endMs - startMs > MAX_SPAN_MS) return refuse(400, 'request_param_err', 'Date range refused');
  const type = search.get('type');
  if (type !== null && !KINDS.includes(type as LedgerKind)) return refuse(400, 'request_param_err', 'type: a kind');
  const page = Number(search.get('page') ?? 1);
  const size = Number(search.get('size') ?? 20);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return refuse(400, 'request_param_err', `page from 1; size from 1 to ${MAX_PAGE_SIZE}`);
  }
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
      amount: units(e.amountCents),
      balanceAfter: units(e.balanceAfterCents),
      time: e.at,
    })),
    total,
    page,
    size,
    totals: { moneyIn: units(inCents), moneyOut: units(outCents), net: units(inCents + outCents) },
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
    deposits: units(f.depositCents),
    withdrawals: units(f.withdrawalCents),
    validBet: units(f.play.validBetCents),
    winLoss: units(f.play.winLossCents),
    bonuses: units(f.bonusCents),
    // The downline's result from its own side: what it won at play and the bonuses it was given.
    net: units(f.play.winLossCents + f.bonusCents),
  };
}

/**
 * §2 palStatementsAgentCopy (user P&L) `GET …?startTime&endTime[&username][&page][&size]`: per downline with any
 * movement in the range (by username), deposits and withdrawals (net of refunds) and bonuses from the ledger, valid
 * bet and win/loss (payout − bet) from the simulated bets; a page of them, the count and the totals of all.
 */
function userProfitLoss(platform: DemoPlatform, request: Request) {
  const me = requireAccount(platform, request);
  if (isResponse(me)) return me;
  if (!AGENT_TYPES.includes(me.type)) return refuse(403, 'operation.not.allowed', 'Agents only');
  const search = new URL(request.url).searchParams;
  const startMs = Number(search.get('startTime'));
  const endMs = Number(search.get('endTime'));
  if (!search.get('startTime') || !search.get('endTime') || !Number.isInteger(startMs) || !Number.isInteger(endMs)) {
    return refuse(400, 'request_param_err', 'startTime and endTime: epoch milliseconds');
  }
  if (endMs < startMs || endMs - startMs > MAX_SPAN_MS) return refuse(400, 'request_param_err', 'Date range refused');
  const page = Number(search.get('page') ?? 1);
  const size = Number(search.get('size') ?? 20);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return refuse(400, 'request_param_err', `page from 1; size from 1 to ${MAX_PAGE_SIZE}`);
  }
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
    list: rows
      .slice((page - 1) * size, page * size)
      .map(([id, f]) => ({ userId: id, username: nameOf.get(id) ?? id, ...profitLossWire(f) })),
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
