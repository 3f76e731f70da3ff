import { describe, expect, it } from 'vitest';
import { forcedPasswordChangeReason } from '@atrium/domain/session';
import type { ApiError } from '../errors';
import { getCaptcha, login, loginBody, loginFailureOf, loginMutationOptions, type LoginRequest } from './index';
import {
  CAPTCHA_AFTER_FAILURES,
  DEMO_DEFAULT_PASSWORD,
  DEMO_PASSWORD,
  LOCKOUT_FAILURES,
  LOCKOUT_MS,
} from '../demo/index';
import { failure, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });

const { server } = demo;
const client = demo.sessionClient;
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';

const byUsername = (username: string, password: string, extra: Partial<LoginRequest> = {}): LoginRequest =>
  ({ type: 'username', username, password, ...extra }) as LoginRequest;

const demoJson = <T>(path: string) => demo.demoJson<T>(path);

describe('§7 POST /wps/session/login (enc), against the demo platform', () => {
  it('logs in with username and password through the encrypted body, never sending the password in clear', async () => {
    let wire = '';
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/session/login')) {
        void request
          .clone()
          .text()
          .then((t) => (wire = t));
      }
    });
    const info = await login(client, { request: byUsername('member', DEMO_PASSWORD), deviceId: DEVICE });
    server.events.removeAllListeners();
    expect(info).toMatchObject({
      accountId: 'm-1001',
      username: 'member',
      accountType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(info.token).toMatch(/^demo-/);
    expect(demo.platform.sessions.accountIdOf(info.token)).toBe('m-1001');
    expect(wire).not.toContain(DEMO_PASSWORD);
    expect(JSON.parse(wire)).toEqual({ value: expect.any(String) });
  });

  it('the body carries type, loginDeviceId and, for SMS login, the number as username and the code as password', () => {
    expect(loginBody(byUsername('member', 'x', { captcha: '1234' }), DEVICE)).toEqual({
      type: 'username',
      username: 'member',
      password: 'x',
      captcha: '1234',
      loginDeviceId: DEVICE,
    });
    expect(
      loginBody({ type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456' }, DEVICE),
    ).toEqual({
      type: 'sms',
      username: '9171234567',
      password: '123456',
      countryDialingCode: '63',
      loginDeviceId: DEVICE,
    });
  });

  it('a wrong password is refused with login.failed, without a captcha at first', async () => {
    const error = await failure(login(client, { request: byUsername('member', 'Wrong123'), deviceId: DEVICE }));
    expect(error).toMatchObject({ kind: 'rejected', code: 'login.failed', messageKey: 'errors:login.failed' });
    expect(error.message).not.toContain('Wrong123');
    expect(loginFailureOf(error)).toMatchObject({ reason: 'credentials', showCaptcha: false, verification: null });
  });

  it('an unknown username is refused the same way as a wrong password', async () => {
    const error = await failure(login(client, { request: byUsername('nobody99', DEMO_PASSWORD), deviceId: DEVICE }));
    expect(error.code).toBe('login.failed');
  });

  it(`after ${CAPTCHA_AFTER_FAILURES} failures a captcha is demanded; it is checked, and single-use`, async () => {
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
      await failure(login(client, { request: byUsername('member', 'Wrong123'), deviceId: DEVICE }));
    }
    const required = await failure(login(client, { request: byUsername('member', DEMO_PASSWORD), deviceId: DEVICE }));
    expect(required.code).toBe('captcha.required');
    expect(loginFailureOf(required)).toMatchObject({ reason: 'captchaRequired', showCaptcha: true });

    const captcha = await getCaptcha(client);
    expect(captcha.imageSrc).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const { text } = await demoJson<{ text: string }>('/__demo/captcha');
    expect(text).toMatch(/^\d{4}$/);

    const wrong = String((Number(text) + 1) % 10_000).padStart(4, '0');
    const invalid = await failure(
      login(client, { request: byUsername('member', DEMO_PASSWORD, { captcha: wrong }), deviceId: DEVICE }),
    );
    expect(loginFailureOf(invalid)).toMatchObject({ reason: 'captchaInvalid', showCaptcha: true });
    // The spent captcha is not accepted again, even with the right text.
    const spent = await failure(
      login(client, { request: byUsername('member', DEMO_PASSWORD, { captcha: text }), deviceId: DEVICE }),
    );
    expect(spent.code).toBe('captcha.invalid');

    await getCaptcha(client);
    const fresh = (await demoJson<{ text: string }>('/__demo/captcha')).text;
    const info = await login(client, {
      request: byUsername('member', DEMO_PASSWORD, { captcha: fresh }),
      deviceId: DEVICE,
    });
    expect(info.accountId).toBe('m-1001');
    // A success clears the demand.
    await expect(
      login(client, { request: byUsername('member', DEMO_PASSWORD), deviceId: DEVICE }),
    ).resolves.toMatchObject({ accountId: 'm-1001' });
  }, 20_000);

  it(`§9 ${LOCKOUT_FAILURES} failures in 5 minutes lock the name out for 5 minutes (TOO_MANY_REQUESTS)`, async () => {
    let last: ApiError | null = null;
    for (let i = 0; i < LOCKOUT_FAILURES; i += 1) {
      await getCaptcha(client);
      const { text } = await demoJson<{ text: string }>('/__demo/captcha');
      demo.advance(1_000);
      last = await failure(
        login(client, { request: byUsername('agent', 'Wrong123', { captcha: text }), deviceId: DEVICE }),
      );
    }
    expect(last).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, messageKey: 'errors:rateLimited' });
    expect(loginFailureOf(last).reason).toBe('rateLimited');

    demo.advance(LOCKOUT_MS - 60_000);
    const stillLocked = await failure(login(client, { request: byUsername('agent', DEMO_PASSWORD), deviceId: DEVICE }));
    expect(stillLocked.code).toBe('TOO_MANY_REQUESTS');

    demo.advance(120_000);
    await getCaptcha(client);
    const { text } = await demoJson<{ text: string }>('/__demo/captcha');
    await expect(
      login(client, { request: byUsername('agent', DEMO_PASSWORD, { captcha: text }), deviceId: DEVICE }),
    ).resolves.toMatchObject({ accountId: 'a-2001', accountType: 1 });
  }, 20_000);

  it('§4 login from an unregistered IP: login_verify_required, the code goes to the phone, the right answer signs in', async () => {
    const required = await failure(login(client, { request: byUsername('newip', DEMO_PASSWORD), deviceId: DEVICE }));
    expect(required.code).toBe('login_verify_required');
    expect(loginFailureOf(required)).toMatchObject({
      reason: 'verificationRequired',
      verification: { method: 'sms' },
      messageKey: 'errors:verification.required',
    });

    const inbox = await demoJson<{ code: string; expiresAt: number }>('/__demo/sms?mobile=66812345678');
    expect(inbox.code).toMatch(/^\d{6}$/);
    expect(inbox.expiresAt).toBeGreaterThan(demo.now());

    const wrong = await failure(
      login(client, {
        request: byUsername('newip', DEMO_PASSWORD, { verification: { method: 'sms', answer: '000000' } }),
        deviceId: DEVICE,
      }),
    );
    expect(loginFailureOf(wrong).reason).toBe('verificationInvalid');

    await expect(
      login(client, {
        request: byUsername('newip', DEMO_PASSWORD, { verification: { method: 'sms', answer: inbox.code } }),
        deviceId: DEVICE,
      }),
    ).resolves.toMatchObject({ accountId: 'm-1005' });
  });

  it('§4 forced change: defaultpw is on the default password and expired has passwordExpired', async () => {
    const defaultInfo = await login(client, {
      request: byUsername('defaultpw', DEMO_DEFAULT_PASSWORD),
      deviceId: DEVICE,
    });
    const context = {
      loginType: 'username' as const,
      entry: 'popup' as const,
      defaultPassword: DEMO_DEFAULT_PASSWORD,
      passwordExpiryEnabled: true,
    };
    expect(forcedPasswordChangeReason(defaultInfo, { ...context, enteredPassword: DEMO_DEFAULT_PASSWORD })).toBe(
      'defaultPassword',
    );
    const expired = await login(client, { request: byUsername('expired', DEMO_PASSWORD), deviceId: DEVICE });
    expect(expired.passwordExpired).toBe(true);
    expect(forcedPasswordChangeReason(expired, { ...context, enteredPassword: DEMO_PASSWORD })).toBe('expired');
  });

  it('the login mutation never retries and keeps the variables out of its key', () => {
    const options = loginMutationOptions(client);
    expect(options.retry).toBe(false);
    expect(options.mutationKey).toEqual(['session', 'login']);
  });
});
