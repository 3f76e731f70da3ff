import { describe, expect, it } from 'vitest';
import { getMemberIcon } from '../member';
import { requestDemoSocialConsent } from '../session';
import { DEMO_ORIGIN, failure, useDemoPlatform, TEST_NOW } from '../test/harness';
import {
  bind,
  bindSocial,
  changeAvatar,
  getAccountSecurity,
  getProfile,
  getRankProgress,
  saveProfile,
  sendBindCode,
  setPaymentPassword,
  profileSchema,
  securitySchema,
  toAccountSecurity,
  toProfileFields,
  toRankProgress,
} from './index';

const demo = useDemoPlatform({ now: TEST_NOW });

const emailCode = async (email: string) =>
  (
    (await (await fetch(`${DEMO_ORIGIN}/__demo/account/email-code?email=${encodeURIComponent(email)}`)).json()) as {
      code: string;
    }
  ).code;
const smsCode = async (mobile: string) =>
  ((await (await fetch(`${DEMO_ORIGIN}/__demo/sms?mobile=${mobile}`)).json()) as { code: string }).code;

describe('§2 securityCenter: GET /wps/member/security (designed)', () => {
  it('says what is bound, masked, and which social providers the platform enables', async () => {
    const security = await getAccountSecurity(demo.clientAs('m-1001'));
    expect(security).toEqual({
      hasPaymentPassword: true,
      maskedMobile: '917****567',
      countryDialingCode: '63',
      maskedEmail: 'me***@demo.atrium.test',
      maskedBankAccountName: null,
      social: [
        { provider: 'facebook', bound: false },
        { provider: 'google', bound: false },
      ],
    });
    expect(await getAccountSecurity(demo.clientAs('m-1004'))).toMatchObject({
      hasPaymentPassword: false,
      maskedMobile: null,
    });
  });

  it('drops providers the app cannot bind; a missing flag is malformed', async () => {
    expect(
      toAccountSecurity({
        paymentPasswordSet: false,
        social: [
          { provider: 'LINE', bound: true },
          { provider: 'Google', bound: true },
        ],
      }).social,
    ).toEqual([{ provider: 'google', bound: true }]);
    // A shape the app cannot read is refused by the schema (the client then raises a typed `malformed` error).
    expect(securitySchema.safeParse({ social: [] }).success).toBe(false);
  });
});

describe('§3 profile fields: GET and PUT /wps/member/profile (designed)', () => {
  it('lists only the fields the server enables, with which are locked', async () => {
    const fields = await getProfile(demo.clientAs('m-1001'));
    const names = fields.map((f) => f.name);
    expect(names).toEqual([
      'nickname',
      'birthday',
      'nationality',
      'address',
      'occupation',
      'sourceOfIncome',
      'telegram',
    ]);
    expect(fields[0]).toMatchObject({ value: 'Lucky Star', editable: true, rule: { required: true } });
  });

  it('saves changed fields; the nickname is the account’s; a birthday once set is locked', async () => {
    const member = demo.clientAs('m-1002');
    const saved = await saveProfile(member, { nickname: 'Night Owl', birthday: '1990-02-03' });
    expect(saved.find((f) => f.name === 'nickname')?.value).toBe('Night Owl');
    expect(saved.find((f) => f.name === 'birthday')).toMatchObject({ value: '1990-02-03', editable: false });
    expect(demo.platform.accountById('m-1002')?.nickname).toBe('Night Owl');
    expect((await failure(saveProfile(member, { birthday: '1991-01-01' }))).code).toBe('operation.not.allowed');
  });

  it.each([
    ['in the future', 1],
    ['under 18 (a day short)', -18],
  ] as const)('§5/§9 the birthday check: a birthday %s is refused and nothing is locked', async (_, yearsFromNow) => {
    const member = demo.clientAs('m-1002');
    const today = new Date(TEST_NOW);
    const birth = new Date(
      Date.UTC(today.getUTCFullYear() + yearsFromNow, today.getUTCMonth(), today.getUTCDate() + 1),
    );
    const error = await failure(saveProfile(member, { birthday: birth.toISOString().slice(0, 10) }));
    expect(error.code).toBe('birthday.invalid');
    expect(error.messageKey).toBe('errors:field.birthdayRefused');
    const birthday = (await getProfile(member)).find((f) => f.name === 'birthday');
    expect(birthday).toMatchObject({ value: null, editable: true, locksOnceSet: true });
  });

  it('a value breaking its rule is field.format and nothing is saved; an unknown field is refused', async () => {
    const member = demo.clientAs('m-1003');
    expect((await failure(saveProfile(member, { nickname: 'ok', telegram: 'a b' }))).code).toBe('field.format');
    expect((await getProfile(member)).find((f) => f.name === 'nickname')?.value).toBe('expired');
    expect((await failure(saveProfile(member, { idNumber: 'AB123' }))).code).toBe('operation.not.allowed');
  });

  it('ignores names it does not know, disabled fields and repeats', () => {
    const fields = toProfileFields(
      profileSchema.parse({
        fields: [
          { name: 'favouriteColour', value: 'red', enabled: true },
          { name: 'zalo', value: null, enabled: false },
          { name: 'telegram', value: '@a', enabled: 1, editable: 0, patternId: '9' },
          { name: 'telegram', value: '@b', enabled: true },
        ],
      }),
    );
    expect(fields).toEqual([
      { name: 'telegram', value: '@a', editable: false, rule: expect.objectContaining({ patternId: 9 }) },
    ]);
  });
});

describe('VIP progress: MCSFE_getPlayerRankProgress (designed)', () => {
  it('the level, the next one and each requirement in cents', async () => {
    const progress = await getRankProgress(demo.clientAs('m-1001'));
    expect(progress).toMatchObject({ level: 3, label: 'VIP 3', next: { level: 4, label: 'VIP 4' } });
    expect(progress.requirements.map((r) => [r.type, r.requiredCents])).toEqual([
      ['deposit', 2_000_000],
      ['bet', 10_000_000],
    ]);
  });

  it('§6 rank benefits: every rank in level order, what it takes matching the progress, a bonus absent below its rank', async () => {
    const progress = await getRankProgress(demo.clientAs('m-1001'));
    expect(progress.ranks.map((rank) => rank.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const next = progress.ranks.find((rank) => rank.level === progress.next?.level);
    expect(next?.depositCents).toBe(progress.requirements.find((r) => r.type === 'deposit')?.requiredCents);
    expect(next?.betCents).toBe(progress.requirements.find((r) => r.type === 'bet')?.requiredCents);
    expect(progress.ranks[0]).toMatchObject({ upgradeBonusCents: null, monthlyBonusCents: null, rebatePercent: 0.3 });
    expect(progress.ranks[4]).toMatchObject({
      upgradeBonusCents: 16_000,
      monthlyBonusCents: 8_000,
      birthdayBonusCents: 20_000,
    });
  });

  it('ranks arrive in any order and come out sorted; amounts as strings are read; blank labels are none', () => {
    const ranks = toRankProgress({
      currentLevel: 1,
      nextLevel: 2,
      ranks: [
        { level: 2, label: ' ', deposit: '100.5', upgradeBonus: null, rebateRate: '0.8' },
        { level: 1, label: 'Silver', deposit: 10 },
      ],
    }).ranks;
    expect(ranks.map((rank) => [rank.level, rank.label, rank.depositCents])).toEqual([
      [1, 'Silver', 1_000],
      [2, null, 10_050],
    ]);
    expect(ranks[1]).toMatchObject({ upgradeBonusCents: null, betCents: null, rebatePercent: 0.8 });
  });

  it('the top level has no next level and no requirements; unknown types are left out', () => {
    expect(toRankProgress({ currentLevel: 10, nextLevel: null, requirements: [] })).toEqual({
      level: 10,
      label: null,
      next: null,
      requirements: [],
      ranks: [],
    });
    expect(
      toRankProgress({
        currentLevel: 1,
        nextLevel: 2,
        requirements: [
          { type: 'LOGIN_DAYS', current: 1, required: 3 },
          { type: 'deposit', current: '10.5', required: '100' },
        ],
      }).requirements,
    ).toEqual([{ type: 'deposit', currentCents: 1050, requiredCents: 10_000 }]);
  });
});

describe('payment password: POST /wps/member/paymentPassword (token, enc; designed)', () => {
  it('sets one when the account has none, then changing it needs the current one', async () => {
    const member = demo.clientAs('m-1004');
    await setPaymentPassword(member, { newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(demo.platform.accountById('m-1004')?.paymentPassword).toBe('135790');
    expect((await getAccountSecurity(member)).hasPaymentPassword).toBe(true);
    const wrong = await failure(
      setPaymentPassword(member, { newPaymentPassword: '111222', confirmPaymentPassword: '111222' }),
    );
    expect(wrong).toMatchObject({ code: 'password.incorrect', messageKey: 'errors:field.passwordIncorrect' });
    await setPaymentPassword(member, {
      oldPaymentPassword: '135790',
      newPaymentPassword: '111222',
      confirmPaymentPassword: '111222',
    });
    expect(demo.platform.accountById('m-1004')?.paymentPassword).toBe('111222');
  });

  it('refuses a new one breaking the rule, or a confirmation that differs, and keeps the old one', async () => {
    const member = demo.clientAs('m-1001');
    const old = { oldPaymentPassword: '246802' };
    expect(
      (await failure(setPaymentPassword(member, { ...old, newPaymentPassword: 'abc', confirmPaymentPassword: 'abc' })))
        .code,
    ).toBe('field.format');
    expect(
      (
        await failure(
          setPaymentPassword(member, { ...old, newPaymentPassword: '135790', confirmPaymentPassword: '135791' }),
        )
      ).code,
    ).toBe('password.mismatch');
    expect(demo.platform.accountById('m-1001')?.paymentPassword).toBe('246802');
  });
});

describe('binding with verification codes (designed)', () => {
  it('binds an email with the code sent to it; the address is then shown masked', async () => {
    const member = demo.clientAs('m-1004');
    demo.platform.accountById('m-1004')!.email = null;
    const target = { kind: 'email', email: 'night.owl@example.com' } as const;
    expect(await sendBindCode(member, target)).toMatchObject({ expiredMinutes: 2, countdownSeconds: 120 });
    expect((await failure(bind(member, { target, verificationCode: '000000' }))).code).toBe(
      'verification.code.invalid',
    );
    const security = await bind(member, { target, verificationCode: await emailCode('night.owl@example.com') });
    expect(security.maskedEmail).toBe('ni***@example.com');
    expect(demo.platform.accountById('m-1004')?.email).toBe('night.owl@example.com');
  });

  it('an email another account has is email.exists; a second code before the first expires is rate limited', async () => {
    const member = demo.clientAs('m-1004');
    demo.platform.accountById('m-1004')!.email = null;
    expect((await failure(sendBindCode(member, { kind: 'email', email: 'member@demo.atrium.test' }))).code).toBe(
      'email.exists',
    );
    await sendBindCode(member, { kind: 'email', email: 'a@example.com' });
    expect((await failure(sendBindCode(member, { kind: 'email', email: 'a@example.com' }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('binds a phone with the SMS code, then the bank account name with a code sent to that phone', async () => {
    const member = demo.clientAs('m-1002');
    const bankName = { kind: 'bankAccountName', bankAccountName: 'Night  Owl' } as const;
    expect((await failure(sendBindCode(member, bankName))).code).toBe('operation.not.allowed');
    const phone = { kind: 'mobile', countryDialingCode: '63', mobileNum: '9170000001' } as const;
    expect((await failure(sendBindCode(member, { ...phone, mobileNum: '9171234567' }))).code).toBe('mobile.exists');
    await sendBindCode(member, phone);
    const afterPhone = await bind(member, { target: phone, verificationCode: await smsCode('639170000001') });
    expect(afterPhone).toMatchObject({ maskedMobile: '917****001', countryDialingCode: '63' });
    demo.advance(3 * 60_000);
    await sendBindCode(member, bankName);
    const afterName = await bind(member, { target: bankName, verificationCode: await smsCode('639170000001') });
    expect(afterName.maskedBankAccountName).toBe('N*** O***');
    expect((await failure(sendBindCode(member, phone))).code).toBe('operation.not.allowed');
  });

  it('an expired code is refused as expired', async () => {
    const member = demo.clientAs('m-1003');
    demo.platform.accountById('m-1003')!.email = null;
    const target = { kind: 'email', email: 'late@example.com' } as const;
    await sendBindCode(member, target);
    const code = await emailCode('late@example.com');
    demo.advance(3 * 60_000);
    expect((await failure(bind(member, { target, verificationCode: code }))).code).toBe('verification.code.expired');
  });
});

describe('social binding (§4: irreversible once confirmed; designed)', () => {
  it('binds the provider identity to this account for good; the same identity cannot bind another account', async () => {
    const member = demo.clientAs('m-1001');
    const code = await requestDemoSocialConsent(member, { provider: 'google', deviceId: 'device-a' });
    const security = await bindSocial(member, { provider: 'google', code });
    expect(security.social).toEqual([
      { provider: 'facebook', bound: false },
      { provider: 'google', bound: true },
    ]);
    const again = await requestDemoSocialConsent(member, { provider: 'google', deviceId: 'device-a' });
    expect((await failure(bindSocial(demo.clientAs('m-1002'), { provider: 'google', code: again }))).code).toBe(
      'operation.not.allowed',
    );
    expect((await failure(bindSocial(member, { provider: 'google', code: 'spent' }))).code).toBe('login.failed');
  });
});

describe('avatar: PUT and POST /wps/member/info/icon (designed)', () => {
  it('a built-in avatar chosen is the one member info then gives', async () => {
    const member = demo.clientAs('m-1001');
    expect(await changeAvatar(member, { kind: 'preset', index: 7 })).toEqual({ kind: 'preset', index: 7 });
    expect(await getMemberIcon(member)).toEqual({ kind: 'preset', index: 7 });
    expect((await failure(changeAvatar(member, { kind: 'preset', index: 13 }))).code).toBe('field.format');
  });

  it('an uploaded PNG is served back; bytes that are not a PNG or JPEG are refused', async () => {
    const member = demo.clientAs('m-1001');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const base64 = btoa(String.fromCharCode(...png));
    const icon = await changeAvatar(member, { kind: 'upload', fileName: 'me.png', contentType: 'image/png', base64 });
    expect(icon).toEqual({
      kind: 'picture',
      link: { kind: 'internal', path: expect.stringMatching(/^\/__demo\/account\/avatar\/m-1001\?v=\d+$/) },
    });
    if (icon.kind !== 'picture' || icon.link.kind !== 'internal') throw new Error('unreachable');
    const served = await fetch(`${DEMO_ORIGIN}${icon.link.path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const gif = btoa('GIF89a-not-a-png');
    expect(
      (
        await failure(
          changeAvatar(member, { kind: 'upload', fileName: 'me.png', contentType: 'image/png', base64: gif }),
        )
      ).code,
    ).toBe('field.format');
  });
});
