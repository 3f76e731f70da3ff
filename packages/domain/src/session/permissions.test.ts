import { describe, expect, it } from 'vitest';
import {
  GUARDED_ACTIONS,
  accessFor,
  canPlayForReal,
  memberFetchPlan,
  sessionFlags,
  type GuardedAction,
} from './permissions';
import type { Role } from './roles';

type Expected = 'allow' | 'openLogin' | 'realAccountRequired' | 'needTrueAccount' | 'redirectToAgentLanding';

/** The §6 permission table, one row per action: guest, trial, member, agent. */
const TABLE: ReadonlyArray<readonly [GuardedAction, Expected, Expected, Expected, Expected]> = [
  ['startGame', 'openLogin', 'realAccountRequired', 'allow', 'allow'],
  ['lotteryPage', 'openLogin', 'realAccountRequired', 'allow', 'allow'],
  ['favourites', 'openLogin', 'needTrueAccount', 'allow', 'allow'],
  ['recentGames', 'openLogin', 'needTrueAccount', 'allow', 'allow'],
  ['memberPanel', 'openLogin', 'needTrueAccount', 'allow', 'allow'],
  ['accountPanel', 'openLogin', 'needTrueAccount', 'allow', 'allow'],
  ['contractPopup', 'openLogin', 'needTrueAccount', 'allow', 'allow'],
  ['liveShow', 'openLogin', 'allow', 'allow', 'allow'],
  ['agentCentre', 'redirectToAgentLanding', 'redirectToAgentLanding', 'redirectToAgentLanding', 'allow'],
];

const ROLES: readonly Role[] = ['guest', 'trial', 'member', 'agent'];

describe('§6 Roles and permissions', () => {
  it('the table covers every guarded action', () => {
    expect(TABLE.map(([action]) => action).sort()).toEqual([...GUARDED_ACTIONS].sort());
  });

  it.each(TABLE.flatMap(([action, ...byRole]) => ROLES.map((role, i) => [action, role, byRole[i]!] as const)))(
    '%s as %s: %s',
    (action, role, expected) => {
      const decision = accessFor(role, action);
      expect(decision).toEqual(expected === 'allow' ? { allowed: true } : { allowed: false, refusal: expected });
    },
  );

  it.each([
    ['guest', false],
    ['trial', false],
    ['member', true],
    ['agent', true],
  ] as const)('§4 Game start: %s plays for real: %s', (role, expected) => {
    expect(canPlayForReal(role)).toBe(expected);
  });

  it.each([
    ['guest', { isLogin: false, isAgent: false, isTrial: false }],
    ['trial', { isLogin: true, isAgent: false, isTrial: true }],
    ['member', { isLogin: true, isAgent: false, isTrial: false }],
    ['agent', { isLogin: true, isAgent: true, isTrial: false }],
  ] as const)('§3 login state flags for %s', (role, flags) => {
    expect(sessionFlags(role)).toEqual(flags);
  });
});

describe('§6 "Trial … skips unread-message and consolidated fetches"; "With AGENTPOLICY3 and not trial, a consolidated fetch runs"', () => {
  it.each([
    ['guest', true, false, false],
    ['guest', false, false, false],
    ['trial', true, false, false],
    ['trial', false, false, false],
    ['member', true, true, true],
    ['member', false, true, false],
    ['agent', true, true, true],
    ['agent', false, true, false],
  ] as const)('%s with AGENTPOLICY3=%s: unread %s, consolidated %s', (role, policy, unread, consolidated) => {
    expect(memberFetchPlan(role, policy)).toEqual({ unreadMessages: unread, consolidatedFunds: consolidated });
  });
});
