import { useAuthInternals } from './authContext';
import { LogoutConfirmContainer } from './LogoutConfirmContainer';

/**
 * Renders the one auth dialog that is open (AuthProvider decides which). Each dialog's container wires a
 * presentational dialog of @atrium/ui to the api and the domain's rules.
 */
export function AuthDialogHost() {
  const { dialog } = useAuthInternals();
  switch (dialog?.kind) {
    case 'logoutConfirm':
      return <LogoutConfirmContainer />;
    default:
      return null;
  }
}
