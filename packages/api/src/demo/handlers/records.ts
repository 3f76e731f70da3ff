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
      const entries = demoLedger(platform)
        .entries.filter((e) => e.accountId === account.id && kinds.includes(e.kind) && inRange(e.at, query))
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
      const sumOf = (kinds: readonly LedgerKind[]) =>
        demoLedger(platform)
          .entries.filter((e) => e.accountId === account.id && kinds.includes(e.kind) && inRange(e.at, query))
          .reduce((s, e) => s + e.amountCents, 0);
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
