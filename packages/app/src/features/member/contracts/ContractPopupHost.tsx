import { useEffect, useState, type ComponentType } from 'react';
import { isKnownRealAccount, knownRoleOf, useSession } from '../../../shared/auth/useSession';
import type { ContractOffersWatcherProps } from './ContractOffersWatcher';

type Watcher = ComponentType<ContractOffersWatcherProps>;

/**
 * §2 contract popup, mounted once by the page frame. For a signed-in member or agent (never a trial user or a guest)
 * it loads the watcher, which checks AGENTPOLICY3, reads the pending offers and loads the popup itself only when one
 * waits: neither is in the start-up chunk, and this host stays as small as it can for that reason. Loaded in an
 * effect rather than with React.lazy, as the member overlay is (MemberOverlayHost: a lazy component under the
 * router's navigation transition did not commit in the app's tests).
 */
export function ContractPopupHost() {
  const session = useSession();
  const isWanted = isKnownRealAccount(knownRoleOf(session)) && session.account !== null;
  const [watcher, setWatcher] = useState<{ readonly component: Watcher } | null>(null);
  useEffect(() => {
    if (!isWanted || watcher !== null) return;
    let isCurrent = true;
    import('./ContractOffersWatcher')
      .then((module) => {
        if (isCurrent) setWatcher({ component: module.ContractOffersWatcher });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isWanted, watcher]);
  if (!isWanted || watcher === null || session.account === null) return null;
  const ContractOffersWatcher = watcher.component;
  return <ContractOffersWatcher account={session.account} />;
}
