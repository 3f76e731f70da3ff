import { randomToken } from './sessions';
import type { DemoPlatform } from './platform';

/**
 * The demo platform's social sign-in (spec §3 "social login (Facebook/Google)", §6 "binding is irreversible once
 * confirmed"). The demo stands in for the provider too: its consent step (`/__demo/social/consent`) hands out a
 * one-time code for the confirmed identity, which the platform exchanges for a session of the account bound to that
 * identity, registering one on the first sign-in. A binding is never undone: there is no call that removes it.
 */

export type DemoSocialProvider = 'facebook' | 'google';

export const DEMO_SOCIAL_PROVIDERS: readonly DemoSocialProvider[] = ['facebook', 'google'];

/** How long a consent code may wait for its exchange. */
export const DEMO_SOCIAL_CODE_MS = 5 * 60_000;

export interface DemoSocialState {
  /** The provider's answer to a confirmed consent: a one-time code for the identity. */
  issueCode(provider: DemoSocialProvider, subject: string): string;
  /** Spends a code: the identity it stood for, or null when unknown, used or too old. */
  redeemCode(provider: DemoSocialProvider, code: string): { readonly subject: string } | null;
  /** The account bound to an identity, or null before its first sign-in. */
  boundAccountId(provider: DemoSocialProvider, subject: string): string | null;
  /** Binds an identity to an account, for good: an identity already bound keeps its account. */
  bind(provider: DemoSocialProvider, subject: string, accountId: string): string;
  /** Whether the account has an identity of this provider bound (my account lists its bindings). */
  isBound(provider: DemoSocialProvider, accountId: string): boolean;
}

export function socialState(platform: DemoPlatform): DemoSocialState {
  return platform.area('social', () => {
    const codes = new Map<string, { provider: DemoSocialProvider; subject: string; expiresAt: number }>();
    const bindings = new Map<string, string>();
    const key = (provider: DemoSocialProvider, subject: string) => `${provider}:${subject}`;
    return {
      issueCode(provider, subject) {
        const code = randomToken(16);
        codes.set(code, { provider, subject, expiresAt: platform.now() + DEMO_SOCIAL_CODE_MS });
        return code;
      },
      redeemCode(provider, code) {
        const entry = codes.get(code);
        codes.delete(code);
        if (!entry || entry.provider !== provider || platform.now() >= entry.expiresAt) return null;
        return { subject: entry.subject };
      },
      boundAccountId: (provider, subject) => bindings.get(key(provider, subject)) ?? null,
      bind(provider, subject, accountId) {
        const existing = bindings.get(key(provider, subject));
        if (existing !== undefined) return existing;
        bindings.set(key(provider, subject), accountId);
        return accountId;
      },
      isBound: (provider, accountId) =>
        [...bindings].some(([bound, id]) => id === accountId && bound.startsWith(`${provider}:`)),
    };
  });
}
