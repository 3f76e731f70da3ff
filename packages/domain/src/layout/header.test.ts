import { describe, expect, it } from 'vitest';
import type { Role } from '../session/roles';
import { accessFor } from '../session/permissions';
import {
  ACCOUNT_MENU_ACCESS,
  ACCOUNT_MENU_ORDER,
  accountMenuItems,
  headerControls,
  type AccountMenuItem,
} from './header';

const MEMBER_MENU: readonly AccountMenuItem[] = ['myAccount', 'withdraw', 'accountRecord', 'bettingRecord', 'signOut'];

describe('§2 Header: the account dropdown a role sees', () => {
  it.each([
    ['a guest has no account dropdown (login and register buttons instead)', 'guest', []],
    ['a member: my account, withdraw, account record, betting record, sign out', 'member', MEMBER_MENU],
    [
      'an agent also sees the agent centre ("agent centre if agent"), second as in §2',
      'agent',
      ['myAccount', 'agentCentre', 'withdraw', 'accountRecord', 'bettingRecord', 'signOut'],
    ],
    ['a trial user sees the member entries (§5: trial users are warned when they try them)', 'trial', MEMBER_MENU],
  ] as const)('%s', (_rule, role, expected) => {
    expect(accountMenuItems(role)).toEqual(expected);
  });

  it('every logged-in role can sign out, and only an agent sees the agent centre', () => {
    for (const role of ['member', 'trial', 'agent'] as const) {
      expect(accountMenuItems(role)).toContain('signOut');
      expect(accountMenuItems(role).includes('agentCentre')).toBe(role === 'agent');
    }
  });

  it('the agent menu is the §2 order in full', () => {
    expect(accountMenuItems('agent')).toEqual([...ACCOUNT_MENU_ORDER]);
  });
});

describe('§2 Header / §5 / §6: what choosing an entry is allowed to do', () => {
  it.each([
    ['member', 'myAccount', true],
    ['member', 'withdraw', true],
    ['member', 'accountRecord', true],
    ['member', 'bettingRecord', true],
    ['agent', 'agentCentre', true],
    ['agent', 'withdraw', true],
    ['trial', 'myAccount', false],
    ['trial', 'withdraw', false],
    ['trial', 'accountRecord', false],
    ['trial', 'bettingRecord', false],
  ] as const)('%s choosing %s is allowed: %s', (role, item, allowed) => {
    const action = ACCOUNT_MENU_ACCESS[item];
    expect(action).not.toBeNull();
    expect(accessFor(role, action!).allowed).toBe(allowed);
  });

  it('a trial user gets the "need a true account" warning for every panel entry (§5)', () => {
    for (const item of accountMenuItems('trial')) {
      const action = ACCOUNT_MENU_ACCESS[item];
      if (action === null) continue;
      expect(accessFor('trial', action)).toEqual({ allowed: false, refusal: 'needTrueAccount' });
    }
  });

  it('signing out needs no permission', () => {
    expect(ACCOUNT_MENU_ACCESS.signOut).toBeNull();
  });
});

describe('§2 Header: guest buttons or account controls', () => {
  it.each([
    ['guest with DIRECTREG3 on: login and register', 'guest', true, { kind: 'guest', hasRegister: true }],
    ['guest with DIRECTREG3 off: login only', 'guest', false, { kind: 'guest', hasRegister: false }],
    ['member: the account controls', 'member', true, { kind: 'account', accountMenu: MEMBER_MENU }],
    ['trial: the account controls', 'trial', false, { kind: 'account', accountMenu: MEMBER_MENU }],
  ] as const)('%s', (_rule, role: Role, registrationOn, expected) => {
    expect(headerControls(role, registrationOn)).toEqual(expected);
  });

  it('the register switch does not change a logged-in header', () => {
    expect(headerControls('agent', true)).toEqual(headerControls('agent', false));
  });
});
