import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { resolveRoute } from '@atrium/domain/routes';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';

/**
 * §2 "/register opens the registration modal" over the home page. The address is kept: the referral code comes from
 * its query (§3). A member or agent goes home.
 */
export function RegisterEntryRoute() {
  const { role } = useSession();
  const { openRegister } = useAuthActions();
  const guard = resolveRoute('/register', '', '', { role, hasTaskResource: false }).guard;
  const shouldOpen = guard.kind === 'openPopup';
  useEffect(() => {
    if (shouldOpen) openRegister({ fromAddress: true });
  }, [shouldOpen, openRegister]);
  return guard.kind === 'redirect' ? <Navigate to={guard.to} replace /> : null;
}
