import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import {
  getMemberIcon,
  getMemberInfo,
  memberIconSchema,
  memberInfoSchema,
  memberLanguageMutationOptions,
  setMemberLanguage,
  toMemberIcon,
  toMemberInfo,
} from './index';
import { queryKeys } from '../queryKeys';
import { demoMemberState } from '../demo/index';
import { useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW });
const { server, platform } = demo;

describe('§7 GET /wps/member/info', () => {
  it('maps the member: account, nickname, club label, registration time and the masked mobile', async () => {
    const info = await getMemberInfo(demo.clientAs('m-1001'));
    expect(info).toMatchObject({
      id: 'm-1001',
      account: 'member',
      nickname: 'Lucky Star',
      accountType: 0,
      role: 'member',
      clubLabel: 'Gold',
      registeredAt: Date.UTC(2026, 0, 5),
      maskedMobile: '917****567',
      countryDialingCode: '63',
      vip: { labelName: 'VIP 3', rankLevel: 3, hasVip: true },
      referralEnabled: true,
      missionEnabled: true,
      hasRebate: true,
      // No upline: the transfer-to-upline page stays hidden for this account.
      canTransferToUpline: false,
    });
    expect(info.maskedMobile).not.toContain('1234');
    expect(info.availablePromoCount).toBeGreaterThanOrEqual(0);
    expect(info.unreadMessageCount).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['a-2001', 1, 'agent'],
    ['a-2002', 2, 'agent'],
    ['m-3001', 0, 'member'],
  ] as const)('§3 account %s of type %i has the role %s', async (id, type, role) => {
    await expect(getMemberInfo(demo.clientAs(id))).resolves.toMatchObject({ accountType: type, role });
  });

  it('member info toUpline: an account with an upline may transfer to it (docs/centres.md transferUpline)', async () => {
    await expect(getMemberInfo(demo.clientAs('m-3001'))).resolves.toMatchObject({ canTransferToUpline: true });
  });

  it('§3 a trial account (type 4) has the role trial and no VIP or referral', async () => {
    const trial = demo.addTrialAccount('m-1004', { id: 't-9001', username: 'trial9001', nickname: 'Guest 9001' });
    const info = await getMemberInfo(demo.clientAs(trial.id));
    expect(info).toMatchObject({ role: 'trial', vip: { hasVip: false }, referralEnabled: false, maskedMobile: null });
  });

  it('§8 "You are not logged in": without a token the call is session-expired and nothing is sent', async () => {
    let sent = 0;
    server.events.on('request:start', () => (sent += 1));
    const error = await getMemberInfo(demo.client(null)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session-expired', code: 'login.not.session' });
    expect(sent).toBe(0);
  });

  it('an unknown or revoked token is a 401 session-expired', async () => {
    const token = platform.sessions.issue('m-1001');
    platform.sessions.revoke(token);
    await expect(getMemberInfo(demo.client(token))).rejects.toMatchObject({ kind: 'session-expired', status: 401 });
  });

  it('a malformed answer is a typed malformed error naming the field', async () => {
    demo.answer('/wps/member/info', { id: 1, account: 'x', type: 0, regDate: 'yesterday' });
    await expect(getMemberInfo(demo.clientAs('m-1001'))).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.regDate',
    });
  });

  it('accepts numeric ids and types as the live platform sends them', () => {
    const info = toMemberInfo(
      memberInfoSchema.parse({ id: 42, account: 'p', nickname: ' ', type: '41', regDate: 0, clubLabel: null }),
    );
    expect(info).toMatchObject({ id: '42', accountType: 41, role: 'agent', nickname: null, clubLabel: null });
  });
});

describe('§7 GET /wps/member/info/icon (designed)', () => {
  it('the demo member has one of the twelve preset avatars', async () => {
    const icon = await getMemberIcon(demo.clientAs('m-1001'));
    expect(icon.kind).toBe('preset');
    if (icon.kind === 'preset') expect(icon.index).toBeGreaterThanOrEqual(1);
    if (icon.kind === 'preset') expect(icon.index).toBeLessThanOrEqual(12);
  });

  it('a safe picture URL wins; an unsafe one falls back to the preset, and nothing to the default', () => {
    const parse = (v: unknown) => toMemberIcon(memberIconSchema.parse(v));
    expect(parse({ iconIndex: 3, iconUrl: 'https://cdn.example.com/a.png' })).toEqual({
      kind: 'picture',
      link: { kind: 'external', url: 'https://cdn.example.com/a.png' },
    });
    expect(parse({ iconIndex: 3, iconUrl: 'javascript:alert(1)' })).toEqual({ kind: 'preset', index: 3 });
    expect(parse({})).toEqual({ kind: 'default' });
  });

  it('needs the session', async () => {
    await expect(getMemberIcon(demo.client(null))).rejects.toMatchObject({ kind: 'session-expired' });
  });
});

describe('§4 Language change: store language, tell server', () => {
  it('a signed-in member tells the server with the token; member info then carries the language', async () => {
    const member = demo.clientAs('m-1002');
    let authorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/member/language')) authorization = request.headers.get('authorization');
    });
    await expect(setMemberLanguage(member, { language: 'TH', signedIn: true })).resolves.toBe('TH');
    expect(authorization).toMatch(/^demo-/);
    await expect(getMemberInfo(member)).resolves.toMatchObject({ language: 'TH' });
  });

  it('a guest tells the server without a token, and is acknowledged', async () => {
    let authorization: string | null = 'unset';
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/member/language')) authorization = request.headers.get('authorization');
    });
    const before = demoMemberState(platform).guestLanguageChanges;
    await expect(setMemberLanguage(demo.client(null), { language: 'PT-BR', signedIn: false })).resolves.toBe('PT-BR');
    expect(authorization).toBeNull();
    expect(demoMemberState(platform).guestLanguageChanges).toBe(before + 1);
  });

  it('an unknown language code is refused with field.format', async () => {
    const error = await setMemberLanguage(demo.clientAs('m-1001'), {
      language: 'XX' as never,
      signedIn: true,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', code: 'field.format', messageKey: 'errors:field.format' });
  });

  it('an expired session is session-expired, not silently a guest change', async () => {
    await expect(
      setMemberLanguage(demo.client('demo-expired-token'), { language: 'EN', signedIn: true }),
    ).rejects.toMatchObject({ kind: 'session-expired', status: 401 });
  });

  it('the mutation is never retried on its own', () => {
    const options = memberLanguageMutationOptions(demo.client(null));
    expect(options.retry).toBe(false);
    expect(options.mutationKey).toEqual(queryKeys.member.language());
  });
});
