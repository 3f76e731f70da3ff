import { describe, expect, it } from 'vitest';
import { afterRecoverySuccess, recoveryLayout } from './passwordRecovery';

describe('§4 Forgot password: "method email or mobile; with CHNGPASSVERIF3 mobile is default and selector shown"', () => {
  it.each([
    [true, { methods: ['mobile', 'email'], defaultMethod: 'mobile', showMethodSelector: true }],
    [false, { methods: ['email'], defaultMethod: 'email', showMethodSelector: false }],
  ])('CHNGPASSVERIF3 %s → %o', (flag, expected) => {
    expect(recoveryLayout({ CHNGPASSVERIF3: flag })).toEqual(expected);
  });

  it.each([
    [
      'mobile',
      [{ type: 'logIn' }, { type: 'closeForgotPasswordPopup' }, { type: 'navigate', to: '/', replace: false }],
    ],
    ['email', [{ type: 'showResetSentNotice' }]],
  ] as const)(
    '"Successful mobile reset logs in and goes to /"; §8 e-mail success "shows a sent message": %s',
    (method, effects) => {
      expect(afterRecoverySuccess(method)).toEqual(effects);
    },
  );
});
