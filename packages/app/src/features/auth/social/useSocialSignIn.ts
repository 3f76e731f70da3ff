import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { LoginInfo } from '@atrium/api/session';
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

export type SocialOutcome =
  { readonly ok: true; readonly login: LoginInfo } | { readonly ok: false; readonly messageKey: string };

export interface SocialSignIn {
  readonly providers: readonly SocialProvider[];
  readonly isPending: boolean;
  signIn(provider: SocialProvider): Promise<SocialOutcome>;
}

export function useSocialSignIn(): SocialSignIn {
  const client = useApiClient();
  const provided = useContext(SocialSignInContext);
  const adapter = useMemo(() => provided ?? createDemoSocialSignIn(client, deviceId), [provided, client]);
  const [isPending, setPending] = useState(false);
  const signIn = useCallback(
    async (provider: SocialProvider): Promise<SocialOutcome> => {
      setPending(true);
      try {
        return { ok: true, login: await adapter.signIn(provider) };
      } catch (error) {
        return { ok: false, messageKey: socialFailureMessageKey(error) };
      } finally {
        setPending(false);
      }
    },
    [adapter],
  );
  return { providers: adapter.providers, isPending, signIn };
}
