/**
 * The single query-key factory (CONVENTIONS.md "API"). Every query of the app takes its key from here, so
 * invalidation by area (`queryKeys.games.all`) reaches every query of that area. Keys that depend on the
 * session start with the account's token-independent scope (`'me'`) so a logout can drop them all.
 */
export const queryKeys = {
  system: {
    all: ['system'] as const,
    status: (language: string) => ['system', 'status', language] as const,
  },
  // session-area keys (helper A1)
  session: {
    all: ['session'] as const,
  },
  // member-area keys (helper A2)
  member: {
    all: ['member'] as const,
  },
  // settings-area keys (helper A2)
  settings: {
    all: ['settings'] as const,
  },
  // wallet-area keys (helper A2)
  wallet: {
    all: ['wallet'] as const,
  },
  // games-area keys (helper B1)
  games: {
    all: ['games'] as const,
  },
  // favourites-area keys (helper B1)
  favourites: {
    all: ['favourites'] as const,
  },
  // announcements-area keys (helper B2)
  announcements: {
    all: ['announcements'] as const,
  },
  // lottery-area keys (helper B2)
  lottery: {
    all: ['lottery'] as const,
  },
  // live-area keys (helper B2)
  live: {
    all: ['live'] as const,
  },
  // promotions-area keys (helper C)
  promotions: {
    all: ['promotions'] as const,
    missions: () => ['promotions', 'missions'] as const,
    leaderboard: (missionId: string, page: number, pageSize: number) =>
      ['promotions', 'leaderboard', missionId, page, pageSize] as const,
  },
  // contracts-area keys (helper C)
  contracts: {
    all: ['contracts'] as const,
    list: (type: string) => ['contracts', 'list', type] as const,
  },
  // points-area keys (helper C)
  points: {
    all: ['points'] as const,
    balance: () => ['points', 'balance'] as const,
    rewards: () => ['points', 'rewards'] as const,
    config: () => ['points', 'config'] as const,
    redeemList: (page: number, pageSize: number) => ['points', 'redeemList', page, pageSize] as const,
    transactions: (type: string, page: number, pageSize: number) =>
      ['points', 'transactions', type, page, pageSize] as const,
  },
  // messages-area keys (helper C)
  messages: {
    all: ['messages'] as const,
    unreadCount: () => ['messages', 'unreadCount'] as const,
    list: (unreadOnly: boolean, page: number, pageSize: number) =>
      ['messages', 'list', unreadOnly, page, pageSize] as const,
  },
} as const;
