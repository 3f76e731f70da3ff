import { type ApiClient } from '@atrium/api/client';
import { login, type LoginInfo } from '@atrium/api/session';

/** §3 "social login (Facebook/Google)". */
export type SocialProvider = 'facebook' | 'google';

/** Why a social sign-in did not give a login: the user closed the provider's popup, or anything else. */
export type SocialFailure = 'popupClosed' | 'failed';

export class SocialSignInError extends Error {
  override readonly name = 'SocialSignInError';
  constructor(readonly reason: SocialFailure) {
    super(`social sign-in: ${reason}`);
  }
}

/**
 * The one seam between Atrium and a social identity provider: `signIn` runs the provider's flow (its popup) and
 * exchanges the identity with the platform, resolving with the platform's login; it rejects with a
 * `SocialSignInError` (a closed popup is `popupClosed`). A real adapter wraps the Facebook and Google SDKs.
 */
export interface SocialSignInAdapter {
  readonly providers: readonly SocialProvider[];
  signIn(provider: SocialProvider): Promise<LoginInfo>;
}

/** The demo's own cookie (like `atrium-demo-fault`): `closed` plays a user closing the provider's popup. */
export const DEMO_SOCIAL_COOKIE = 'atrium-demo-social';

/** The demo account a demo social identity belongs to (packages/api README "Demo accounts"). */
const DEMO_SOCIAL_ACCOUNT = { username: 'member', password: 'Demo1234' } as const;

function demoOutcome(cookie: string): string | null {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEMO_SOCIAL_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(DEMO_SOCIAL_COOKIE.length + 1)) : null;
}

/**
 * The demo provider: no third party is contacted. The "provider" recognises the visitor as the demo member and
 * the platform exchange is played by the demo platform's ordinary login; with the cookie set to `closed` it fails
 * the way a closed popup does. The platform's real social exchange call is not known (spec §7 names none).
 */
export function createDemoSocialSignIn(
  client: ApiClient,
  deviceId: () => string,
  readCookie: () => string = () => document.cookie,
): SocialSignInAdapter {
  return {
    providers: ['facebook', 'google'],
    async signIn() {
      if (demoOutcome(readCookie()) === 'closed') throw new SocialSignInError('popupClosed');
      try {
        return await login(client, { request: { type: 'username', ...DEMO_SOCIAL_ACCOUNT }, deviceId: deviceId() });
      } catch {
        throw new SocialSignInError('failed');
      }
    },
  };
}

/** §8 "Popup closed by user: 'Login failure. Please try again.'" and any other failure. */
export function socialFailureMessageKey(error: unknown): string {
  return error instanceof SocialSignInError && error.reason === 'popupClosed'
    ? 'errors:login.popupClosed'
    : 'errors:unknown';
}
