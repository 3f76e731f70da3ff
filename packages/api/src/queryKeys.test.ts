import { describe, expect, it } from 'vitest';
import { isAccountQueryKey, queryKeys } from './queryKeys';

describe('query keys: what sign-in and sign-out must drop', () => {
  const accountKeys: (readonly unknown[])[] = [
    queryKeys.member.info(),
    queryKeys.wallet.balance(),
    queryKeys.favourites.ids,
    queryKeys.points.balance(),
    queryKeys.messages.unreadCount(),
    queryKeys.lottery.vnRecent('EN'),
  ];
  const publicKeys: (readonly unknown[])[] = [
    queryKeys.system.status('EN'),
    queryKeys.settings.whitelabel(),
    queryKeys.games.all,
  ];

  it('answers that belong to the account are recognised', () => {
    for (const key of accountKeys) expect(isAccountQueryKey(key), JSON.stringify(key)).toBe(true);
  });

  it('answers that are the same for everyone survive a sign-out', () => {
    for (const key of publicKeys) expect(isAccountQueryKey(key), JSON.stringify(key)).toBe(false);
  });
});
