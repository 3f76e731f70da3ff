import { describe, expect, it } from 'vitest';
import { KEPT_ON_LOGOUT, SESSION_STORAGE_KEYS, logoutPlan } from './logout';

describe('§4 Logout: "clears session storage but keeps merchant code; sets logged-out and not-agent"', () => {
  const present = Object.values(SESSION_STORAGE_KEYS);

  it('removes every key present except the merchant code', () => {
    const plan = logoutPlan(present, false);
    expect(plan.removeSessionKeys).not.toContain('merchantCode');
    expect([...plan.removeSessionKeys, ...KEPT_ON_LOGOUT].sort()).toEqual([...present].sort());
  });

  it('also removes keys it does not know', () => {
    expect(logoutPlan(['merchantCode', 'someoneElsesKey'], false).removeSessionKeys).toEqual(['someoneElsesKey']);
  });

  it.each([
    [false, '/', false],
    [true, '/agent', true],
  ])(
    'from the agent centre %s: go to %s (replace %s) — §2 "after agent logout replace route with /agent"',
    (agent, to, replace) => {
      const plan = logoutPlan(present, agent);
      expect(plan).toMatchObject({
        navigation: { to, replace },
        flags: { isLogin: false, isAgent: false, isTrial: false },
      });
    },
  );
});
