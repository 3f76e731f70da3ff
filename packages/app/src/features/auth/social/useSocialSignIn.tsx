import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginInfo } from '@atrium/api/session';
import { SocialConsentDialog } from '@atrium/ui/auth';
import { useApiClient } from '../../../shared/apiClient';
import { deviceId } from '../../../shared/session';
import {
  createDemoSocialSignIn,
  socialFailureMessageKey,
  type SocialProvider,
  type SocialSignInAdapter,
} from './socialSignIn';

/** Set by a deployment with real providers; the demo provider otherwise. */
export const SocialSignInContext = createContext<SocialSignInAdapter | null>(null);

/** A failure keeps the platform's refusal too, for what it names (a sign-in during a break says until when). */
export type SocialOutcome =
  | { readonly ok: true; readonly login: LoginInfo }
  | { readonly ok: false; readonly messageKey: string; readonly error: unknown };

export interface SocialSignIn {
  readonly providers: readonly SocialProvider[];
  readonly isPending: boolean;
  signIn(provider: SocialProvider): Promise<SocialOutcome>;
  /** The demo provider's consent step while it waits for the player (render it beside the login dialog), or null. */
  readonly consent: ReactNode;
}

interface PendingConsent {
  readonly provider: SocialProvider;
  readonly answer: (confirmed: boolean) => void;
}

export function useSocialSignIn(): SocialSignIn {
  const client = useApiClient();
  const provided = useContext(SocialSignInContext);
  const [pendingConsent, setPendingConsent] = useState<PendingConsent | null>(null);
  const askConsent = useCallback(
    (provider: SocialProvider) =>
      new Promise<boolean>((resolve) => {
        let isAnswered = false;
        setPendingConsent({
          provider,
          answer: (confirmed) => {
            if (isAnswered) return;
            isAnswered = true;
            setPendingConsent(null);
            resolve(confirmed);
          },
        });
      }),
    [],
  );
  // A consent left open when the login dialog goes away counts as cancelled: nothing is shared or bound.
  useEffect(() => () => pendingConsent?.answer(false), [pendingConsent]);
  const adapter = useMemo(
    () => provided ?? createDemoSocialSignIn(client, deviceId, askConsent),
    [provided, client, askConsent],
  );
  const [isPending, setPending] = useState(false);
  const signIn = useCallback(
    async (provider: SocialProvider): Promise<SocialOutcome> => {
      setPending(true);
      try {
        return { ok: true, login: await adapter.signIn(provider) };
      } catch (error) {
        return { ok: false, messageKey: socialFailureMessageKey(error), error };
      } finally {
        setPending(false);
      }
    },
    [adapter],
  );
  const consent = pendingConsent ? (
    <SocialConsentDialog
      isOpen
      provider={pendingConsent.provider}
      onConfirm={() => pendingConsent.answer(true)}
      onCancel={() => pendingConsent.answer(false)}
    />
  ) : null;
  return { providers: adapter.providers, isPending, signIn, consent };
}
