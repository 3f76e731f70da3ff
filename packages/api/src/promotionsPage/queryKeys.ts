/** Query keys of the promotions page (§2 /promotions): their own module, so the shared key table stays untouched. */
export const promotionsPageKeys = {
  all: ['promotionsPage'] as const,
  list: (language: string, isLoggedIn: boolean) => [...promotionsPageKeys.all, 'list', language, isLoggedIn] as const,
};
