/** Query keys of the winners page (§2 winner lists and leaderboard): their own module, so the shared key table stays
 * untouched. */
export const winnersKeys = {
  all: ['winners'] as const,
  list: (language: string, category: string) => [...winnersKeys.all, 'list', language, category] as const,
  leaderboard: (period: string, isLoggedIn: boolean) =>
    [...winnersKeys.all, 'leaderboard', period, isLoggedIn] as const,
};
