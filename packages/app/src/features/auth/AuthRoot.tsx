import { Outlet } from 'react-router';
import { AuthProvider } from './AuthProvider';

/** The route element that puts the session layer around every page (app/router.tsx). */
export function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
