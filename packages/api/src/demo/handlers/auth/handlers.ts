import { http, type HttpHandler, HttpResponse } from 'msw';
import { checkFieldValue, DEFAULT_PASSWORD_RULE } from '@atrium/domain/validation';
import type { DemoPlatform } from '../../state/platform';
import { authState, DEMO_SMS_EXPIRED_MINUTES, mobileKeyOf } from '../../state/auth';
import { randomAlphanumeric, seededRandom } from '../../seed/random';
import { isResponse, readEncrypted, readJson, requireAccount } from '../../http';
import { ok } from '../../envelope';
import { captchaPngBase64 } from '../../seed/captchaPng';
import { DEMO_REGISTER_RULES, normalizeDialingCode } from '../../seed/registerRules';
import { accountByMobile, isValidMobile, signIn, refuseCode, refuseWith, rules, text, TOO_MANY } from './shared';
import { loginBySms, loginByUsername } from './login';
import { agentByAffiliate, newAccount, register } from './registration';
import { socialHandlers } from './social';

/** The free-play balance of a new trial account: 2,000.00. */
export const DEMO_TRIAL_BALANCE_CENTS = 200_000;

export function authHandlers(platform: DemoPlatform): HttpHandler[] {
  const auth = () => authState(platform);
  const captchaRandom = () => platform.area('auth.captchaNoise', () => seededRandom(platform.seed ^ 0xca97));

  return [
    ...socialHandlers(platform),

    http.post('*/wps/session/login', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      return text(body['type']) === 'sms' ? loginBySms(platform, body) : loginByUsername(platform, body);
    }),

    http.post('*/wps/session/login/freeplay', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (!platform.switches.map()['COMM3']) return refuseWith(400, 'function.not.available', 'Free play is off');
      const random = platform.area('auth.trialNames', () => seededRandom(platform.seed ^ 0x7e1a));
      const account = newAccount(platform, {
        username: `trial${randomAlphanumeric(random, 6).toLowerCase()}`,
        password: randomAlphanumeric(random, 16),
        type: 4,
        email: null,
        mobile: null,
        balanceCents: DEMO_TRIAL_BALANCE_CENTS,
        parentId: null,
        firstTimeLogin: false,
      });
      return signIn(platform, account);
    }),

    http.delete('*/wps/session/logout', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const token = request.headers.get('authorization');
      if (token) platform.sessions.revoke(token);
      return ok(null);
    }),

    http.post('*/wps/member/firstLogin', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      if (account.firstTimeLogin) account.firstLoginToken = request.headers.get('authorization');
      account.firstTimeLogin = false;
      return ok(null);
    }),

    http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      const sent = auth().sendSms(mobileKeyOf(dialing, number));
      if ('retryAfterMs' in sent) return TOO_MANY();
      return ok({ expiredMinutes: DEMO_SMS_EXPIRED_MINUTES });
    }),

    http.post('*/wps/verification/sms/register', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNo']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      if (accountByMobile(platform, dialing, number)) {
        return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
      }
      const sent = auth().sendSms(mobileKeyOf(dialing, number));
      if ('retryAfterMs' in sent) return TOO_MANY();
      return ok({ expiredMinutes: DEMO_SMS_EXPIRED_MINUTES });
    }),

    http.get('*/wps/captcha', () => ok(captchaPngBase64(auth().issueCaptcha(), captchaRandom()))),

    http.get('*/wps/system/setting/register', () => ok(DEMO_REGISTER_RULES)),

    http.get('*/wps/agent/affiliate', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      return agentByAffiliate(platform, code)
        ? ok(true)
        : refuseWith(400, 'affiliate.invalid', 'Invalid invitation code');
    }),

    http.put('*/wps/member/register', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      return isResponse(body) ? body : register(platform, body, 'username');
    }),

    http.put('*/wps/member/register/mobile', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      return isResponse(body) ? body : register(platform, body, 'mobile');
    }),

    http.post('*/wps/member/password', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (text(body['oldPassword']) !== account.password) {
        return refuseWith(400, 'password.incorrect', 'Old password incorrect');
      }
      const next = text(body['newPassword']);
      if (next === '' || checkFieldValue(rules().password ?? DEFAULT_PASSWORD_RULE, next) !== null) {
        return refuseWith(400, 'field.format', 'Password format incorrect');
      }
      if (text(body['confirmNewPassword']) !== next) {
        return refuseWith(400, 'password.mismatch', 'Confirmation password not correct');
      }
      account.password = next;
      account.passwordExpired = false;
      // The platform decides: every other session of the account ends (another device, a stolen token), this one
      // goes on. The answer says how many ended.
      const ended = platform.sessions.revokeAccount(
        account.id,
        'passwordChanged',
        request.headers.get('authorization'),
      );
      return ok({ otherSessionsEnded: ended });
    }),

    http.post('*/wps/member/password/email', async ({ request }) => {
      let body: Record<string, unknown>;
      if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
      } else {
        const json = await readJson(request);
        if (isResponse(json)) return json;
        body = json;
      }
      const account = platform.accountByUsername(text(body['username']));
      const email = text(body['email']).trim().toLowerCase();
      if (!account || email === '' || account.email?.toLowerCase() !== email) {
        return refuseWith(400, 'USER_NOT_EXIST', 'Username/Email does not exist');
      }
      return ok(null);
    }),

    http.post('*/wps/member/password/verification', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      const next = text(body['newPassword']);
      if (next === '' || checkFieldValue(rules().password ?? DEFAULT_PASSWORD_RULE, next) !== null) {
        return refuseWith(400, 'field.format', 'Password format incorrect');
      }
      const check = auth().checkSms(mobileKeyOf(dialing, number), body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      const account = accountByMobile(platform, dialing, number);
      if (!account) return refuseWith(400, 'USER_NOT_EXIST', 'Username/Email does not exist');
      account.password = next;
      account.passwordExpired = false;
      // A reset is made without a session: every session the account had ends, the reset's own login begins.
      platform.sessions.revokeAccount(account.id, 'passwordChanged');
      auth().recordSuccess(account.username);
      return signIn(platform, account);
    }),

    // Demo-only inboxes (the Node server forwards /__demo/* here): what a phone and a person would see.
    http.get('*/__demo/sms', ({ request }) => {
      const mobile = normalizeDialingCode(new URL(request.url).searchParams.get('mobile') ?? '');
      const sms = auth().latestSms(mobile);
      return sms
        ? HttpResponse.json({ code: sms.code, expiresAt: sms.expiresAt })
        : HttpResponse.json({ code: null, expiresAt: null }, { status: 404 });
    }),

    http.get('*/__demo/captcha', () => HttpResponse.json({ text: auth().currentCaptcha() })),
  ];
}
