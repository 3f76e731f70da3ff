import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  authDialogAfter,
  captchaAfterLoginFailure,
  captchaRequested,
  loginPopupLayout,
  type AuthDialog,
  type AuthDialogAction,
} from './authDialogs';

describe('§4 Login popup: "type username or sms (sms tab only if verification-code login enabled); register tab only if DIRECTREG3"', () => {
  it.each([
    [false, false, ['username'], false, false],
    [true, false, ['username', 'sms'], true, false],
    [false, true, ['username'], false, true],
    [true, true, ['username', 'sms'], true, true],
  ])('SMS login %s, DIRECTREG3 %s: tabs %j (shown %s), register tab %s', (sms, direct, tabs, showTabs, register) => {
    expect(loginPopupLayout({ verificationCodeLoginEnabled: sms, directRegistration: direct })).toEqual({
      tabs,
      defaultTab: 'username',
      showTabs,
      showRegisterTab: register,
    });
  });
});

describe('§4 "register and login switch to each other; forgot password closes login and opens recovery"', () => {
  const A = (type: AuthDialogAction['type']): AuthDialogAction => ({ type });
  it.each<[AuthDialog | null, AuthDialogAction['type'], boolean, AuthDialog | null]>([
    [null, 'openLogin', true, 'login'],
    [null, 'openRegister', true, 'register'],
    [null, 'openRegister', false, null],
    ['login', 'switchToRegister', true, 'register'],
    ['login', 'switchToRegister', false, 'login'],
    ['register', 'switchToLogin', true, 'login'],
    ['login', 'forgotPassword', true, 'forgotPassword'],
    ['register', 'forgotPassword', true, 'register'],
    ['forgotPassword', 'switchToLogin', true, 'login'],
    ['forgotPassword', 'switchToRegister', true, 'forgotPassword'],
    ['login', 'switchToLogin', true, 'login'],
    [null, 'switchToLogin', true, null],
    ['register', 'openLogin', true, 'login'],
    ['login', 'close', true, null],
    ['forgotPassword', 'close', false, null],
  ])('from %s, %s (DIRECTREG3 %s) → %s', (current, action, direct, expected) => {
    expect(authDialogAfter(current, A(action), direct)).toBe(expected);
  });

  it('property: without DIRECTREG3 no sequence of actions ever opens registration', () => {
    const action = fc.constantFrom<AuthDialogAction['type']>(
      'openLogin',
      'openRegister',
      'switchToRegister',
      'switchToLogin',
      'forgotPassword',
      'close',
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state: AuthDialog | null = null;
        for (const type of actions) {
          state = authDialogAfter(state, { type }, false);
          expect(state).not.toBe('register');
        }
      }),
    );
  });
});

describe('§4 "On login failure with a captcha flag in the response value, the captcha input and image appear"', () => {
  it.each([
    [{ captcha: true }, true],
    [{ captcha: 1 }, true],
    [{ captcha: '1' }, true],
    [{ captcha: 'true' }, true],
    [{ captcha: false }, false],
    [{ captcha: 0 }, false],
    [{ captcha: '0' }, false],
    [{ captcha: 'FALSE' }, false],
    [{ captcha: '' }, false],
    [{}, false],
    [null, false],
    ['captcha', false],
  ])('response value %j requests the captcha: %s', (value, expected) => {
    expect(captchaRequested(value)).toBe(expected);
  });

  it.each([
    [false, { captcha: true }, { showCaptcha: true, loadCaptcha: true }],
    [false, {}, { showCaptcha: false, loadCaptcha: false }],
    [true, {}, { showCaptcha: true, loadCaptcha: true }],
    [true, null, { showCaptcha: true, loadCaptcha: true }],
  ])('shown before %s, failure value %j → %o', (wasShown, value, expected) => {
    expect(captchaAfterLoginFailure(wasShown, value)).toEqual(expected);
  });
});
