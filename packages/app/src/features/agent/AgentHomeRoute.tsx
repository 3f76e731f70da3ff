import { Navigate } from 'react-router';
import { accessFor } from '@atrium/domain/session';
import { AgentHeader } from '@atrium/ui/layout';
import { Splash } from '@atrium/ui/system';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';

/**
 * §2 /agentHome: the agent centre, agents only; a non-agent is redirected to /agent (replacing the entry). The
 * header shows the GMT zone with a clock ticking each second, the nickname or account, and logout (the confirmation,
 * then the route is replaced with /agent). While a held token's role is being learned, the splash shows.
 */
export function AgentHomeRoute() {
  const session = useSession();
  const { requestLogout } = useAuthActions();
  if (session.isPending) return <Splash />;
  if (!accessFor(session.role, 'agentCentre').allowed) return <Navigate to="/agent" replace />;
  return (
    <>
      <AgentHeader nickname={session.nickname} account={session.account ?? ''} onLogout={requestLogout} />
      <main id="main-content" />
    </>
  );
}
