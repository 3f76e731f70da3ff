/**
 * The single query-key factory (docs/conventions.md "API"). Every query of the app takes its key from here, so
 * invalidation by area (`queryKeys.games.all`) reaches every query of that area. Answers that belong to the
 * signed-in account sit under the roots listed in `ACCOUNT_QUERY_ROOTS`: sign-in, sign-out and session expiry
 * remove them all (`isAccountQueryKey`), so one account never sees another's data.
 */
/** The deposit page's root, listed among the account roots that logout drops (its builders: moneyQueryKeys.ts). */
export const DEPOSIT_ROOT = ['deposit'] as const;

export const queryKeys = {
  system: {
    all: ['system'] as const,
    status: (language: string) => ['system', 'status', language] as const,
    supportLink: (paths: readonly string[]) => ['system', 'supportLink', ...paths] as const,
  },
  session: {
    all: ['session'] as const,
    captcha: () => ['session', 'captcha'] as const,
    registerRules: () => ['session', 'registerRules'] as const,
    affiliate: (code: string, domain: string) => ['session', 'affiliate', code, domain] as const,
  },
  member: {
    all: ['member'] as const,
    info: () => ['member', 'info'] as const,
    icon: () => ['member', 'icon'] as const,
    language: () => ['member', 'language'] as const,
  },
  settings: {
    all: ['settings'] as const,
    whitelabel: () => ['settings', 'whitelabel'] as const,
    domainRoutes: () => ['settings', 'domainRoutes'] as const,
    helpCenter: (language: string) => ['settings', 'helpCenter', language] as const,
    countries: () => ['settings', 'countries'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    balance: () => ['wallet', 'balance'] as const,
    consolidated: () => ['wallet', 'consolidated'] as const,
    merchantWallet: () => ['wallet', 'merchantWallet'] as const,
    transfer: () => ['wallet', 'transfer'] as const,
  },
  games: {
    all: ['games'] as const,
    menus: (language: string) => ['games', 'menus', language] as const,
    vendors: (language: string, platform: string) => ['games', 'vendors', language, platform] as const,
    /** Keyed by the call's query (wire names), so equal requests share an entry. */
    list: (query: Readonly<Record<string, unknown>>) => ['games', 'list', query] as const,
    hotAll: ['games', 'hot'] as const,
    hot: (query: Readonly<Record<string, unknown>>) => ['games', 'hot', query] as const,
    vendorGameTypes: (vendorCode: string, language: string) =>
      ['games', 'vendorGameTypes', vendorCode, language] as const,
    pvpRooms: (vendorCode: string, nodeId: number | null, language: string) =>
      ['games', 'pvpRooms', vendorCode, nodeId, language] as const,
    winnerBoard: (language: string) => ['games', 'winnerBoard', language] as const,
  },
  /** The account's own game lists (favourites and recent games): drop `favourites.all` on logout. */
  favourites: {
    all: ['favourites'] as const,
    ids: ['favourites', 'ids'] as const,
    list: (query: Readonly<Record<string, unknown>>) => ['favourites', 'list', query] as const,
    recentAll: ['favourites', 'recent'] as const,
    recent: (query: Readonly<Record<string, unknown>>) => ['favourites', 'recent', query] as const,
  },
  announcements: {
    all: ['announcements'] as const,
    /** Audience: B (guest), A (member) or AF (member on the first login). */
    list: (language: string, audience: string) => ['announcements', 'list', language, audience] as const,
    notices: (language: string, page: number, pageSize: number) =>
      ['announcements', 'notices', language, page, pageSize] as const,
    popular: (language: string, limit: number) => ['announcements', 'popular', language, limit] as const,
  },
  lottery: {
    all: ['lottery'] as const,
    vnMenu: (prizeMode: string, language: string) => ['lottery', 'vnMenu', prizeMode, language] as const,
    /** Depends on the session: `'me'` marks it for logout. */
    vnRecent: (language: string) => ['lottery', 'me', 'vnRecent', language] as const,
    opened: (source: 'vn' | 'lotto', gameCode: string | null, size: number) =>
      ['lottery', 'opened', source, gameCode, size] as const,
  },
  live: {
    all: ['live'] as const,
    models: (language: string) => ['live', 'models', language] as const,
  },
  promotions: {
    all: ['promotions'] as const,
    missions: () => ['promotions', 'missions'] as const,
    leaderboard: (missionId: string, page: number, pageSize: number) =>
      ['promotions', 'leaderboard', missionId, page, pageSize] as const,
  },
  contracts: {
    all: ['contracts'] as const,
    list: (type: string) => ['contracts', 'list', type] as const,
  },
  points: {
    all: ['points'] as const,
    balance: () => ['points', 'balance'] as const,
    rewards: () => ['points', 'rewards'] as const,
    config: () => ['points', 'config'] as const,
    redeemList: (page: number, pageSize: number) => ['points', 'redeemList', page, pageSize] as const,
    transactions: (type: string, page: number, pageSize: number) =>
      ['points', 'transactions', type, page, pageSize] as const,
  },
  messages: {
    all: ['messages'] as const,
    unreadCount: () => ['messages', 'unreadCount'] as const,
    list: (unreadOnly: boolean, page: number, pageSize: number) =>
      ['messages', 'list', unreadOnly, page, pageSize] as const,
  },
} as const;

/** The key roots of answers that belong to the signed-in account. */
export const ACCOUNT_QUERY_ROOTS: readonly (readonly unknown[])[] = [
  queryKeys.member.all,
  queryKeys.wallet.all,
  DEPOSIT_ROOT,
  queryKeys.favourites.all,
  queryKeys.promotions.all,
  queryKeys.contracts.all,
  queryKeys.points.all,
  queryKeys.messages.all,
  ['lottery', 'me'],
  ['announcements'],
];

/** Whether a query key belongs to the signed-in account (for `queryClient.removeQueries({ predicate })`). */
export function isAccountQueryKey(key: readonly unknown[]): boolean {
  return ACCOUNT_QUERY_ROOTS.some((root) => root.every((part, i) => key[i] === part));
}
