import { Navigate } from 'react-router';
import { accessFor } from '@atrium/domain';
import { Splash } from '@atrium/ui';
import { useSession } from '../auth/useSession';

/**
 * §2 /agentHome: the agent centre, agents only; a non-agent is redirected to /agent (replacing the entry).
 * While a held token's role is still being learned, the splash shows instead of a wrong redirect.
 */
export function AgentHomeRoute() {
  const session = useSession();
  if (session.isPending) return <Splash />;
  if (!accessFor(session.role, 'agentCentre').allowed) return <Navigate to="/agent" replace />;
  return <AgentCentre />;
}

function AgentCentre() {
  return null;
}
