import { http, type HttpHandler, HttpResponse } from 'msw';
import { BANK_ACCOUNT_NAME_RULE } from '@atrium/domain/account';
import { AVATAR_UPLOAD_LIMITS, sniffImageType } from '@atrium/domain/uploads';
import { checkFieldValue, DEFAULT_EMAIL_RULE } from '@atrium/domain/validation';
import { ok } from '../envelope';
import { isResponse, readAccountEncrypted, readAccountJson, requireAccount } from '../http';
import { authState, mobileKeyOf } from '../state/auth';
import type { DemoPlatform } from '../state/platform';
import { DEMO_SOCIAL_PROVIDERS, socialState } from '../state/social';
import { accountByMobile, isValidMobile, refuseCode, refuseWith, text, TOO_MANY } from './auth/shared';
import {
  DEMO_AVATAR_COUNT,
  demoAccountState,
  demoAvatarOf,
  boundProviders,
  securityOf,
  emailKey,
  NOT_ALLOWED,
  sent,
  decodeBase64,
} from './accountShared';

export function accountBindingHandlers(platform: DemoPlatform): HttpHandler[] {
  const auth = () => authState(platform);
  const state = () => demoAccountState(platform);

  return [
    // ── Codes ──
    http.post('*/wps/verification/sms/bind', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      if (account.mobile) return NOT_ALLOWED();
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      if (accountByMobile(platform, dialing, number)) {
        return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
      }
      return 'retryAfterMs' in auth().sendSms(mobileKeyOf(dialing, number)) ? TOO_MANY() : sent();
    }),

    http.post('*/wps/verification/email/bind', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      if (account.email) return NOT_ALLOWED();
      const email = text(body['email']).trim();
      if (email === '' || checkFieldValue(DEFAULT_EMAIL_RULE, email) !== null) {
        return refuseWith(400, 'field.format', 'E-mail format incorrect');
      }
      if (platform.accounts.some((a) => a.email?.toLowerCase() === email.toLowerCase())) {
        return refuseWith(400, 'email.exists', 'E-mail already bound');
      }
      return 'retryAfterMs' in auth().sendSms(emailKey(email)) ? TOO_MANY() : sent();
    }),

    http.post('*/wps/verification/sms/bound', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      if (!account.mobile) return NOT_ALLOWED();
      const key = mobileKeyOf(account.mobile.countryDialingCode, account.mobile.number);
      return 'retryAfterMs' in auth().sendSms(key) ? TOO_MANY() : sent();
    }),

    // ── Binds ──
    http.put('*/wps/member/bind/mobile', async ({ request }) => {
      const call = await readAccountEncrypted(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      if (account.mobile) return NOT_ALLOWED();
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      if (accountByMobile(platform, dialing, number)) {
        return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
      }
      const check = auth().checkSms(mobileKeyOf(dialing, number), body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      account.mobile = { countryDialingCode: dialing.replace(/\D/g, ''), number };
      return ok(securityOf(platform, account));
    }),

    http.put('*/wps/member/bind/email', async ({ request }) => {
      const call = await readAccountEncrypted(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      if (account.email) return NOT_ALLOWED();
      const email = text(body['email']).trim();
      if (platform.accounts.some((a) => a.email?.toLowerCase() === email.toLowerCase())) {
        return refuseWith(400, 'email.exists', 'E-mail already bound');
      }
      const check = auth().checkSms(emailKey(email), body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      account.email = email;
      return ok(securityOf(platform, account));
    }),

    http.put('*/wps/member/bind/bankAccountName', async ({ request }) => {
      const call = await readAccountEncrypted(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      if (!account.mobile || state().bankAccountNames.has(account.id)) return NOT_ALLOWED();
      const name = text(body['bankAccountName']).trim().replace(/\s+/g, ' ');
      if (name === '' || checkFieldValue(BANK_ACCOUNT_NAME_RULE, name) !== null) {
        return refuseWith(400, 'field.format', 'Real name format incorrect');
      }
      const key = mobileKeyOf(account.mobile.countryDialingCode, account.mobile.number);
      const check = auth().checkSms(key, body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      state().bankAccountNames.set(account.id, name);
      return ok(securityOf(platform, account));
    }),

    http.post('*/wps/member/bind/social', async ({ request }) => {
      const call = await readAccountEncrypted(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const provider = DEMO_SOCIAL_PROVIDERS.find((p) => p === body['provider']) ?? null;
      const redeemed = provider ? socialState(platform).redeemCode(provider, text(body['code'])) : null;
      if (!provider || !redeemed) return refuseWith(400, 'login.failed', 'Social sign-in failed, please try again');
      const owner = socialState(platform).boundAccountId(provider, redeemed.subject);
      // One identity per account and provider, one account per identity; a binding is never undone.
      if (
        (owner !== null && owner !== account.id) ||
        (owner === null && boundProviders(platform, account).has(provider))
      ) {
        return NOT_ALLOWED();
      }
      socialState(platform).bind(provider, redeemed.subject, account.id);
      return ok(securityOf(platform, account));
    }),

    // ── Avatar ──
    http.put('*/wps/member/info/icon', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const index = body['iconIndex'];
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 1 || index > DEMO_AVATAR_COUNT) {
        return refuseWith(400, 'field.format', 'Unknown avatar');
      }
      state().avatars.set(account.id, { iconIndex: index, upload: null });
      return ok(demoAvatarOf(platform, account.id));
    }),

    http.post('*/wps/member/info/icon', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const bytes = decodeBase64(text(body['data']));
      const contentType = text(body['contentType']);
      const kind = bytes ? sniffImageType(bytes.subarray(0, 8)) : null;
      // The bytes decide, as the app's checks do: a renamed file is refused whatever it claims to be.
      if (!bytes || bytes.length === 0 || bytes.length > AVATAR_UPLOAD_LIMITS.maxBytes || kind === null) {
        return refuseWith(400, 'field.format', 'Picture refused');
      }
      if (contentType !== (kind === 'png' ? 'image/png' : 'image/jpeg')) {
        return refuseWith(400, 'field.format', 'Picture refused');
      }
      state().uploads += 1;
      state().avatars.set(account.id, { iconIndex: null, upload: { contentType, bytes, version: state().uploads } });
      return ok(demoAvatarOf(platform, account.id));
    }),

    http.get('*/__demo/account/avatar/:id', ({ params }) => {
      const upload = state().avatars.get(String(params['id']))?.upload;
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(upload.bytes.slice().buffer, {
        headers: { 'content-type': upload.contentType, 'cache-control': 'no-store' },
      });
    }),

    http.get('*/__demo/account/email-code', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const sms = auth().latestSms(emailKey(email));
      return sms
        ? HttpResponse.json({ code: sms.code, expiresAt: sms.expiresAt })
        : HttpResponse.json({ code: null, expiresAt: null }, { status: 404 });
    }),
  ];
}
