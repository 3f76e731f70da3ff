import { describe, expect, it } from 'vitest';
import { gameLaunchParams } from '@atrium/domain/launch';
import { login, logout, sendLoginSms } from './index';
import { changePassword, resetPasswordByMobile } from '../password';
import { getMemberInfo } from '../member';
import { getGameList, launchGame } from '../games';
import { launchLotteryLobby } from '../lottery';
import { newTransferRequestId, transferFunds } from '../wallet';
import { createDemoPlatform, DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '../demo/index';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';

async function signIn(username: string, password = DEMO_PASSWORD) {
  const { token } = await login(demo.client(), { request: { type: 'username', username, password }, deviceId: DEVICE });
  return { token, client: demo.client(token) };
}

describe('§3 session tokens of the demo platform', () => {
  it('are random, not computable from the seed: two platforms with the same seed issue different tokens', () => {
    const a = createDemoPlatform({ seed: 1 }).sessions.issue('m-1001');
    const b = createDemoPlatform({ seed: 1 }).sessions.issue('m-1001');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^demo-[0-9a-f]{64}$/);
  });
});

describe('§4 a password change or reset ends the other sessions of the account', () => {
  it('a change keeps the session that made it and ends the others, which are told why on their next call', async () => {
    const here = await signIn('member');
    const elsewhere = await signIn('member');
    const otherAccount = await signIn('agent');
    await changePassword(here.client, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    await expect(getMemberInfo(here.client)).resolves.toMatchObject({ id: 'm-1001' });
    await expect(getMemberInfo(otherAccount.client)).resolves.toMatchObject({ id: 'a-2001' });
    await expect(getMemberInfo(elsewhere.client)).rejects.toMatchObject({
      kind: 'session-expired',
      code: 'session.password.changed',
      messageKey: 'errors:session.passwordChanged',
    });
  });

  it('the change answer says how many sessions ended', async () => {
    const here = await signIn('member');
    await signIn('member');
    await signIn('member');
    const seen: unknown[] = [];
    demo.server.events.on('response:mocked', ({ request, response: answer }) => {
      if (new URL(request.url).pathname === '/wps/member/password') seen.push(answer.clone().json());
    });
    await changePassword(here.client, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    await expect(seen[0]).resolves.toMatchObject({ success: true, value: { otherSessionsEnded: 2 } });
  });

  it('a reset by mobile ends every session the account had; the reset logs in anew', async () => {
    const before = await signIn('member');
    await sendLoginSms(demo.client(), { countryDialingCode: '63', mobileNum: '9171234567' });
    const { code } = await demo.demoJson<{ code: string }>('/__demo/sms?mobile=639171234567');
    const reset = await resetPasswordByMobile(demo.client(), {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: code,
      newPassword: 'Reset2026',
      deviceId: DEVICE,
    });
    await expect(getMemberInfo(before.client)).rejects.toMatchObject({ code: 'session.password.changed' });
    await expect(getMemberInfo(demo.client(reset.token))).resolves.toMatchObject({ id: 'm-1001' });
  });

  it('a logged-out token is simply not a session (no password reason)', async () => {
    const session = await signIn('member');
    await logout(session.client);
    await expect(getMemberInfo(session.client)).rejects.toMatchObject({
      kind: 'session-expired',
      code: 'login.not.session',
    });
  });
});

describe('§7 launch tickets die with the session', () => {
  it('a lottery lobby link stops working after logout', async () => {
    const session = await signIn('member');
    const launch = await launchLotteryLobby(session.client, { backUrl: '/vnLottery' });
    const path = launch.target.kind === 'internal' ? launch.target.path : '';
    expect((await fetch(`${DEMO_ORIGIN}${path}`)).status).toBe(200);
    await logout(session.client);
    const after = await fetch(`${DEMO_ORIGIN}${path}`);
    expect(after.status).toBe(403);
    expect(await after.text()).toContain('expired');
  });

  it('a game launch URL stops working after logout, and after a password change elsewhere', async () => {
    const { games } = await getGameList(demo.client(), {
      merchantCode: 'atriumdemo',
      language: 'EN',
      gameType: 'RNG',
      page: 1,
      pageSize: 50,
    });
    const game = games.find((g) => g.nodeId % 97 !== 0);
    if (!game) throw new Error('no playable game');
    const params = gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true });

    const session = await signIn('member');
    const { url } = await launchGame(session.client, params);
    expect(new URL(url).searchParams.get('ticket')).toMatch(/^[0-9a-f]{24}$/);
    expect((await fetch(url)).status).toBe(200);
    await logout(session.client);
    expect((await fetch(url)).status).toBe(403);

    const kept = await signIn('member');
    const ended = await signIn('member');
    const second = await launchGame(ended.client, params);
    await changePassword(kept.client, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    expect((await fetch(second.url)).status).toBe(403);
    const forged = new URL(url);
    forged.searchParams.set('ticket', 'forged');
    expect((await fetch(forged)).status).toBe(403);
  });
});

describe('§5 transfer request ids are per account', () => {
  it("one account's request id does not block another account's transfer with the same id", async () => {
    const requestId = newTransferRequestId();
    const target = { kind: 'wallet', fromAccountTypeId: 1, toAccountTypeId: 2 } as const;
    const member = await signIn('member');
    const agent = await signIn('agent');
    await expect(transferFunds(member.client, { requestId, amountCents: 100, target })).resolves.toMatchObject({
      amountCents: 100,
    });
    await expect(transferFunds(agent.client, { requestId, amountCents: 100, target })).resolves.toMatchObject({
      amountCents: 100,
    });
    await expect(transferFunds(member.client, { requestId, amountCents: 100, target })).rejects.toMatchObject({
      code: 'operation.not.allowed',
    });
  });
});

describe('§4 the forced password change is read from member info too (it holds across reloads)', () => {
  it('member info says when the account is on the default password or its password expired', async () => {
    const onDefault = await signIn('defaultpw', DEMO_DEFAULT_PASSWORD);
    await expect(getMemberInfo(onDefault.client)).resolves.toMatchObject({
      onDefaultPassword: true,
      passwordExpired: false,
    });
    const expired = await signIn('expired');
    await expect(getMemberInfo(expired.client)).resolves.toMatchObject({
      onDefaultPassword: false,
      passwordExpired: true,
    });
    await changePassword(expired.client, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    await expect(getMemberInfo(expired.client)).resolves.toMatchObject({ passwordExpired: false });
    await expect(getMemberInfo((await signIn('member')).client)).resolves.toMatchObject({
      onDefaultPassword: false,
      passwordExpired: false,
    });
  });
});
