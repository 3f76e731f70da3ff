import { useEffect, useState } from 'react';
import { isKnownRealAccount, knownRoleOf, useSession, type Session } from './useSession';

type Account = NonNullable<Session['account']>;

/**
 * A part of the page frame that only a signed-in member or agent needs (never a trial user or a guest): its code is
 * fetched in an effect once such an account is known, so the start-up chunk carries this hook alone. Null until then.
 * An effect rather than React.lazy, as the member overlay is loaded (MemberOverlayHost: a lazy component under the
 * router's navigation transition did not commit in the app's tests); a failed fetch leaves the part out.
 */
export function useAccountPart<T>(load: () => Promise<T>): { readonly part: T; readonly account: Account } | null {
  const session = useSession();
  const account = isKnownRealAccount(knownRoleOf(session)) ? session.account : null;
  const [loaded, setLoaded] = useState<{ readonly part: T } | null>(null);
  const isWanted = account !== null;
  useEffect(() => {
    if (!isWanted || loaded !== null) return;
    let isCurrent = true;
    load().then(
      (part) => {
        if (isCurrent) setLoaded({ part });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, loaded, load]);
  return account !== null && loaded !== null ? { part: loaded.part, account } : null;
}
