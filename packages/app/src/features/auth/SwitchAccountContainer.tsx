import { SwitchAccountDialog } from '@atrium/ui/auth';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useSession } from '../../shared/auth/useSession';

/** A `?token=` link while another account is signed in: which account to keep (AuthProvider holds the link's). */
export function SwitchAccountContainer() {
  const { settleAccountSwitch } = useAuthInternals();
  const { displayName } = useSession();
  return (
    <SwitchAccountDialog
      isOpen
      currentName={displayName}
      onKeep={() => settleAccountSwitch('keep')}
      onSwitch={() => settleAccountSwitch('switch')}
    />
  );
}
