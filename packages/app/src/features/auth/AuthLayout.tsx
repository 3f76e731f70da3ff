import { Outlet } from 'react-router';
import { AuthProvider } from '../../shared/auth/AuthProvider';
import { lazyWithText } from '../../shared/lazy/lazyPage';

// The dialogs load when first opened: the home page's critical path carries none of them (README budget).
const AuthDialogHost = lazyWithText(async () => ({ default: (await import('./AuthDialogHost')).AuthDialogHost }));

/** The layout route that puts the session layer, with this feature's dialogs, around every page (app/router.tsx). */
export function AuthLayout() {
  return (
    <AuthProvider dialogHost={AuthDialogHost}>
      <Outlet />
    </AuthProvider>
  );
}
