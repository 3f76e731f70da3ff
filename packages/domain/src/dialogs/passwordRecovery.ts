/**
 * §4 "Forgot password: method email or mobile; with CHNGPASSVERIF3 mobile is default and selector shown. Successful
 * mobile reset logs in and goes to /." §8 "forgot-password success shows a sent message".
 */
import type { Switches } from '../session/switches';

export type RecoveryMethod = 'email' | 'mobile';

export interface RecoveryLayout {
  readonly methods: readonly RecoveryMethod[];
  readonly defaultMethod: RecoveryMethod;
  readonly showMethodSelector: boolean;
}

/** Decision: without CHNGPASSVERIF3 only e-mail recovery is offered (the mobile reset needs the switch). */
export function recoveryLayout(switches: Pick<Switches, 'CHNGPASSVERIF3'>): RecoveryLayout {
  return switches.CHNGPASSVERIF3
    ? { methods: ['mobile', 'email'], defaultMethod: 'mobile', showMethodSelector: true }
    : { methods: ['email'], defaultMethod: 'email', showMethodSelector: false };
}

export type AfterRecoveryEffect =
  | { readonly type: 'showResetSentNotice' }
  | { readonly type: 'logIn' }
  | { readonly type: 'closeForgotPasswordPopup' }
  | { readonly type: 'navigate'; readonly to: '/'; readonly replace: false };

/** What follows a successful recovery: by e-mail a "sent" message; by mobile the user is logged in and sent to /. */
export function afterRecoverySuccess(method: RecoveryMethod): readonly AfterRecoveryEffect[] {
  return method === 'mobile'
    ? [{ type: 'logIn' }, { type: 'closeForgotPasswordPopup' }, { type: 'navigate', to: '/', replace: false }]
    : [{ type: 'showResetSentNotice' }];
}
