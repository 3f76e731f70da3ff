import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/index';
import { login } from '../session';
import { useDemoPlatform } from '../test/harness';
import { getDownlines } from './index';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const demo = useDemoPlatform({ now: NOW });
const TEAM_AGENT = 'a-2050';
const DEVICE = '2d0c6a1e-5b7f-4f0e-8a4b-1c9e3f7d2a60';

const signIn = (username: string) =>
  login(demo.client(), { request: { type: 'username', username, password: DEMO_PASSWORD }, deviceId: DEVICE });
const lastLoginOf = async (username: string) =>
  (await getDownlines(demo.clientAs(TEAM_AGENT))).find((d) => d.username === username)?.lastLoginAt;

describe("§2 downlineManagmentView: a downline's last login (demo)", () => {
  it('is none until the downline signs in, then the time of its latest sign-in', async () => {
    expect(await lastLoginOf('teamdown1a')).toBeNull();
    await signIn('teamdown1a');
    expect(await lastLoginOf('teamdown1a')).toBe(NOW);
    expect(await lastLoginOf('teamdown1b')).toBeNull();

    demo.advance(90 * 60_000);
    await signIn('teamdown1a');
    expect(await lastLoginOf('teamdown1a')).toBe(NOW + 90 * 60_000);
  });
});
