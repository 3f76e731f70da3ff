import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import { memberInfoQueryOptions } from '@atrium/api/member';
import { accessFor } from '@atrium/domain/session';
import { AgentCentre } from '@atrium/ui/agent';
import { AgentHeader } from '@atrium/ui/layout';
import { Splash } from '@atrium/ui/system';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';

/**
 * §2 /agentHome: the agent centre, agents only; a non-agent is redirected to /agent (replacing the entry). The
 * header shows the GMT zone with a clock ticking each second, the nickname or account, and logout (the confirmation,
 * then the route is replaced with /agent).
 *
 * The agent's details (member info) say who is signed in. While they load, a session that says it is an agent's
 * shows the header with the stored account and the content area loading; when they fail (§8), the content area shows
 * the error with retry, whatever the stored session said: a failure never sends a signed-in user back to the login
 * form without a word. Only an answer that names another account type, or no session at all, redirects.
 */
export function AgentHomeRoute() {
  const client = useApiClient();
  const session = useSession();
  const { requestLogout } = useAuthActions();
  const info = useQuery(memberInfoQueryOptions(client, session.hasToken));

  // A retry puts a query that never answered back to pending, without its error: the last failure stays on screen
  // (with the retry's progress) until the answer.
  const [lastError, setLastError] = useState<unknown>(null);
  if (info.error !== null && info.error !== lastError) setLastError(info.error);

  if (!session.hasToken) return <Navigate to="/agent" replace />;
  const isAgent = accessFor(session.role, 'agentCentre').allowed;
  // The details failed and no answer has said who this is: the retry decides.
  const hasFailed = session.memberInfo === null && info.errorUpdateCount > 0;
  if (!isAgent && !hasFailed) {
    if (session.isPending) return <Splash />;
    return <Navigate to="/agent" replace />;
  }
  const state = session.memberInfo !== null ? 'ready' : hasFailed ? 'error' : 'loading';
  return (
    <>
      <AgentHeader nickname={session.nickname} account={session.account ?? ''} onLogout={requestLogout} />
      <AgentCentre
        state={state}
        name={session.displayName ?? session.account ?? ''}
        errorKey={isApiError(lastError) ? lastError.messageKey : undefined}
        onRetry={() => void info.refetch()}
        isRetrying={info.isFetching}
      />
    </>
  );
}
