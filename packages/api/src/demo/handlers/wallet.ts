import { http, type HttpHandler } from 'msw';
import { roleOf } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { claimRequestId, isResponse, readAccountEncrypted, readJson, requireAccount } from '../http';
import { centsOf } from '../query';
import type { DemoAccount } from '../state/accounts';
import { recordLedgerEntry } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { accountRandom } from './member';
import { demoPendingOfferFields } from './contracts';
import { teamOf } from './agentTeam';

/**
 * The wallet calls (spec §7 "Wallet"): balance, transfers, consolidated funds and the merchant wallet. Money moves
 * in integer cents. The main wallet (account type 1) is the account's own `balanceCents`, which other areas (a
 * withdrawal, a redeem) move as well; the game wallets live in this area. Every transfer that changes a main wallet
 * writes the ledger in the same step (state/ledger.ts), so the account record agrees with the balance.
 *
 * A transfer to the upline needs the payment password: it comes encrypted through the password check relay
 * (`/wps/relay/passwordCheck/GCS_walletTransfer`), and the plain call refuses the UPLINE type.
 */

export const MAIN_WALLET_ID = 1;

/** The merchant's wallets (designed): the main wallet and three game wallets, each tied to a vendor. */
export const DEMO_MERCHANT_WALLETS: readonly { accountTypeId: number; name: string; vassalage: string | null }[] = [
  { accountTypeId: MAIN_WALLET_ID, name: 'Main wallet', vassalage: null },
  { accountTypeId: 2, name: 'TCG Lottery', vassalage: 'TCG' },
  { accountTypeId: 3, name: 'SABA Sports', vassalage: 'SABA' },
  { accountTypeId: 4, name: 'EVO Live', vassalage: 'EVO' },
];

/** Contract flags of the consolidated call: `…req…` a pending offer, `…info…` a contract in force (assumed). */
export interface DemoContractFlags {
  readonly dailysalreqtype: 0 | 1;
  readonly divtypereq: 0 | 1;
  readonly contracthoursalreq: 0 | 1;
  readonly realtimesalreqtype: 0 | 1;
  readonly dailysalinfotype: 0 | 1;
  readonly divtypeinfo: 0 | 1;
  readonly contracthoursalinfo: 0 | 1;
  readonly realtimesalinfotype: 0 | 1;
}

const NO_CONTRACTS: DemoContractFlags = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfotype: 0,
  divtypeinfo: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
};

/** Seeded contract situations, so the agent centre and the contract popup have something to show. */
const SEEDED_CONTRACT_FLAGS: Readonly<Record<string, Partial<DemoContractFlags>>> = {
  // The top agent runs every contract type with its downlines.
  'a-2001': { dailysalinfotype: 1, divtypeinfo: 1, contracthoursalinfo: 1, realtimesalinfotype: 1 },
  // subagent1 has a dividend and a daily salary, and an hourly salary offer waits for it.
  'a-2002': { divtypeinfo: 1, dailysalinfotype: 1, contracthoursalreq: 1 },
  // subagent2 has a real-time salary and a dividend offer waiting.
  'a-2003': { realtimesalinfotype: 1, divtypereq: 1 },
  // downline1 has a daily salary offer waiting.
  'm-3001': { dailysalreqtype: 1 },
};

export interface DemoWalletState {
  /** A single-wallet merchant (`isSingle`): no game wallets, no wallet-to-wallet transfers. */
  singleWallet: boolean;
  /** accountId → game wallet account type → cents (made on first use, seeded per account). */
  readonly gameWallets: Map<string, Map<number, number>>;
  /** `accountId:requestId` of transfers already done: a second identical request is refused. */
  readonly doneRequestIds: Set<string>;
  readonly contractFlags: Map<string, DemoContractFlags>;
  transfers: number;
}

export function demoWalletState(platform: DemoPlatform): DemoWalletState {
  return platform.area<DemoWalletState>('wallet', () => ({
    singleWallet: false,
    gameWallets: new Map(),
    doneRequestIds: new Set(),
    contractFlags: new Map(Object.entries(SEEDED_CONTRACT_FLAGS).map(([id, f]) => [id, { ...NO_CONTRACTS, ...f }])),
    transfers: 0,
  }));
}

/** Puts the demo merchant in single-wallet mode (or back), for stories and tests. */
export function setDemoSingleWallet(platform: DemoPlatform, single: boolean): void {
  demoWalletState(platform).singleWallet = single;
}

function gameWalletsOf(platform: DemoPlatform, account: DemoAccount): Map<number, number> {
  const state = demoWalletState(platform);
  let wallets = state.gameWallets.get(account.id);
  if (!wallets) {
    const random = accountRandom(platform, account.id, 0x3a11e7);
    const isTrial = roleOf(account) === 'trial';
    wallets = new Map(
      DEMO_MERCHANT_WALLETS.filter((w) => w.accountTypeId !== MAIN_WALLET_ID).map((w) => [
        w.accountTypeId,
        // Whole-cent amounts up to 500.00; trial accounts start empty.
        isTrial ? 0 : Math.floor(random() * 50_000),
      ]),
    );
    state.gameWallets.set(account.id, wallets);
  }
  return wallets;
}

/** The cents in one wallet of an account, or null for a wallet the merchant does not have. */
export function demoWalletCents(platform: DemoPlatform, account: DemoAccount, accountTypeId: number): number | null {
  if (accountTypeId === MAIN_WALLET_ID) return account.balanceCents;
  if (demoWalletState(platform).singleWallet) return null;
  return gameWalletsOf(platform, account).get(accountTypeId) ?? null;
}

function balanceOf(platform: DemoPlatform, account: DemoAccount) {
  const single = demoWalletState(platform).singleWallet;
  const wallets: [number, number][] = [[MAIN_WALLET_ID, account.balanceCents]];
  if (!single) wallets.push(...gameWalletsOf(platform, account));
  const sum = wallets.reduce((total, [, cents]) => total + cents, 0);
  return {
    sumBalance: sum / 100,
    balance: wallets.map(([accountTypeId, cents]) => ({ accountTypeId, availBalance: cents / 100 })),
    currency: account.currency,
    currencySymbol: account.currencySymbol,
  };
}

/** How a transfer request reached the platform: the plain call, or encrypted through the password check. */
type TransferChannel = 'plain' | 'passwordCheck';

function walletName(accountTypeId: number): string {
  return DEMO_MERCHANT_WALLETS.find((w) => w.accountTypeId === accountTypeId)?.name ?? String(accountTypeId);
}

/** The payment password check of the password-check relay; null when it passes. */
function checkPaymentPassword(account: DemoAccount, body: Record<string, unknown>): Response | null {
  const given = body['paymentPassword'];
  if (typeof given !== 'string' || given === '') return refuse(400, 'field.format', 'Payment password required');
  if (account.paymentPassword === null) {
    return refuse(400, 'payment.password.not.set', 'Set a payment password first');
  }
  if (given !== account.paymentPassword) {
    return refuse(400, 'payment.password.incorrect', 'The payment password is incorrect');
  }
  return null;
}

function transfer(
  platform: DemoPlatform,
  account: DemoAccount,
  body: Record<string, unknown>,
  channel: TransferChannel,
): Response {
  const state = demoWalletState(platform);
  const claim = claimRequestId(state.doneRequestIds, account.id, body, 'This transfer was already made');
  if (isResponse(claim)) return claim;
  const { requestId, key: doneKey } = claim;
  const cents = centsOf(body['amount']);
  if (cents === null) return refuse(400, 'field.format', 'The amount must be positive, with at most 2 decimals');
  if (roleOf(account) === 'trial') return refuse(403, 'operation.not.allowed', 'Trial accounts cannot transfer');
  if (body['transferType'] === 'UPLINE' && channel !== 'passwordCheck') {
    return refuse(403, 'operation.not.allowed', 'A transfer to the upline needs the payment password');
  }
  if (channel === 'passwordCheck') {
    const refused = checkPaymentPassword(account, body);
    if (refused) return refused;
  }

  let move: () => void;
  let counterpart: string | null = null;
  switch (body['transferType']) {
    case 'WALLET': {
      if (state.singleWallet) return refuse(400, 'function.not.available', 'This merchant has a single wallet');
      const from = body['fromAccountTypeId'];
      const to = body['toAccountTypeId'];
      if (typeof from !== 'number' || typeof to !== 'number' || from === to) {
        return refuse(400, 'field.format', 'Choose two different wallets');
      }
      const fromCents = demoWalletCents(platform, account, from);
      const toCents = demoWalletCents(platform, account, to);
      if (fromCents === null || toCents === null) return refuse(400, 'field.format', 'Unknown wallet');
      // Transfers go between the main wallet and a game wallet, never between two game wallets.
      if (from !== MAIN_WALLET_ID && to !== MAIN_WALLET_ID) {
        return refuse(400, 'operation.not.allowed', 'Transfer through the main wallet');
      }
      if (fromCents < cents) return refuse(400, 'balance.not.sufficient', 'Balance not sufficient');
      move = () => {
        const games = gameWalletsOf(platform, account);
        if (from === MAIN_WALLET_ID) account.balanceCents -= cents;
        else games.set(from, fromCents - cents);
        if (to === MAIN_WALLET_ID) account.balanceCents += cents;
        else games.set(to, toCents + cents);
        // The ledger is the main wallet's: a move into it is money in, a move out of it money out.
        recordLedgerEntry(platform, {
          accountId: account.id,
          kind: to === MAIN_WALLET_ID ? 'transferIn' : 'transferOut',
          amountCents: to === MAIN_WALLET_ID ? cents : -cents,
          detail: walletName(to === MAIN_WALLET_ID ? from : to),
        });
      };
      break;
    }
    case 'DOWNLINE':
    case 'UPLINE': {
      let target: DemoAccount | null;
      if (body['transferType'] === 'DOWNLINE') {
        if (roleOf(account) !== 'agent') return refuse(403, 'operation.not.allowed', 'Only agents have downlines');
        const name = body['targetAccount'];
        if (typeof name !== 'string' || name.trim() === '') return refuse(400, 'field.format', 'Account required');
        target = platform.accountByUsername(name);
        if (!target) return refuse(400, 'USER_NOT_EXIST', 'Username does not exist');
        // Any downline of the agent's tree, direct or indirect (§2 downlineManagmentView); nobody outside it.
        const targetId = target.id;
        if (!teamOf(platform, account.id).some((a) => a.id === targetId)) {
          return refuse(403, 'operation.not.allowed', 'Not your downline');
        }
      } else {
        target = account.parentId ? platform.accountById(account.parentId) : null;
        if (!target) return refuse(403, 'operation.not.allowed', 'No upline');
      }
      if (account.balanceCents < cents) return refuse(400, 'balance.not.sufficient', 'Balance not sufficient');
      const receiver = target;
      counterpart = receiver.username;
      move = () => {
        account.balanceCents -= cents;
        recordLedgerEntry(platform, {
          accountId: account.id,
          kind: 'transferOut',
          amountCents: -cents,
          detail: receiver.username,
        });
        receiver.balanceCents += cents;
        recordLedgerEntry(platform, {
          accountId: receiver.id,
          kind: 'transferIn',
          amountCents: cents,
          detail: account.username,
        });
      };
      break;
    }
    default:
      return refuse(400, 'field.format', 'Unknown transfer type');
  }

  move();
  state.doneRequestIds.add(doneKey);
  state.transfers += 1;
  return ok({
    requestId,
    transferId: `TR${String(state.transfers).padStart(8, '0')}`,
    amount: cents / 100,
    ...(counterpart === null ? {} : { targetAccount: counterpart }),
  });
}

export function walletHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/v2/wallets/balance', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok(balanceOf(platform, account));
    }),

    http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      return isResponse(body) ? body : transfer(platform, account, body, 'plain');
    }),

    http.post('*/wps/relay/passwordCheck/GCS_walletTransfer', async ({ request }) => {
      const call = await readAccountEncrypted(platform, request);
      return isResponse(call) ? call : transfer(platform, call.account, call.body, 'passwordCheck');
    }),

    http.get('*/wps/member/info/funds/consolidated', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      // §6 "Trial … skips … consolidated fetches": the platform refuses one that is made anyway.
      if (roleOf(account) === 'trial') return refuse(403, 'operation.not.allowed', 'Not available to trial accounts');
      // The offers waiting for the account's answer ride in the `…req…` fields as lists (handlers/contracts).
      const flags = demoWalletState(platform).contractFlags.get(account.id) ?? NO_CONTRACTS;
      return ok({ ...flags, ...demoPendingOfferFields(platform, account) });
    }),

    // Merchant configuration: needs no session (assumed).
    http.get('*/wps/relay/GCS_merchantWallet', () => {
      const single = demoWalletState(platform).singleWallet;
      return ok({
        isSingle: single,
        wallets: single
          ? DEMO_MERCHANT_WALLETS.filter((w) => w.accountTypeId === MAIN_WALLET_ID)
          : DEMO_MERCHANT_WALLETS,
      });
    }),
  ];
}
