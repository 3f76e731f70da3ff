import { OfflineNotice } from '@atrium/ui/system';
import { useIsOnline } from '../../shared/onlineStatus';

/** Going offline shows a notice; it goes away when the connection is back. */
export function ConnectivityNoticeContainer() {
  return <OfflineNotice isOffline={!useIsOnline()} />;
}
