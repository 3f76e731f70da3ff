import type { DemoPlatform } from '../../state/platform';
import { authState, mobileKeyOf } from '../../state/auth';
import { normalizeDialingCode } from '../../seed/registerRules';
import { accountByMobile, signIn, maskMobile, refuseCode, refuseWith, text, TOO_MANY } from './shared';

export function loginByUsername(platform: DemoPlatform, body: Record<string, unknown>) {
  const auth = authState(platform);
  const username = text(body['username']).trim();
  if (auth.isLockedOut(username)) return TOO_MANY();

  const failed = (code: string, message: string, extra: Record<string, unknown> = {}) => {
    if (auth.recordFailure(username)) return TOO_MANY();
    return refuseWith(400, code, message, { captcha: auth.isCaptchaDemanded(username), ...extra });
  };

  if (auth.isCaptchaDemanded(username)) {
    const check = auth.checkCaptcha(body['captcha']);
    if (check === 'missing') return refuseWith(400, 'captcha.required', 'Please enter the captcha', { captcha: true });
    if (check !== 'ok') return failed('captcha.invalid', 'Invalid captcha', { captcha: true });
  }

  const account = platform.accountByUsername(username);
  if (!account || account.password !== text(body['password'])) {
    return failed('login.failed', 'Incorrect username or password');
  }

  if (account.twoFactor) {
    const answer = text(body['verificationCode']).trim();
    if (answer === '') {
      // The "unregistered IP" step: the answer goes to the account's phone (readable at /__demo/sms).
      const mobile = account.mobile;
      if (account.twoFactor.method === 'sms' && mobile) {
        auth.deliverSms(mobileKeyOf(mobile.countryDialingCode, mobile.number), account.twoFactor.answer);
      }
      return refuseWith(400, 'login_verify_required', 'Please complete verification first', {
        captcha: auth.isCaptchaDemanded(username),
        method: account.twoFactor.method,
        ...(mobile ? { mobile: maskMobile(mobile.countryDialingCode, mobile.number) } : {}),
      });
    }
    if (answer !== account.twoFactor.answer) {
      return failed('verification.code.invalid', 'Verification code not valid', { method: account.twoFactor.method });
    }
  }

  auth.recordSuccess(username);
  return signIn(platform, account);
}

export function loginBySms(platform: DemoPlatform, body: Record<string, unknown>) {
  const auth = authState(platform);
  const number = text(body['username']).trim();
  const dialing = text(body['countryDialingCode']);
  // A national number means nothing without its country: the platform does not guess one.
  if (normalizeDialingCode(dialing) === '') {
    return refuseWith(400, 'phone.invalid', 'Country dialing code missing', { captcha: false });
  }
  const name = `sms:${normalizeDialingCode(dialing)}${number}`;
  if (auth.isLockedOut(name)) return TOO_MANY();
  const check = auth.checkSms(mobileKeyOf(dialing, number), body['password']);
  if (check !== 'ok') {
    if (check !== 'missing' && auth.recordFailure(name)) return TOO_MANY();
    return refuseCode(check, { captcha: false });
  }
  const account = accountByMobile(platform, dialing, number);
  if (!account) return refuseWith(400, 'login.failed', 'No account with this mobile number', { captcha: false });
  auth.recordSuccess(name);
  return signIn(platform, account);
}
