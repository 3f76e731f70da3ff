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
  // session-area keys (helper A)
  session: {
    all: ['session'] as const,
  },
  // member-area keys (helper A)
  member: {
    all: ['member'] as const,
  },
  // settings-area keys (helper A)
  settings: {
    all: ['settings'] as const,
  },
  // wallet-area keys (helper A)
  wallet: {
    all: ['wallet'] as const,
  },
  // games-area keys (helper B)
  games: {
    all: ['games'] as const,
  },
  // favourites-area keys (helper B)
  favourites: {
    all: ['favourites'] as const,
  },
  // announcements-area keys (helper B)
  announcements: {
    all: ['announcements'] as const,
  },
  // lottery-area keys (helper B)
  lottery: {
    all: ['lottery'] as const,
  },
  // live-area keys (helper B)
  live: {
    all: ['live'] as const,
  },
  // promotions-area keys (helper C)
  promotions: {
    all: ['promotions'] as const,
  },
  // contracts-area keys (helper C)
  contracts: {
    all: ['contracts'] as const,
  },
  // points-area keys (helper C)
  points: {
    all: ['points'] as const,
  },
  // messages-area keys (helper C)
  messages: {
    all: ['messages'] as const,
  },
} as const;
