import { betFigures } from '@atrium/domain/agent';
import type { ContractGameKind } from '@atrium/domain/contracts';
import type { BonusKind, RecordGameType } from '@atrium/domain/records';
import { TRIAL_ACCOUNT_TYPE } from '@atrium/domain/session';
import { GAMES, seedHistory, type SeededBet, type SeededBonus } from '../../seed/history';
import type { DemoAccount } from '../../state/accounts';
import { betsOf, isBettingAccount, playedBet, type SimulatedBet } from '../../state/bets';
import {
  demoLedger,
  nextLedgerReference,
  recordLedgerEntry,
  type LedgerEntry,
  type LedgerKind,
} from '../../state/ledger';
import type { DemoPlatform } from '../../state/platform';

/**
 * Each account's past, seeded into the shared ledger the first time anything asks for its records, ending at the
 * balance the account had before any entry already in the ledger, so the moves made in the app since land on top
 * and every page agrees with the balance; and the bonuses credited since, with what they were for.
 */

export interface AccountRecords {
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

/** A bonus that is not a rebate: no game type, valid bet or rate behind it. */
function plainBonus(bonusKind: BonusKind, name: string): SeededBonus {
  return { bonusKind, name, gameType: null, validBetCents: null, rateBasisPoints: null };
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
  areaOf(platform).bonuses.set(entry.reference, plainBonus(bonus.kind, bonus.name));
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
  if (account.type === TRIAL_ACCOUNT_TYPE) return records;
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

/** What a bonus of the ledger was: as credited, else an `other` bonus named by its detail. */
export function bonusOf(platform: DemoPlatform, entry: LedgerEntry): SeededBonus {
  return areaOf(platform).bonuses.get(entry.reference) ?? plainBonus('other', entry.detail ?? '');
}
