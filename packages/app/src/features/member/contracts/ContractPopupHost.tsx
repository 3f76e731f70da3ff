import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { mayReceiveContractOffers } from '@atrium/domain/contracts';
import { useAnnouncementDialog } from '../../../shared/announcements/announcementStore';
import { useAuthInternals } from '../../../shared/auth/authContext';
import { knownRoleOf, useSession } from '../../../shared/auth/useSession';
import { useApiClient } from '../../../shared/apiClient';
import type { ContractOffersWatcherProps } from './ContractOffersWatcher';

type Watcher = ComponentType<ContractOffersWatcherProps>;

/**
 * §2 contract popup, mounted once by the page frame. For a signed-in member or agent under AGENTPOLICY3 (never a
 * trial user: domain `mayReceiveContractOffers`) it loads the watcher, which reads the pending offers and loads the
 * popup itself only when one waits; nothing of either is in the start-up chunk. Loaded in an effect rather than with
 * React.lazy, as the member overlay is (MemberOverlayHost: a lazy component under the router's navigation
 * transition did not commit in the app's tests).
 */
export function ContractPopupHost() {
  const client = useApiClient();
  const session = useSession();
  const role = knownRoleOf(session);
  const switches = useQuery({ ...whitelabelQueryOptions(client), enabled: session.isLoggedIn });
  const isWanted =
    role !== 'pending' &&
    session.account !== null &&
    mayReceiveContractOffers(role, switches.data?.AGENTPOLICY3 === true);
  // Never over the sign-in dialogs, the forced password change or an announcement: it opens once they close.
  const authDialog = useAuthInternals().dialog;
  const announcement = useAnnouncementDialog();
  const isBlocked = authDialog !== null || announcement !== null;
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
  return <ContractOffersWatcher account={session.account} isBlocked={isBlocked} />;
}
