import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { roleOf } from '@atrium/domain/session';
import { queryKeys } from '../queryKeys';
import {
  completeFirstLogin,
  getCaptcha,
  login,
  loginFreePlay,
  logout,
  captchaQueryOptions,
  type LoginRequest,
} from './index';
import { DEMO_PASSWORD, DEMO_TRIAL_BALANCE_CENTS } from '../demo/index';
import { useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });
const client = demo.sessionClient;
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';

const byUsername = (username: string, password: string, extra: Partial<LoginRequest> = {}): LoginRequest =>
  ({ type: 'username', username, password, ...extra }) as LoginRequest;

describe('§7 free play, logout, first-login action', () => {
  it('free play creates a trial account (type 4) with a demo balance and logs it in', async () => {
    const before = demo.platform.accounts.length;
    const info = await loginFreePlay(client, { deviceId: DEVICE, os: 'Linux' });
    expect(info.accountType).toBe(4);
    expect(roleOf({ type: info.accountType })).toBe('trial');
    expect(demo.platform.accounts).toHaveLength(before + 1);
    expect(demo.platform.accountById(info.accountId)?.balanceCents).toBe(DEMO_TRIAL_BALANCE_CENTS);
    expect(demo.platform.sessions.accountIdOf(info.token)).toBe(info.accountId);
  });

  it('logout revokes the token: the next session call is session-expired', async () => {
    const { token } = await login(client, { request: byUsername('member', DEMO_PASSWORD), deviceId: DEVICE });
    demo.setToken(token);
    await logout(client);
    expect(demo.platform.sessions.accountIdOf(token)).toBeNull();
    await expect(logout(client)).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('§4 first login: firstTimeLogin is true until the first-login action runs (assumed POST /wps/member/firstLogin)', async () => {
    const first = await login(client, { request: byUsername('firsttime', DEMO_PASSWORD), deviceId: DEVICE });
    expect(first.firstTimeLogin).toBe(true);
    demo.setToken(first.token);
    await completeFirstLogin(client);
    const second = await login(client, { request: byUsername('firsttime', DEMO_PASSWORD), deviceId: DEVICE });
    expect(second.firstTimeLogin).toBe(false);
  });

  it('the captcha is a valid PNG: signature, checksummed chunks, and image data that inflates to its size', async () => {
    const { imageSrc } = await getCaptcha(client);
    const png = Buffer.from(imageSrc.replace('data:image/png;base64,', ''), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    let offset = 8;
    const types: string[] = [];
    let idat = Buffer.alloc(0);
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.toString('latin1', offset + 4, offset + 8);
      types.push(type);
      if (type === 'IDAT') idat = Buffer.concat([idat, png.subarray(offset + 8, offset + 8 + length)]);
      offset += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(idat)).toHaveLength(height * (width + 1));
  });

  it('the captcha query is never cached and its key is the area key', () => {
    const options = captchaQueryOptions(client);
    expect(options.queryKey).toEqual([...queryKeys.session.all, 'captcha']);
    expect(options).toMatchObject({ staleTime: 0, gcTime: 0, retry: false });
  });
});
