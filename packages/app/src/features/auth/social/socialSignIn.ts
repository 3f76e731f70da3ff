import { type ApiClient } from '@atrium/api/client';
import { loginSocial, requestDemoSocialConsent, type LoginInfo } from '@atrium/api/session';

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

/** Shows the provider's consent step and resolves with the player's answer (true: confirmed). */
export type AskConsent = (provider: SocialProvider) => Promise<boolean>;

function demoOutcome(cookie: string): string | null {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEMO_SOCIAL_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(DEMO_SOCIAL_COOKIE.length + 1)) : null;
}

/**
 * The demo provider: no third party is contacted. `askConsent` plays the provider's window (the consent step, which
 * says the binding is for good); once confirmed, the demo provider answers a one-time code and the platform
 * exchanges it for a session of the account bound to this browser's identity, registered on its first sign-in
 * (never the seeded `member`). A cancelled consent, or the cookie set to `closed`, fails the way a closed popup
 * does. The platform's real social exchange call is not known (spec §7 names none): `loginSocial` is designed.
 */
export function createDemoSocialSignIn(
  client: ApiClient,
  deviceId: () => string,
  askConsent: AskConsent,
  readCookie: () => string = () => document.cookie,
): SocialSignInAdapter {
  return {
    providers: ['facebook', 'google'],
    async signIn(provider) {
      if (demoOutcome(readCookie()) === 'closed') throw new SocialSignInError('popupClosed');
      if (!(await askConsent(provider))) throw new SocialSignInError('popupClosed');
      try {
        const code = await requestDemoSocialConsent(client, { provider, deviceId: deviceId() });
        return await loginSocial(client, { provider, code, deviceId: deviceId() });
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
