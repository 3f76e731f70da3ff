import { http, type HttpHandler } from 'msw';
import { ok } from '../../envelope';
import { isResponse, readEncrypted, readJson } from '../../http';
import { randomToken } from '../../state/sessions';
import type { DemoPlatform } from '../../state/platform';
import { DEMO_SOCIAL_PROVIDERS, socialState, type DemoSocialProvider } from '../../state/social';
import { newAccount } from './registration';
import { signIn, refuseWith, text } from './shared';

const providerOf = (raw: unknown): DemoSocialProvider | null => DEMO_SOCIAL_PROVIDERS.find((p) => p === raw) ?? null;

/** The prefix of the usernames the demo registers for social identities (never a seeded account's). */
const USERNAME_PREFIX: Readonly<Record<DemoSocialProvider, string>> = { facebook: 'fb_', google: 'gg_' };

/**
 * Social sign-in on the demo platform:
 * - `POST /__demo/social/consent` (demo-only, the provider's part): the player confirmed the consent step; answers a
 *   one-time code for the identity. The demo provider knows one identity per browser, named by its device id.
 * - `POST /wps/session/login/social` (designed, encrypted: `provider`, `code`, `loginDeviceId`): exchanges the code
 *   for a session of the account bound to the identity; the first sign-in registers a member account and binds it,
 *   irreversibly. Never the demo's seeded `member`.
 */
export function socialHandlers(platform: DemoPlatform): HttpHandler[] {
  const social = () => socialState(platform);
  return [
    http.post('*/__demo/social/consent', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const provider = providerOf(body['provider']);
      const deviceId = text(body['deviceId']).trim();
      if (!provider || deviceId === '') return refuseWith(400, 'request_param_err', 'provider and deviceId required');
      return ok({ code: social().issueCode(provider, `demo-${deviceId}`) });
    }),

    http.post('*/wps/session/login/social', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      const provider = providerOf(body['provider']);
      const redeemed = provider ? social().redeemCode(provider, text(body['code'])) : null;
      if (!provider || !redeemed) return refuseWith(400, 'login.failed', 'Social sign-in failed, please try again');
      const boundId = social().boundAccountId(provider, redeemed.subject);
      let account = boundId ? platform.accountById(boundId) : null;
      if (!account) {
        account = newAccount(platform, {
          username: `${USERNAME_PREFIX[provider]}${randomToken(4)}`,
          // A password nobody knows: the account signs in through its provider.
          password: randomToken(16),
          type: 0,
          email: null,
          mobile: null,
          balanceCents: 0,
          parentId: null,
          firstTimeLogin: true,
        });
        social().bind(provider, redeemed.subject, account.id);
      }
      return signIn(platform, account);
    }),
  ];
}
