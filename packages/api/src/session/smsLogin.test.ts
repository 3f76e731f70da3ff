import { describe, expect, it } from 'vitest';
import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import { login, loginFailureOf, loginSmsMutationOptions, sendLoginSms } from './index';
import { failure, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });
const client = demo.sessionClient;
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';

const demoJson = <T>(path: string) => demo.demoJson<T>(path);

describe('§7 SMS login: /wps/verification/sms/noLogin then login type sms', () => {
  it('sends a code, answers expiredMinutes, and the code from the demo inbox signs the member in', async () => {
    const sent = await sendLoginSms(client, { countryDialingCode: '63', mobileNum: '9171234567' });
    expect(sent.expiredMinutes).toBe(2);
    expect(sent.countdownSeconds).toBe(smsCountdownTotalSeconds(2, false));
    const { code } = await demoJson<{ code: string }>('/__demo/sms?mobile=%2B639171234567');
    const info = await login(client, {
      request: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code },
      deviceId: DEVICE,
    });
    expect(info).toMatchObject({ accountId: 'm-1001' });
    // A code is single-use.
    const reused = await failure(
      login(client, {
        request: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code },
        deviceId: DEVICE,
      }),
    );
    expect(reused.code).toBe('verification.code.invalid');
  });

  it('a login without the country dialing code is phone.invalid: the platform does not guess the country', async () => {
    await sendLoginSms(client, { countryDialingCode: '63', mobileNum: '9171234567' });
    const { code } = await demoJson<{ code: string }>('/__demo/sms?mobile=639171234567');
    const refused = await failure(
      login(client, {
        request: { type: 'sms', countryDialingCode: '', mobileNum: '9171234567', verificationCode: code },
        deviceId: DEVICE,
      }),
    );
    expect(refused).toMatchObject({ code: 'phone.invalid', messageKey: 'errors:phone.invalid' });
  });

  it('a bad code is verification.code.invalid; an expired one verification.code.expired', async () => {
    await sendLoginSms(client, { countryDialingCode: '63', mobileNum: '9171234567' });
    const { code } = await demoJson<{ code: string }>('/__demo/sms?mobile=639171234567');
    const bad = await failure(
      login(client, {
        request: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: 'x' + code },
        deviceId: DEVICE,
      }),
    );
    expect(loginFailureOf(bad)).toMatchObject({
      reason: 'verificationInvalid',
      messageKey: 'errors:verification.invalid',
    });
    demo.advance(2 * 60_000);
    const expired = await failure(
      login(client, {
        request: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code },
        deviceId: DEVICE,
      }),
    );
    expect(expired).toMatchObject({ code: 'verification.code.expired', messageKey: 'errors:verification.expired' });
  });

  it('an invalid number is phone.invalid; a resend before the countdown ends is TOO_MANY_REQUESTS', async () => {
    const invalid = await failure(sendLoginSms(client, { countryDialingCode: '63', mobileNum: '12ab' }));
    expect(invalid).toMatchObject({ code: 'phone.invalid', messageKey: 'errors:phone.invalid' });
    const wrongLength = await failure(sendLoginSms(client, { countryDialingCode: '66', mobileNum: '81234' }));
    expect(wrongLength.code).toBe('phone.invalid');

    await sendLoginSms(client, { countryDialingCode: '66', mobileNum: '812345670' });
    demo.advance(60_000);
    const again = await failure(sendLoginSms(client, { countryDialingCode: '66', mobileNum: '812345670' }));
    expect(again).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    demo.advance(60_000);
    await expect(sendLoginSms(client, { countryDialingCode: '66', mobileNum: '812345670' })).resolves.toMatchObject({
      expiredMinutes: 2,
    });
    expect(loginSmsMutationOptions(client).retry).toBe(false);
  });
});
