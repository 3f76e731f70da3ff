import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useSyncExternalStore } from 'react';
import { OfflineNotice } from '@atrium/ui/system';
import { useIsOnline } from '../../shared/onlineStatus';
import { isUpdateWaiting, subscribeUpdate } from '../../shared/pwa/updateStore';

const UpdateNoticeContainer = lazy(() => import('./UpdateNoticeContainer'));

/**
 * Going offline shows a notice, with retry; it goes away when the connection is back. A new version of the app
 * (shared/pwa/updates.ts) shows the update notice, applied at a safe moment (UpdateNoticeContainer).
 */
export function ConnectivityNoticeContainer() {
  // Also shown by the route load error, which may sit outside the query client (then without retry).
  const queryClient = useContext(QueryClientContext);
  const updateWaiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  return (
    <>
      <OfflineNotice
        isOffline={!useIsOnline()}
        onRetry={queryClient && (() => void queryClient.refetchQueries({ type: 'active' }))}
      />
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdateNoticeContainer />
        </Suspense>
      )}
    </>
  );
}
