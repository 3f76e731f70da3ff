import { describe, expect, it } from 'vitest';
import { loginSocial, requestDemoSocialConsent } from './index';
import { getMemberInfo } from '../member';
import { useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });

const consent = (provider: 'facebook' | 'google', deviceId: string) =>
  requestDemoSocialConsent(demo.client(), { provider, deviceId });

describe('§3 social sign-in on the demo platform (consent, then the platform’s exchange; §6 binding irreversible)', () => {
  it('the first sign-in registers a member account of its own, never the seeded member', async () => {
    const code = await consent('google', 'device-a');
    const info = await loginSocial(demo.client(), { provider: 'google', code, deviceId: 'device-a' });
    expect(info.accountType).toBe(0);
    expect(info.username).toMatch(/^gg_[0-9a-f]{8}$/);
    expect(info.accountId).not.toBe('m-1001');
    await expect(getMemberInfo(demo.client(info.token))).resolves.toMatchObject({ account: info.username });
  });

  it('the identity stays bound to that account: the next sign-in is the same account; another identity is not', async () => {
    const first = await loginSocial(demo.client(), {
      provider: 'facebook',
      code: await consent('facebook', 'device-b'),
      deviceId: 'device-b',
    });
    const again = await loginSocial(demo.client(), {
      provider: 'facebook',
      code: await consent('facebook', 'device-b'),
      deviceId: 'device-b',
    });
    expect(again.accountId).toBe(first.accountId);
    expect(again.token).not.toBe(first.token);
    const other = await loginSocial(demo.client(), {
      provider: 'google',
      code: await consent('google', 'device-b'),
      deviceId: 'device-b',
    });
    expect(other.accountId).not.toBe(first.accountId);
  });

  it('a code works once, for its provider only; without consent there is no sign-in', async () => {
    const code = await consent('google', 'device-c');
    await expect(
      loginSocial(demo.client(), { provider: 'facebook', code, deviceId: 'device-c' }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'login.failed' });
    const fresh = await consent('google', 'device-c');
    await loginSocial(demo.client(), { provider: 'google', code: fresh, deviceId: 'device-c' });
    await expect(
      loginSocial(demo.client(), { provider: 'google', code: fresh, deviceId: 'device-c' }),
    ).rejects.toMatchObject({ code: 'login.failed' });
    await expect(
      loginSocial(demo.client(), { provider: 'google', code: 'made-up', deviceId: 'device-c' }),
    ).rejects.toMatchObject({ code: 'login.failed' });
  });
});
