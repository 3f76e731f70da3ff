/**
 * Spec §5 "Forms": login by username, login by SMS, forgot password (by email, by mobile), change password,
 * registration; "Terms agreement required; * marks required; empty input not allowed".
 *
 * Each validator returns the form's errors by field (an empty object when the form may be sent). Whitespace alone
 * counts as empty. Inputs are trimmed only where §5 says so (login by username, via `trimLoginByUsername`, whose
 * result is also what the app sends); elsewhere a value is checked exactly as it will be sent, so a stray space
 * shows as a pattern error rather than being silently changed.
 */
import { REQUIRED, isBlank, type FormErrors, type ValidationError } from './errors';
import {
  DEFAULT_EMAIL_RULE,
  DEFAULT_MOBILE_RULE,
  DEFAULT_PASSWORD_RULE,
  DEFAULT_USERNAME_RULE,
  checkFieldValue,
  type FieldRule,
  type FieldRules,
  type RuleField,
} from './fieldRules';
import { DEFAULT_PHONE_DIGITS, validatePhoneDigits, type PhoneDigitsTable } from './phone';

/** Required, then the rule: the error of one field, or null. */
function requiredByRule(value: string | undefined, rule: FieldRule): ValidationError | null {
  if (value === undefined || isBlank(value)) return REQUIRED;
  return checkFieldValue(rule, value);
}

function required(value: string | undefined): ValidationError | null {
  return value === undefined || isBlank(value) ? REQUIRED : null;
}

/** Collects the non-null errors into a field map. */
function collect<Field extends string>(
  entries: ReadonlyArray<readonly [Field, ValidationError | null]>,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const [field, error] of entries) if (error !== null) errors[field] = error;
  return errors;
}

/** Where a mobile number is checked: the server's mobileNum rule, the region, and the region table. */
export interface MobileCheck {
  readonly rule?: FieldRule | undefined;
  readonly region?: string | null | undefined;
  readonly phoneDigits?: PhoneDigitsTable | undefined;
}

/**
 * §5 "mobileNum required and valid"; §8 "Invalid phone number format; Please enter a valid phone number".
 * Valid means: fits the server's mobileNum rule (or `DEFAULT_MOBILE_RULE`), is digits only, and has one of the
 * region's digit counts (§5 "Phone number {0} digits by region").
 */
export function validateMobileNumber(value: string | undefined, check: MobileCheck = {}): ValidationError | null {
  const error = requiredByRule(value, check.rule ?? DEFAULT_MOBILE_RULE);
  if (error !== null || value === undefined) return error;
  return validatePhoneDigits(value, check.region ?? null, check.phoneDigits ?? DEFAULT_PHONE_DIGITS);
}

// ── Login by username ────────────────────────────────────────────────────────────────────────────────────────────

export interface LoginByUsernameInput {
  readonly username: string;
  readonly password: string;
  readonly captcha?: string | undefined;
}

export type LoginByUsernameField = 'username' | 'password' | 'captcha';

/** §5 "Login by username: … inputs trimmed": the values to validate and to send. */
export function trimLoginByUsername(input: LoginByUsernameInput): LoginByUsernameInput {
  return {
    username: input.username.trim(),
    password: input.password.trim(),
    ...(input.captcha === undefined ? {} : { captcha: input.captcha.trim() }),
  };
}

/**
 * §5 "Login by username: username, password required; captcha when shown; inputs trimmed". Only presence is
 * checked: an account made under older registration rules must still be able to sign in.
 */
export function validateLoginByUsername(
  input: LoginByUsernameInput,
  options: { readonly isCaptchaShown: boolean },
): FormErrors<LoginByUsernameField> {
  const trimmed = trimLoginByUsername(input);
  return collect<LoginByUsernameField>([
    ['username', required(trimmed.username)],
    ['password', required(trimmed.password)],
    ['captcha', options.isCaptchaShown ? required(trimmed.captcha) : null],
  ]);
}

// ── Login by SMS ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface LoginBySmsInput {
  readonly mobileNum: string;
  readonly verificationCode: string;
}

export type LoginBySmsField = 'mobileNum' | 'verificationCode';

/** §5 "Login by SMS: mobileNum required and valid; verification code required". */
export function validateLoginBySms(input: LoginBySmsInput, mobile: MobileCheck = {}): FormErrors<LoginBySmsField> {
  return collect<LoginBySmsField>([
    ['mobileNum', validateMobileNumber(input.mobileNum, mobile)],
    ['verificationCode', required(input.verificationCode)],
  ]);
}

// ── Forgot password ──────────────────────────────────────────────────────────────────────────────────────────────

export interface ForgotByEmailInput {
  readonly username: string;
  readonly email: string;
}

export type ForgotByEmailField = 'username' | 'email';

/** §5 "Forgot by email: username (username rule) and email (email rule) required". */
export function validateForgotByEmail(
  input: ForgotByEmailInput,
  rules: FieldRules = {},
): FormErrors<ForgotByEmailField> {
  return collect<ForgotByEmailField>([
    ['username', requiredByRule(input.username, rules.username ?? DEFAULT_USERNAME_RULE)],
    ['email', requiredByRule(input.email, rules.email ?? DEFAULT_EMAIL_RULE)],
  ]);
}

export interface ForgotByMobileInput {
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

export type ForgotByMobileField = 'mobileNum' | 'verificationCode' | 'newPassword';

/** §5 "By mobile: mobileNum valid, SMS code, new password (password rule) required". */
export function validateForgotByMobile(
  input: ForgotByMobileInput,
  options: { readonly rules?: FieldRules | undefined; readonly mobile?: Omit<MobileCheck, 'rule'> | undefined } = {},
): FormErrors<ForgotByMobileField> {
  const rules = options.rules ?? {};
  return collect<ForgotByMobileField>([
    ['mobileNum', validateMobileNumber(input.mobileNum, { ...options.mobile, rule: rules.mobileNum })],
    ['verificationCode', required(input.verificationCode)],
    ['newPassword', requiredByRule(input.newPassword, rules.password ?? DEFAULT_PASSWORD_RULE)],
  ]);
}

// ── Change password ──────────────────────────────────────────────────────────────────────────────────────────────

export interface ChangePasswordInput {
  readonly oldPassword?: string | undefined;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** §8 "confirmation password not correct": required, then equal to the password it confirms. */
export function validateConfirmation(
  password: string | undefined,
  confirmation: string | undefined,
): ValidationError | null {
  return required(confirmation) ?? (confirmation === password ? null : { code: 'confirm.mismatch' });
}

/**
 * §5 "Change password: old password required unless already held; new password required with password rule;
 * confirmation required and equal". "Already held" is the first-login / expired-password change (§4), where the
 * password just typed at login is still held.
 */
export function validateChangePassword(
  input: ChangePasswordInput,
  options: { readonly isOldPasswordHeld: boolean; readonly rules?: FieldRules | undefined },
): FormErrors<ChangePasswordField> {
  return collect<ChangePasswordField>([
    ['oldPassword', options.isOldPasswordHeld ? null : required(input.oldPassword)],
    ['newPassword', requiredByRule(input.newPassword, options.rules?.password ?? DEFAULT_PASSWORD_RULE)],
    ['confirmPassword', validateConfirmation(input.newPassword, input.confirmPassword)],
  ]);
}

// ── Registration ─────────────────────────────────────────────────────────────────────────────────────────────────

/** §4 "Registration type register (username) or registerMobile (mobile)". */
export type RegistrationMethod = 'username' | 'mobile';

export type RegistrationField = RuleField | 'confirmPassword' | 'verificationCode';

export type RegistrationInput = Partial<Record<RegistrationField, string>>;

export interface RegistrationOptions {
  readonly method: RegistrationMethod;
  /** The server's register field rules (`fieldRulesFromWire`). */
  readonly rules: FieldRules;
  /** REGMOBVERF3: an SMS verification code is part of registration. */
  readonly isSmsVerificationOn: boolean;
  readonly region?: string | null | undefined;
  readonly phoneDigits?: PhoneDigitsTable | undefined;
}

/** §5 "shown only if enabled and required only if rule says". */
export const OPTIONAL_REGISTRATION_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RuleField[];

/** A field the server enabled: checked when filled, required only if its rule says. */
function optionalByRule(value: string | undefined, rule: FieldRule | undefined): ValidationError | null {
  if (rule === undefined || !rule.enabled) return null;
  if (value === undefined || isBlank(value)) return rule.required ? REQUIRED : null;
  return checkFieldValue(rule, value);
}

/** Whether the mobile number field is on the registration form. */
export function isMobileShown(options: Pick<RegistrationOptions, 'method' | 'rules'>): boolean {
  return options.method === 'mobile' || options.rules.mobileNum?.enabled === true;
}

/**
 * Whether the SMS verification code is on the registration form (§5 "verification code required when SMS
 * verification on"; §3 REGMOBVERF3). Decision: the code verifies a number the user must give, so it is asked for by
 * mobile registration, or by username registration when the server's mobile rule is enabled and required; an
 * optional or hidden number is not verified. Pass the result as `isSmsVerificationOn` to `validateRegistration`.
 */
export function isSmsCodeShown(
  options: Pick<RegistrationOptions, 'method' | 'rules' | 'isSmsVerificationOn'>,
): boolean {
  if (!options.isSmsVerificationOn) return false;
  const rule = options.rules.mobileNum;
  return options.method === 'mobile' || (rule?.enabled === true && rule.required);
}

/**
 * §5 "Registration: username and password required with rules; confirm equal to password; mobile required for
 * mobile registration or if rule requires; verification code required when SMS verification on; payeeName, qqNum,
 * line, whatsapp, facebook, wechat, idNumber, email, recommenderId, affiliateCode, captcha shown only if enabled and
 * required only if rule says; paymentPassword if enabled is required."
 * Fields the server did not enable are ignored. The affiliate code's server check (§5) is a call, not done here.
 */
export function validateRegistration(
  input: RegistrationInput,
  options: RegistrationOptions,
): FormErrors<RegistrationField> {
  const { rules, method } = options;
  const mobileRule = rules.mobileNum;
  const isMobileRequired = method === 'mobile' || (mobileRule?.enabled === true && mobileRule.required);
  const mobileCheck: MobileCheck = { rule: mobileRule, region: options.region, phoneDigits: options.phoneDigits };
  const mobileNum = input.mobileNum;
  let mobileError: ValidationError | null = null;
  if (isMobileShown(options) && (isMobileRequired || !isBlank(mobileNum))) {
    mobileError = validateMobileNumber(mobileNum, mobileCheck);
  }
  const paymentRule = rules.paymentPassword;
  return collect<RegistrationField>([
    ['username', requiredByRule(input.username, rules.username ?? DEFAULT_USERNAME_RULE)],
    ['password', requiredByRule(input.password, rules.password ?? DEFAULT_PASSWORD_RULE)],
    ['confirmPassword', validateConfirmation(input.password, input.confirmPassword)],
    ['mobileNum', mobileError],
    ['verificationCode', options.isSmsVerificationOn ? required(input.verificationCode) : null],
    ['paymentPassword', paymentRule?.enabled === true ? requiredByRule(input.paymentPassword, paymentRule) : null],
    ...OPTIONAL_REGISTRATION_FIELDS.map((field) => [field, optionalByRule(input[field], rules[field])] as const),
  ]);
}

// ── Terms ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** §5 "Terms agreement required". */
export function validateTermsAgreement(isAgreed: boolean): ValidationError | null {
  return isAgreed ? null : { code: 'terms.required' };
}
