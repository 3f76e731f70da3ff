import { useAuthInternals } from '../../shared/auth/authContext';
import { ChangePasswordContainer } from './ChangePasswordContainer';
import { ForgotPasswordContainer } from './ForgotPasswordContainer';
import { LoginDialogContainer } from './LoginDialogContainer';
import { LogoutConfirmContainer } from './LogoutConfirmContainer';
import { RealAccountContainer } from './RealAccountContainer';
import { RegisterDialogContainer } from './RegisterDialogContainer';
import { SwitchAccountContainer } from './SwitchAccountContainer';

/**
 * Renders the one auth dialog that is open (AuthProvider decides which). Each dialog's container wires a
 * presentational dialog of @atrium/ui to the api and the domain's rules.
 */
export function AuthDialogHost() {
  const { dialog } = useAuthInternals();
  switch (dialog?.kind) {
    case 'login':
      return <LoginDialogContainer noticeKey={dialog.noticeKey} />;
    case 'register':
      return <RegisterDialogContainer />;
    case 'forgotPassword':
      return <ForgotPasswordContainer />;
    case 'changePassword':
      return <ChangePasswordContainer forced={dialog.forced} />;
    case 'logoutConfirm':
      return <LogoutConfirmContainer />;
    case 'switchAccount':
      return <SwitchAccountContainer />;
    case 'realAccount':
      return <RealAccountContainer refusal={dialog.refusal} />;
    default:
      return null;
  }
}
