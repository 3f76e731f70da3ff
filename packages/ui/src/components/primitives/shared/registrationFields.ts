import { OPTIONAL_REGISTRATION_FIELDS, type RegistrationField } from '@atrium/domain/validation';
import type { TextFieldProps } from '../TextField';

/**
 * How the sign-up form's text fields are typed and filled in, for the two forms that ask them: the player's own
 * registration and an agent adding a downline (§3 "Registration form").
 */
type RegistrationTextField = RegistrationField | 'referralCode';

/** Optional text fields in the order they are shown (captcha has its own control, further down). */
export const OPTIONAL_TEXT_FIELDS = OPTIONAL_REGISTRATION_FIELDS.filter(
  (field): field is Exclude<(typeof OPTIONAL_REGISTRATION_FIELDS)[number], 'captcha'> => field !== 'captcha',
);

export const AUTOCOMPLETE: Partial<Record<RegistrationTextField, string>> = {
  username: 'username',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

export const INPUT_TYPE: Partial<Record<RegistrationTextField, TextFieldProps['type']>> = { email: 'email' };
