import { describe, expect, it } from 'vitest';
import {
  changePassword,
  changePasswordMutationOptions,
  forgotPasswordEmailMutationOptions,
  requestPasswordEmail,
  resetPasswordByMobile,
  resetPasswordByMobileMutationOptions,
} from './index';
import { login, sendLoginSms } from '../session';
import { DEMO_PASSWORD } from '../demo/index';
import { DEMO_ORIGIN, failure, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });

const client = demo.sessionClient;
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';

const signIn = (username: string, password: string) =>
  login(client, { request: { type: 'username', username, password }, deviceId: DEVICE });

describe('§7 POST /wps/member/password (token, enc): change password', () => {
  it('changes the password and clears passwordExpired', async () => {
    demo.setToken((await signIn('expired', DEMO_PASSWORD)).token);
    await changePassword(client, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    await expect(signIn('expired', 'Fresh2026')).resolves.toMatchObject({ passwordExpired: false });
    expect((await failure(signIn('expired', DEMO_PASSWORD))).code).toBe('login.failed');
  });

  it('a wrong old password is password.incorrect; a new one breaking the rule is field.format', async () => {
    demo.setToken((await signIn('member', DEMO_PASSWORD)).token);
    const incorrect = await failure(
      changePassword(client, { oldPassword: 'Nope1234', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' }),
    );
    expect(incorrect).toMatchObject({ code: 'password.incorrect', messageKey: 'errors:field.passwordIncorrect' });
    expect(incorrect.message).not.toContain('Nope1234');
    const format = await failure(
      changePassword(client, { oldPassword: DEMO_PASSWORD, newPassword: 'letters', confirmNewPassword: 'letters' }),
    );
    expect(format.code).toBe('field.format');
    const mismatch = await failure(
      changePassword(client, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2027' }),
    );
    expect(mismatch.code).toBe('password.mismatch');
  });

  it('needs a session', async () => {
    await expect(
      changePassword(client, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' }),
    ).rejects.toMatchObject({ kind: 'session-expired' });
  });
});

describe('§7 /wps/member/password/email: forgot password by email', () => {
  it('accepts a matching username and email, and refuses a pair that does not match with USER_NOT_EXIST', async () => {
    await expect(
      requestPasswordEmail(client, { username: 'member', email: 'member@demo.atrium.test' }),
    ).resolves.toBeUndefined();
    const error = await failure(requestPasswordEmail(client, { username: 'member', email: 'agent@demo.atrium.test' }));
    expect(error).toMatchObject({ code: 'USER_NOT_EXIST', messageKey: 'errors:userNotFound' });
  });

  it('the demo platform also takes the form-encoded body the spec describes', async () => {
    const response = await fetch(`${DEMO_ORIGIN}/wps/member/password/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'agent', email: 'agent@demo.atrium.test' }),
    });
    expect(await response.json()).toMatchObject({ success: true });
  });
});

describe('§7 POST /wps/member/password/verification (enc): reset by mobile, which logs in', () => {
  it('with the SMS code, sets the new password and returns the login value', async () => {
    await sendLoginSms(client, { countryDialingCode: '63', mobileNum: '9171234567' });
    const { code } = await demo.demoJson<{ code: string }>('/__demo/sms?mobile=639171234567');
    const info = await resetPasswordByMobile(client, {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: code,
      newPassword: 'Reset2026',
      deviceId: DEVICE,
    });
    expect(info).toMatchObject({ accountId: 'm-1001', username: 'member' });
    await expect(signIn('member', 'Reset2026')).resolves.toMatchObject({ accountId: 'm-1001' });
  });

  it('a wrong code is verification.code.invalid; an expired code verification.code.expired', async () => {
    await sendLoginSms(client, { countryDialingCode: '63', mobileNum: '9171234567' });
    const { code } = await demo.demoJson<{ code: string }>('/__demo/sms?mobile=639171234567');
    const reset = (verificationCode: string) =>
      resetPasswordByMobile(client, {
        countryDialingCode: '63',
        mobileNum: '9171234567',
        verificationCode,
        newPassword: 'Reset2026',
        deviceId: DEVICE,
      });
    expect((await failure(reset(code === '000000' ? '111111' : '000000'))).code).toBe('verification.code.invalid');
    demo.advance(2 * 60_000 + 1);
    expect((await failure(reset(code))).code).toBe('verification.code.expired');
  });

  it('password mutations never retry', () => {
    expect(changePasswordMutationOptions(client).retry).toBe(false);
    expect(forgotPasswordEmailMutationOptions(client).retry).toBe(false);
    expect(resetPasswordByMobileMutationOptions(client).retry).toBe(false);
  });
});
