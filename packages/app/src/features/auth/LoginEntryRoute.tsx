import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { resolveRoute } from '@atrium/domain/routes';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';

/** §2 "/login opens the login popup and resets the address to /" (a member or agent simply goes home). */
export function LoginEntryRoute() {
  const { role } = useSession();
  const { openLogin } = useAuthActions();
  const guard = resolveRoute('/login', '', '', { role, hasTaskResource: false }).guard;
  const shouldOpen = guard.kind === 'openLogin';
  useEffect(() => {
    if (shouldOpen) openLogin();
  }, [shouldOpen, openLogin]);
  return <Navigate to="/" replace />;
}
