import { DEPOSIT_ROOT } from './queryKeys';

/**
 * The query keys of the member centre's money pages (records, deposit, withdraw). A module apart from queryKeys.ts:
 * that one is in the start-up chunk, and keys only these lazy pages build would weigh on every first paint there.
 * Records and withdraw sit under the wallet's root, so every money move's wallet refresh refreshes them and logout
 * drops them with the wallet; the deposit's root is among the account roots.
 */
export const moneyQueryKeys = {
  /**
   * The member's records, under the wallet's root: every money move invalidates `wallet.all`, which refreshes them,
   * and logout drops them with the wallet.
   */
  records: {
    all: ['wallet', 'records'] as const,
    bets: (query: Readonly<Record<string, unknown>>) => ['wallet', 'records', 'bets', query] as const,
    transactions: (query: Readonly<Record<string, unknown>>) => ['wallet', 'records', 'transactions', query] as const,
    profit: (query: Readonly<Record<string, unknown>>) => ['wallet', 'records', 'profit', query] as const,
    bonuses: (query: Readonly<Record<string, unknown>>) => ['wallet', 'records', 'bonuses', query] as const,
  },
  /** The account's deposit methods and orders. */
  deposit: {
    all: DEPOSIT_ROOT,
    methods: (language: string) => ['deposit', 'methods', language] as const,
    orders: () => ['deposit', 'orders'] as const,
    create: () => ['deposit', 'create'] as const,
    cancel: () => ['deposit', 'cancel'] as const,
  },
  /**
   * The withdraw page's answers live under the wallet root: every money move's `wallet.all` invalidation refreshes
   * the withdrawable amount and the lists, and signing out removes them with the wallet's.
   */
  withdraw: {
    all: ['wallet', 'withdraw'] as const,
    info: () => ['wallet', 'withdraw', 'info'] as const,
    bankCards: () => ['wallet', 'withdraw', 'bankCards'] as const,
    list: (page: number, pageSize: number) => ['wallet', 'withdraw', 'list', page, pageSize] as const,
    confirmations: () => ['wallet', 'withdraw', 'confirmations'] as const,
  },
};
