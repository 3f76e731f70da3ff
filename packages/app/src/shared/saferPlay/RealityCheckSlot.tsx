import { useEffect, useState, type ComponentType } from 'react';
import { isKnownRealAccount, knownRoleOf, useSession } from '../auth/useSession';

/**
 * The reality check (docs/decisions/0012-safer-play.md), mounted once by the page frame. For a signed-in member or
 * agent only it loads the host, which reads the member's interval and waits for the reminder; a guest or a trial
 * user costs this component alone. Loaded in an effect, as the contract popup's watcher is (ContractPopupHost).
 */
export function RealityCheckSlot() {
  const isWanted = isKnownRealAccount(knownRoleOf(useSession()));
  const [host, setHost] = useState<{ readonly component: ComponentType } | null>(null);
  useEffect(() => {
    if (!isWanted || host !== null) return;
    let isCurrent = true;
    import('./RealityCheckHost')
      .then((module) => {
        if (isCurrent) setHost({ component: module.RealityCheckHost });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isWanted, host]);
  if (!isWanted || host === null) return null;
  const Host = host.component;
  return <Host />;
}
