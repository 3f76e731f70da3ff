import { describe, expect, it } from 'vitest';
import { validateRegistration } from '@atrium/domain/validation';
import {
  affiliateQueryOptions,
  checkAffiliateCode,
  getRegisterRules,
  register,
  registerBody,
  registerMutationOptions,
  registerRulesQueryOptions,
  sendRegisterSms,
  toRegisterRules,
  type RegisterVariables,
  type RegistrationForm,
} from './index';
import { login } from '../session';
import { DEMO_PASSWORD } from '../demo/index';
import { DEMO_ORIGIN, failure, useDemoPlatform, TEST_NOW } from '../test/harness';

const BASE = DEMO_ORIGIN;
const demo = useDemoPlatform({ now: TEST_NOW });

const client = demo.sessionClient;
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';

function variables(method: RegisterVariables['method'], form: RegistrationForm): RegisterVariables {
  return { method, form, deviceId: DEVICE, domain: '127.0.0.1', registerUrl: `${BASE}/register` };
}

async function smsCode(mobile: string): Promise<string> {
  return (await demo.demoJson<{ code: string }>(`/__demo/sms?mobile=${mobile}`)).code;
}

describe('§7 GET /wps/system/setting/register: the register field rules', () => {
  it('serves username pattern 1 (6–16), password pattern 5 (6–20) and an optional mobile rule', async () => {
    const rules = await getRegisterRules(client);
    expect(rules.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 });
    expect(rules.password).toMatchObject({ required: true, patternId: 5, minLength: 6, maxLength: 20 });
    expect(rules.mobileNum).toMatchObject({ enabled: true, required: false, patternId: 6 });
    expect(rules.captcha?.enabled).toBe(false);
  });

  it('the domain validator, fed these rules, refuses a username starting with a digit', async () => {
    const rules = await getRegisterRules(client);
    const errors = validateRegistration(
      { username: '1player', password: 'abc123', confirmPassword: 'abc123' },
      { method: 'username', rules, isSmsVerificationOn: false },
    );
    expect(errors.username?.code).toBe('pattern.1');
  });

  it('also reads rules sent as an array naming their field', () => {
    expect(toRegisterRules([{ field: 'username', enabled: '1', patternId: 4, minLength: 3, maxLength: 9 }])).toEqual({
      username: expect.objectContaining({ enabled: true, patternId: 4, minLength: 3, maxLength: 9 }),
    });
  });

  it('is cached for the visit under the session area key', () => {
    const options = registerRulesQueryOptions(client);
    expect(options.queryKey).toEqual(['session', 'registerRules']);
    expect(options.staleTime).toBe(Infinity);
  });
});

describe('§7 GET /wps/agent/affiliate: the affiliate (invitation) code check', () => {
  it('accepts an agent code and refuses an unknown one with affiliate.invalid', async () => {
    await expect(checkAffiliateCode(client, 'ATRIUM02', '127.0.0.1')).resolves.toBe(true);
    await expect(checkAffiliateCode(client, 'NOPE99', '127.0.0.1')).resolves.toBe(false);
    expect(affiliateQueryOptions(client, 'ATRIUM02', 'x').queryKey).toEqual(['session', 'affiliate', 'ATRIUM02', 'x']);
  });
});

describe('§7 PUT /wps/member/register (enc): registration by username', () => {
  const form: RegistrationForm = { username: 'newplayer1', password: 'abc12345', confirmPassword: 'abc12345' };

  it('registers, logs in (login value) and adds the account', async () => {
    const before = demo.platform.accounts.length;
    const info = await register(client, variables('username', form));
    expect(info).toMatchObject({ username: 'newplayer1', accountType: 0, firstTimeLogin: true });
    expect(demo.platform.accounts).toHaveLength(before + 1);
    expect(demo.platform.sessions.accountIdOf(info.token)).toBe(info.accountId);
    await expect(
      login(client, { request: { type: 'username', username: 'newplayer1', password: 'abc12345' }, deviceId: DEVICE }),
    ).resolves.toMatchObject({ accountId: info.accountId });
  });

  it('the body has the §3 extras and leaves empty fields out', () => {
    expect(registerBody({ ...variables('username', { ...form, email: ' ' }), referralCode: 'R1' })).toEqual({
      ...form,
      verifyPwd: 'abc12345',
      referralCode: 'R1',
      domain: '127.0.0.1',
      registerUrl: `${BASE}/register`,
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: DEVICE,
    });
  });

  it('a taken username is username.exists (case-insensitive)', async () => {
    const error = await failure(register(client, variables('username', { ...form, username: 'Member' })));
    expect(error).toMatchObject({ code: 'username.exists', messageKey: 'errors:field.usernameTaken' });
  });

  it('the rules are enforced: field.format for a bad username, password.mismatch for the confirmation', async () => {
    const format = await failure(register(client, variables('username', { ...form, username: 'ab' })));
    expect(format.code).toBe('field.format');
    const mismatch = await failure(register(client, variables('username', { ...form, confirmPassword: 'abc1234' })));
    expect(mismatch.code).toBe('password.mismatch');
  });

  it('an affiliate code must be an agent code; with one, the new member sits under that agent', async () => {
    const invalid = await failure(register(client, variables('username', { ...form, affiliateCode: 'NOPE99' })));
    expect(invalid).toMatchObject({ code: 'affiliate.invalid', messageKey: 'errors:invitationInvalid' });
    const info = await register(client, variables('username', { ...form, affiliateCode: 'ATRIUM03' }));
    expect(demo.platform.accountById(info.accountId)?.parentId).toBe('a-2003');
  });

  it('a mobile number on the username form needs its SMS code too (REGMOBVERF3 on)', async () => {
    const missing = await failure(
      register(client, variables('username', { ...form, mobileNum: '912345678', countryDialingCode: '84' })),
    );
    expect(missing.code).toBe('verification.code.missing');
  });

  it('the mutation never retries', () => {
    expect(registerMutationOptions(client).retry).toBe(false);
  });
});

describe('§7 PUT /wps/member/register/mobile (enc) with the registration SMS', () => {
  const form: RegistrationForm = {
    username: 'mobileplayer',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    countryDialingCode: '84',
    mobileNum: '912345678',
  };

  it('sends the SMS, then registers with its code', async () => {
    const sent = await sendRegisterSms(client, {
      countryDialingCode: '84',
      mobileNo: '912345678',
      type: 'registerMobile',
    });
    expect(sent.countdownSeconds).toBe(120);
    const code = await smsCode('84912345678');
    const info = await register(client, variables('mobile', { ...form, verificationCode: code }));
    expect(demo.platform.accountById(info.accountId)?.mobile).toEqual({
      countryDialingCode: '84',
      number: '912345678',
    });
  });

  it('the mobile number is required for mobile registration', async () => {
    const error = await failure(register(client, variables('mobile', { ...form, mobileNum: undefined })));
    expect(error.code).toBe('phone.invalid');
  });

  it('a wrong SMS code is verification.code.invalid, an old one verification.code.expired', async () => {
    await sendRegisterSms(client, { countryDialingCode: '84', mobileNo: '912345678', type: 'registerMobile' });
    const code = await smsCode('84912345678');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await failure(register(client, variables('mobile', { ...form, verificationCode: wrong })));
    expect(bad).toMatchObject({ code: 'verification.code.invalid', messageKey: 'errors:verification.invalid' });
    demo.advance(3 * 60_000);
    const expired = await failure(register(client, variables('mobile', { ...form, verificationCode: code })));
    expect(expired).toMatchObject({ code: 'verification.code.expired', messageKey: 'errors:verification.expired' });
  });

  it('a registered number is mobile.exists, already at the SMS step', async () => {
    const error = await failure(
      sendRegisterSms(client, { countryDialingCode: '63', mobileNo: '9171234567', type: 'registerMobile' }),
    );
    expect(error).toMatchObject({ code: 'mobile.exists', messageKey: 'errors:field.mobileTaken' });
  });

  it('an invalid number is phone.invalid at the SMS step', async () => {
    const error = await failure(
      sendRegisterSms(client, { countryDialingCode: '84', mobileNo: '12', type: 'registerMobile' }),
    );
    expect(error.code).toBe('phone.invalid');
  });

  it('with the mobile number of the seeded member, registration is mobile.exists', async () => {
    await sendRegisterSms(client, { countryDialingCode: '84', mobileNo: '912345678', type: 'registerMobile' });
    const error = await failure(
      register(
        client,
        variables('mobile', { ...form, countryDialingCode: '63', mobileNum: '9171234567', verificationCode: 'x' }),
      ),
    );
    expect(error.code).toBe('mobile.exists');
    // The seeded member still signs in as before.
    await expect(
      login(client, { request: { type: 'username', username: 'member', password: DEMO_PASSWORD }, deviceId: DEVICE }),
    ).resolves.toMatchObject({ accountId: 'm-1001' });
  });
});
