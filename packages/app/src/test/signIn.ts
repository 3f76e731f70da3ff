import { createApiClient } from '@atrium/api/client';
import { DEMO_ORIGIN, DEMO_PASSWORD } from '@atrium/api/demo';
import { login, loginFreePlay, type LoginInfo } from '@atrium/api/session';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { storeAccount, storeToken } from '../shared/session';

/** A client of the msw demo platform with `token` (none: a guest's, as the login dialog has before signing in). */
export function demoClient(token: string | null = null) {
  return createApiClient({
    baseUrl: DEMO_ORIGIN,
    merchantCode: 'atriumdemo',
    getLanguage: () => 'EN',
    getToken: () => token,
  });
}

/** Logs a demo account in against the msw demo platform, as the login dialog does, without storing anything. */
export function demoLogin(
  username: string,
  { password = DEMO_PASSWORD, deviceId = 'test-device' } = {},
): Promise<LoginInfo> {
  return login(demoClient(), { request: { type: 'username', username, password }, deviceId });
}

/** Logs a demo account in and stores only its token: the session layer then learns the role from the platform. */
export async function signIn(username: string): Promise<void> {
  storeToken((await demoLogin(username)).token);
}

/** Starts a free-play (trial) session against the msw demo platform and stores its token, as the login dialog would. */
export async function startTrial(): Promise<void> {
  const info = await loginFreePlay(demoClient(), { deviceId: 'test-device', os: 'Linux' });
  storeToken(info.token);
}

/**
 * Signs any seeded demo account in, as the login dialog does, and leaves the session in sessionStorage at once;
 * the entry announcements count as closed this session, since they would cover the page under test. Returns the
 * account's id on the demo platform, for reading its state.
 */
export async function signInAccount(username: string, options: { readonly isAgent?: boolean } = {}): Promise<string> {
  const info = await demoLogin(username, { deviceId: `${username}-test-device` });
  storeToken(info.token);
  storeAccount({
    nickname: null,
    account: info.username,
    customerId: info.accountId,
    isAgent: options.isAgent ?? false,
  });
  sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
  return info.accountId;
}

/**
 * Signs the demo account of `role` in once (call it in beforeAll) and returns what puts its session back in
 * sessionStorage, as the login left it, for each test (the storage is cleared after every test).
 */
export async function signInAs(role: 'member' | 'agent'): Promise<() => void> {
  const info = await demoLogin(role, { deviceId: 'sweep-device' });
  return () => {
    storeToken(info.token);
    storeAccount({ nickname: null, account: info.username, customerId: info.accountId, isAgent: role === 'agent' });
  };
}

/** The code the demo platform sent to a phone (its demo-only SMS inbox), by `mobileKeyOf`'s key. */
export async function demoSmsCode(mobileKey: string): Promise<string> {
  const answer = await fetch(`${DEMO_ORIGIN}/__demo/sms?mobile=${mobileKey}`);
  const body = (await answer.json()) as { code: string | null };
  if (!body.code) throw new Error(`no SMS code was sent to ${mobileKey}`);
  return body.code;
}
