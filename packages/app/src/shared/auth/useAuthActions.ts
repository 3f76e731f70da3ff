import { useContext } from 'react';
import { AuthActionsContext, type AuthActions } from './authContext';

export type { AuthActions, OpenLoginOptions } from './authContext';

/**
 * Opens the auth dialogs and guards actions: openLogin(), openRegister(), openForgotPassword(), requestLogout(),
 * openChangePassword(), guard(action), startFreePlay(), closeDialog(). The object is stable across renders.
 */
export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions needs an AuthProvider above it');
  return actions;
}
