import type { MemberInfo } from '@atrium/api/member';
import type { ForcedPasswordChangeReason, LoginType } from '@atrium/domain/session';
import type { AuthDialogState } from './authContext';

/** §4 login types that never force a password change (the domain's rule), remembered across a reload. */
const NO_FORCED_CHANGE_LOGIN_TYPES: ReadonlySet<string> = new Set<LoginType>(['sms', 'firebase']);

/**
 * The forced change the platform's member info asks for: still on the default password, or expired when the brand
 * enforces expiry. Read on every load, so a reload or another route never skips it.
 */
export function forcedChangeFromMemberInfo(
  info: Pick<MemberInfo, 'onDefaultPassword' | 'passwordExpired'> | null,
  options: { readonly loginType: string | null; readonly passwordExpiryEnabled: boolean },
): ForcedPasswordChangeReason | null {
  if (info === null || (options.loginType !== null && NO_FORCED_CHANGE_LOGIN_TYPES.has(options.loginType))) {
    return null;
  }
  if (info.onDefaultPassword) return 'defaultPassword';
  if (info.passwordExpired && options.passwordExpiryEnabled) return 'expired';
  return null;
}

/**
 * The dialog the user sees: while a change is forced, the forced change stands in place of every dialog but the
 * logout confirmation and the account switch (the two ways out of it).
 */
export function dialogWithForcedChange(
  dialog: AuthDialogState,
  forced: ForcedPasswordChangeReason | null,
): AuthDialogState {
  if (forced === null || dialog?.kind === 'logoutConfirm' || dialog?.kind === 'switchAccount') return dialog;
  return dialog?.kind === 'changePassword' && dialog.forced === forced ? dialog : { kind: 'changePassword', forced };
}
