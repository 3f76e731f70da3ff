import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AFTER_FORCED_PASSWORD_CHANGE,
  afterLoginSuccess,
  forcedPasswordChangeReason,
  loginGate,
  type LoginContext,
  type LoginSuccess,
} from './postLogin';

/** The brand's configured default password: a test value, standing in for the spec's "{secret}". */
const DEFAULT_PASSWORD = 'brand-default-9';

const member: LoginSuccess = { token: 'tok-1', accountType: 0, firstTimeLogin: false, passwordExpired: false };
const popup: LoginContext = {
  loginType: 'username',
  entry: 'popup',
  enteredPassword: 'my-own-pass',
  defaultPassword: DEFAULT_PASSWORD,
  passwordExpiryEnabled: true,
};

describe('§4 "After login success"', () => {
  it('"token stored in session … otherwise user info loads"', () => {
    expect(afterLoginSuccess(member, popup)).toEqual({
      outcome: 'accepted',
      role: 'member',
      effects: [
        { type: 'storeToken', token: 'tok-1' },
        { type: 'setSession', flags: { isLogin: true, isAgent: false, isTrial: false } },
        { type: 'closeLoginPopup' },
        { type: 'loadUserInfo' },
      ],
    });
  });

  it('"if firstTimeLogin, a first-login action runs"', () => {
    const decision = afterLoginSuccess({ ...member, firstTimeLogin: true }, popup);
    expect(decision.outcome === 'accepted' && decision.effects.map((e) => e.type)).toEqual([
      'storeToken',
      'setSession',
      'closeLoginPopup',
      'runFirstLoginAction',
      'loadUserInfo',
    ]);
  });

  it.each([
    ['username', DEFAULT_PASSWORD, false, true, 'defaultPassword'],
    ['username', 'other', true, true, 'expired'],
    ['username', 'other', true, false, null],
    ['username', 'other', false, true, null],
    ['username', DEFAULT_PASSWORD, true, true, 'defaultPassword'],
    ['sms', DEFAULT_PASSWORD, true, true, null],
    ['firebase', DEFAULT_PASSWORD, true, true, null],
    ['social', null, true, true, 'expired'],
    ['freeplay', null, false, true, null],
    ['username', ` ${DEFAULT_PASSWORD}`, false, true, null],
  ] as const)(
    '"password equals default {secret}, or expired with expiry enabled, and login type not sms/firebase": type %s, password %j, expired %s, expiry on %s → %s',
    (loginType, enteredPassword, passwordExpired, passwordExpiryEnabled, expected) => {
      expect(
        forcedPasswordChangeReason(
          { ...member, passwordExpired },
          { ...popup, loginType, enteredPassword, passwordExpiryEnabled },
        ),
      ).toBe(expected);
    },
  );

  it.each([null, ''])('a brand without a default password (%j) never forces a change by match', (defaultPassword) => {
    expect(forcedPasswordChangeReason(member, { ...popup, enteredPassword: '', defaultPassword })).toBeNull();
  });

  it('"forced change-password popup opens" instead of loading user info', () => {
    const decision = afterLoginSuccess(member, { ...popup, enteredPassword: DEFAULT_PASSWORD });
    expect(decision.outcome === 'accepted' && decision.effects.slice(3)).toEqual([
      { type: 'openForcedPasswordChange', reason: 'defaultPassword' },
    ]);
  });

  it('"On the agent page go to /agentHome"', () => {
    const decision = afterLoginSuccess({ ...member, accountType: 41 }, { ...popup, entry: 'agentPage' });
    expect(decision).toMatchObject({ outcome: 'accepted', role: 'agent' });
    expect(decision.outcome === 'accepted' && decision.effects.slice(-2)).toEqual([
      { type: 'loadUserInfo' },
      { type: 'navigate', to: '/agentHome', replace: false },
    ]);
  });

  it('an agent logging in from the popup stays where they are', () => {
    const decision = afterLoginSuccess({ ...member, accountType: 1 }, popup);
    expect(decision.outcome === 'accepted' && decision.effects.some((e) => e.type === 'navigate')).toBe(false);
  });

  it('decision: a forced change on the agent page does not go on to /agentHome', () => {
    const decision = afterLoginSuccess(
      { ...member, accountType: 2, passwordExpired: true },
      { ...popup, entry: 'agentPage' },
    );
    expect(decision.outcome === 'accepted' && decision.effects.map((e) => e.type)).toEqual([
      'storeToken',
      'setSession',
      'closeLoginPopup',
      'openForcedPasswordChange',
    ]);
  });

  it('"After forced change: reload user info, close popup, go to /"', () => {
    expect(AFTER_FORCED_PASSWORD_CHANGE).toEqual([
      { type: 'loadUserInfo' },
      { type: 'closeChangePasswordPopup' },
      { type: 'navigate', to: '/', replace: false },
    ]);
  });

  it('a trial account is stored as trial', () => {
    const decision = afterLoginSuccess(
      { ...member, accountType: 4 },
      { ...popup, loginType: 'freeplay', enteredPassword: null },
    );
    expect(decision.outcome === 'accepted' && decision.effects[1]).toEqual({
      type: 'setSession',
      flags: { isLogin: true, isAgent: false, isTrial: true },
    });
  });
});

describe('§6 "Agent-only login rejects non-agents; social sign-in rejects non-members"', () => {
  it.each([
    ['agentPage', 'agent', null],
    ['agentPage', 'member', 'nonAgentCannotLogin'],
    ['agentPage', 'trial', 'nonAgentCannotLogin'],
    ['social', 'member', null],
    ['social', 'agent', 'nonMemberCannotLogin'],
    ['social', 'trial', 'nonMemberCannotLogin'],
    ['popup', 'agent', null],
    ['popup', 'trial', null],
    ['popup', 'member', null],
  ] as const)('entry %s, role %s → %s', (entry, role, expected) => {
    expect(loginGate(entry, role)).toBe(expected);
  });

  it('a refused login stores nothing and ends the server session it opened', () => {
    expect(afterLoginSuccess(member, { ...popup, entry: 'agentPage' })).toEqual({
      outcome: 'rejected',
      error: 'nonAgentCannotLogin',
      effects: [{ type: 'endServerSession', token: 'tok-1' }],
    });
    expect(
      afterLoginSuccess({ ...member, accountType: 42 }, { ...popup, entry: 'social', loginType: 'social' }),
    ).toMatchObject({
      outcome: 'rejected',
      error: 'nonMemberCannotLogin',
    });
  });

  it('property: no effect ever carries the entered password', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        (password, type, expired) => {
          const decision = afterLoginSuccess(
            { token: 'tok', accountType: type, firstTimeLogin: true, passwordExpired: expired },
            { ...popup, enteredPassword: `pw:${password}`, defaultPassword: `pw:${password}` },
          );
          expect(JSON.stringify(decision)).not.toContain(`pw:${password}`);
        },
      ),
    );
  });
});
