import { http, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { betsOf } from '../state/bets';
import { demoLedger, type LedgerEntry, type LedgerKind } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from './agentTeam';
import { demoRecords } from './records';

/**
 * §2 agentDownlineTransactionDetailsCopy (account details): the ledger entries (state/ledger.ts) of the caller's
 * whole downline tree, the same entries each member's own account record shows, so the two agree. The call shape is
 * assumed (packages/api README "Agent reports: account details").
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
const MAX_SPAN_MS = 400 * 86_400_000;
const MAX_PAGE_SIZE = 100;
const units = (cents: number) => cents / 100;

/** The ledger entries of the agent's whole downline tree in the range (both ends included), newest first. */
export function downlineLedgerOf(
  platform: DemoPlatform,
  agentId: string,
  range: { readonly from: number; readonly to: number },
): LedgerEntry[] {
  const team = teamOf(platform, agentId);
  // Each downline's past is seeded into the ledger on first use, as its own account record does.
  for (const account of team) demoRecords(platform, account);
  const ids = new Set(team.map((a) => a.id));
  return demoLedger(platform)
    .entries.filter((e) => ids.has(e.accountId) && e.at >= range.from && e.at <= range.to)
    .sort((a, b) => b.at - a.at || (a.reference < b.reference ? 1 : -1));
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
  const entries = downlineLedgerOf(platform, me.id, { from: startMs, to: endMs }).filter(
    (e) =>
      (type === null || e.kind === type) && (!username || byId.get(e.accountId)?.username.toLowerCase() === username),
  );
  let inCents = 0;
  let outCents = 0;
  for (const e of entries) {
    if (e.amountCents >= 0) inCents += e.amountCents;
    else outCents += e.amountCents;
  }
  return ok({
    list: entries.slice((page - 1) * size, page * size).map((e) => ({
      reference: e.reference,
      userId: e.accountId,
      username: byId.get(e.accountId)?.username ?? e.accountId,
      type: e.kind,
      amount: units(e.amountCents),
      balanceAfter: units(e.balanceAfterCents),
      time: e.at,
    })),
    total: entries.length,
    page,
    size,
    totals: { moneyIn: units(inCents), moneyOut: units(outCents), net: units(inCents + outCents) },
  });
}

interface ProfitLoss {
  depositCents: number;
  withdrawalCents: number;
  validBetCents: number;
  winLossCents: number;
  bonusCents: number;
}

function profitLossWire(f: ProfitLoss) {
  return {
    deposits: units(f.depositCents),
    withdrawals: units(f.withdrawalCents),
    validBet: units(f.validBetCents),
    winLoss: units(f.winLossCents),
    bonuses: units(f.bonusCents),
    // The downline's result from its own side: what it won at play and the bonuses it was given.
    net: units(f.winLossCents + f.bonusCents),
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
    const fresh: ProfitLoss = { depositCents: 0, withdrawalCents: 0, validBetCents: 0, winLossCents: 0, bonusCents: 0 };
    cells.set(id, fresh);
    return fresh;
  };
  for (const e of downlineLedgerOf(platform, me.id, { from: startMs, to: endMs })) {
    if (!ids.has(e.accountId)) continue;
    if (e.kind === 'deposit') cell(e.accountId).depositCents += e.amountCents;
    else if (e.kind === 'withdrawal' || e.kind === 'withdrawalRefund')
      cell(e.accountId).withdrawalCents -= e.amountCents;
    else if (e.kind === 'bonus') cell(e.accountId).bonusCents += e.amountCents;
  }
  for (const bet of betsOf(platform, { from: startMs, to: endMs, accountIds: [...ids] })) {
    const c = cell(bet.accountId);
    c.validBetCents += bet.validBetCents;
    c.winLossCents += bet.payoutCents - bet.betAmountCents;
  }
  const nameOf = new Map(team.map((a) => [a.id, a.username]));
  const rows = [...cells.entries()].sort(([a], [b]) => ((nameOf.get(a) ?? a) < (nameOf.get(b) ?? b) ? -1 : 1));
  const totals: ProfitLoss = { depositCents: 0, withdrawalCents: 0, validBetCents: 0, winLossCents: 0, bonusCents: 0 };
  for (const [, f] of rows) {
    totals.depositCents += f.depositCents;
    totals.withdrawalCents += f.withdrawalCents;
    totals.validBetCents += f.validBetCents;
    totals.winLossCents += f.winLossCents;
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
