import { useState } from 'react';
import { LogoutConfirmDialog } from '@atrium/ui/auth';
import { useAuthInternals } from '../../shared/auth/authContext';

/** §4 Logout: confirm, loader, logout, home (or /agent from the agent centre). */
export function LogoutConfirmContainer() {
  const { confirmLogout, setDialog } = useAuthInternals();
  const [isPending, setPending] = useState(false);
  return (
    <LogoutConfirmDialog
      isOpen
      isPending={isPending}
      onCancel={() => setDialog(null)}
      onConfirm={() => {
        if (isPending) return;
        setPending(true);
        void confirmLogout();
      }}
    />
  );
}
