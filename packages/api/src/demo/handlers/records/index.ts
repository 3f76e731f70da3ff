import { http, type HttpHandler } from 'msw';
import { betFigures, type PlayedBet } from '@atrium/domain/agent';
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
import { ok } from '../../envelope';
import { badParams, isResponse, requireMember } from '../../http';
import { MAX_SPAN_MS, money, numberedPage, readLenientPage } from '../../query';
import type { SeededBet } from '../../seed/history';
import type { DemoAccount } from '../../state/accounts';
import { demoLedger, type LedgerKind } from '../../state/ledger';
import type { DemoPlatform } from '../../state/platform';
import { betRecordsOf, bonusOf, demoRecords } from './history';
import { moneyMovesOf } from './timeline';

/**
 * The record pages of the member centre (§2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails).
 * Each account's past is seeded into the shared ledger the first time anything asks for its records, ending at the
 * balance the account had before any entry already in the ledger, so the moves made in the app since land on top
 * and every page agrees with the balance. Call shapes are assumed (packages/api README "Records").
 */

export { betRecordsOf, demoRecords, recordDemoBonus, type AccountRecords } from './history';
export { CASH_OUT_DETAIL, moneyMovesOf, timelineIndexAt, timelineOf, type Timeline } from './timeline';

interface Query {
  readonly startTime: number;
  readonly endTime: number;
  readonly pageNo: number;
  readonly pageSize: number;
}

function readQuery(url: URL): Query | null {
  const search = url.searchParams;
  const startTime = Number(search.get('startTime'));
  const endTime = Number(search.get('endTime'));
  if (!search.has('startTime') || !search.has('endTime')) return null;
  if (!Number.isSafeInteger(startTime) || !Number.isSafeInteger(endTime) || startTime > endTime) return null;
  if (endTime - startTime > MAX_SPAN_MS) return null;
  const page = readLenientPage(search);
  return page && { startTime, endTime, ...page };
}

const paged = <T>(items: readonly T[], query: Query) => numberedPage(items, query.pageNo, query.pageSize);
const inRange = (at: number, q: Query) => at >= q.startTime && at <= q.endTime;

/** An optional filter: absent or empty is null; a value the parser does not know is `undefined` (refused). */
function optionalParam<T>(url: URL, name: string, parse: (raw: unknown) => T | null): T | null | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return null;
  return parse(raw) ?? undefined;
}

/**
 * A record call: the signed-in member's (trial accounts have no records), its range, page and filters read (null:
 * refused), its past seeded, then `answer`.
 */
function recordCall<F>(
  platform: DemoPlatform,
  relay: string,
  readFilters: (url: URL) => F | null,
  answer: (account: DemoAccount, query: Query, filters: F) => Response,
) {
  return http.get(`*/wps/relay/${relay}`, ({ request }) => {
    const account = requireMember(platform, request, 'Please register an account first');
    if (isResponse(account)) return account;
    const url = new URL(request.url);
    const query = readQuery(url);
    const filters = readFilters(url);
    if (!query || filters === null) return badParams();
    demoRecords(platform, account);
    return answer(account, query, filters);
  });
}

function betFilters(url: URL) {
  const gameType = optionalParam<RecordGameType>(url, 'gameType', parseRecordGameType);
  const status = optionalParam<BetStatus>(url, 'status', parseBetStatus);
  return gameType === undefined || status === undefined ? null : { gameType, status };
}

function transactionFilter(url: URL) {
  const filter = optionalParam(url, 'type', parseTransactionFilter);
  return filter === undefined ? null : { filter };
}

function bonusFilter(url: URL) {
  const bonusType = optionalParam<BonusKind>(url, 'bonusType', parseBonusKind);
  return bonusType === undefined ? null : { bonusType };
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

export function recordsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    // Betting record: the account's bets placed in the range, newest first.
    recordCall(platform, 'MCSFE_getBetHistory', betFilters, (account, query, { gameType, status }) => {
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
    recordCall(platform, 'MCSFE_getTransactionHistory', transactionFilter, (account, query, { filter }) => {
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
    recordCall(
      platform,
      'MCSFE_getPersonalProfit',
      () => ({}),
      (account, query) => {
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
      },
    ),

    // Bonus details: every bonus credited in the range, rebates with the valid bet and rate they were worked out on.
    recordCall(platform, 'MCSFE_getBonusDetails', bonusFilter, (account, query, { bonusType }) => {
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
