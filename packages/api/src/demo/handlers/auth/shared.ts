import { HttpResponse } from 'msw';
import { type FieldRules, fieldRulesFromWire, validateMobileNumber } from '@atrium/domain/validation';
import type { CodeCheck } from '../../state/auth';
import type { DemoPlatform } from '../../state/platform';
import type { DemoAccount } from '../../state/accounts';
import { recordDemoLogin } from '../../state/lastLogin';
import { ok } from '../../envelope';
import { exclusionRefusal } from '../saferPlayRefusals';
import { DEMO_REGISTER_RULES, normalizeDialingCode, regionOfDialingCode } from '../../seed/registerRules';

/** A refusal that carries a value (docs/protocol.md: a login failure's `value.captcha`). */
export function refuseWith(status: number, errorCode: string, message: string, value: unknown = null) {
  return HttpResponse.json({ success: false, value, errorCode, message }, { status });
}

export const text = (raw: unknown): string =>
  typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';

const CODE_REFUSALS: Readonly<Record<Exclude<CodeCheck, 'ok'>, readonly [string, string]>> = {
  missing: ['verification.code.missing', 'Verification code missing'],
  invalid: ['verification.code.invalid', 'Verification code not valid'],
  expired: ['verification.code.expired', 'Verification code expired, send again'],
};

export function refuseCode(check: Exclude<CodeCheck, 'ok'>, value: unknown = null) {
  const [code, message] = CODE_REFUSALS[check];
  return refuseWith(400, code, message, value);
}

export function loginValue(platform: DemoPlatform, account: DemoAccount) {
  recordDemoLogin(platform, account.id);
  return {
    token: platform.sessions.issue(account.id),
    id: account.id,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
}

/**
 * Every way in (password, SMS, social, a reset, registration, free play) ends here: a member on a break or
 * self-excluded is refused with the end date (safer play), anyone else gets a new session.
 */
export function signIn(platform: DemoPlatform, account: DemoAccount): Response {
  return exclusionRefusal(platform, account) ?? ok(loginValue(platform, account));
}

export function rules(): FieldRules {
  return fieldRulesFromWire(DEMO_REGISTER_RULES);
}

export function accountByMobile(platform: DemoPlatform, dialing: string, number: string): DemoAccount | null {
  const code = normalizeDialingCode(dialing);
  return (
    platform.accounts.find(
      (a) =>
        a.mobile !== null &&
        a.mobile.number === number.trim() &&
        (code === '' || normalizeDialingCode(a.mobile.countryDialingCode) === code),
    ) ?? null
  );
}

/** '63' + '9171234567' → '63917****567': enough for the user to recognise the number, not more. */
export function maskMobile(dialing: string, number: string): string {
  return `${normalizeDialingCode(dialing)}${number.slice(0, 3)}****${number.slice(-3)}`;
}

export function isValidMobile(dialing: string, number: string): boolean {
  return validateMobileNumber(number, { rule: rules().mobileNum, region: regionOfDialingCode(dialing) }) === null;
}

export const TOO_MANY = () => refuseWith(429, 'TOO_MANY_REQUESTS', 'Too many requests, try again after 5 minutes');
