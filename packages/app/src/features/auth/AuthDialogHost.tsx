import { useAuthInternals } from './authContext';
import { LoginDialogContainer } from './LoginDialogContainer';
import { LogoutConfirmContainer } from './LogoutConfirmContainer';
import { RealAccountContainer } from './RealAccountContainer';

/**
 * Renders the one auth dialog that is open (AuthProvider decides which). Each dialog's container wires a
 * presentational dialog of @atrium/ui to the api and the domain's rules.
 */
export function AuthDialogHost() {
  const { dialog } = useAuthInternals();
  switch (dialog?.kind) {
    case 'login':
      return <LoginDialogContainer noticeKey={dialog.noticeKey} />;
    case 'logoutConfirm':
      return <LogoutConfirmContainer />;
    case 'realAccount':
      return <RealAccountContainer refusal={dialog.refusal} />;
    default:
      return null;
  }
}
