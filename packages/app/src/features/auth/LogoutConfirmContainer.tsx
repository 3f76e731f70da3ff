import { LogoutConfirmDialog } from '@atrium/ui/auth';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useSubmit } from '../../shared/submit';

/** §4 Logout: confirm, loader, logout, home (or /agent from the agent centre). */
export function LogoutConfirmContainer() {
  const { confirmLogout, setDialog } = useAuthInternals();
  const logout = useSubmit(confirmLogout);
  return (
    <LogoutConfirmDialog
      isOpen
      isPending={logout.isPending}
      onCancel={() => setDialog(null)}
      onConfirm={() => logout.run()}
    />
  );
}
