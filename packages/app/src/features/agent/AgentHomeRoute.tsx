import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import { memberInfoQueryOptions } from '@atrium/api/member';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { agentCentrePageOf, isAgentPageVisible, visibleAgentLinks, visibleAgentPages } from '@atrium/domain/layout';
import { accessFor, allSwitchesOff } from '@atrium/domain/session';
import { AgentCentre, AgentCentrePagePending, AgentMenuError, AgentPageUnavailable } from '@atrium/ui/agent';
import { AgentHeader } from '@atrium/ui/layout';
import { ErrorState } from '@atrium/ui/primitives';
import { Splash } from '@atrium/ui/system';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { openSupport, useSupportLink } from '../../shared/openSupport';
import { useLanguageSelect } from '../../shared/useLanguageSelect';
import { AGENT_PAGE_COMPONENTS } from './agentPages';

/** Every language's status query (queryKeys.system.status(language) starts with these two parts). */

interface AgentHomeRouteProps {
  /**
   * Given, the centre is the §2 agent centre overlay over the page behind (AgentOverlay): no agent header, and no
   * redirect to /agent (the overlay sends anyone else back to the page behind itself); this closes it.
   */
  readonly onClose?: () => void;
}

/**
 * §2 /agentHome: the agent centre, agents only; a non-agent is redirected to /agent (replacing the entry). The
 * header shows the GMT zone with a clock ticking each second, the nickname or account, and logout (the confirmation,
 * then the route is replaced with /agent).
 *
 * The agent's details (member info) say who is signed in. While they load, a session that says it is an agent's
 * shows the header with the stored account and the content area loading; when they fail (§8), the content area shows
 * the error with retry, whatever the stored session said: a failure never sends a signed-in user back to the login
 * form without a word. Only an answer that names another account type, or no session at all, redirects.
 *
 * Once the details are there, the content area is the agent centre (§2 "Agent-centre pages"): the menu and the page
 * named by `?tab=` (the team overview without one), each page its own chunk (`agentPages.ts`). The menu lists every
 * page the brand's switches offer (the domain's `visibleAgentPages`), built or not: the agent sees the spec's whole
 * centre, and a page this build does not have yet says so at its address instead of showing a blank. A page the
 * switches hide (a salary page whose flag is off) says it is not offered, with the way back to the team overview.
 * The switches failing leaves the gated entries out (fail closed) and says so above the page, with a retry; the
 * address of a gated page shows the failure with a retry instead, since that page may be offered once they arrive.
 */
export function AgentHomeRoute({ onClose }: AgentHomeRouteProps = {}) {
  const isOverlay = onClose !== undefined;
  const client = useApiClient();
  const session = useSession();
  const { requestLogout } = useAuthActions();
  const info = useQuery(memberInfoQueryOptions(client, session.hasToken));
  const switches = useQuery(whitelabelQueryOptions(client));
  const [params] = useSearchParams();
  const support = useSupportLink();
  const languageSelect = useLanguageSelect();

  // A retry puts a query that never answered back to pending, without its error: the last failure stays on screen
  // (with the retry's progress) until the answer.
  const [lastError, setLastError] = useState<unknown>(null);
  if (info.error !== null && info.error !== lastError) setLastError(info.error);

  if (!session.hasToken) return isOverlay ? null : <Navigate to="/agent" replace />;
  const isAgent = accessFor(session.role, 'agentCentre').allowed;
  // The details failed and no answer has said who this is: the retry decides.
  const hasFailed = session.memberInfo === null && info.errorUpdateCount > 0;
  if (!isAgent && !hasFailed) {
    if (isOverlay) return null;
    if (session.isPending) return <Splash />;
    return <Navigate to="/agent" replace />;
  }
  const state = session.memberInfo !== null ? 'ready' : hasFailed ? 'error' : 'loading';
  const brandSwitches = switches.data ?? allSwitchesOff();
  const page = agentCentrePageOf(params.get('tab'));
  const isVisible = isAgentPageVisible(page, brandSwitches);
  const Page = isVisible ? AGENT_PAGE_COMPONENTS[page] : undefined;
  let body;
  if (Page) {
    // A boundary per page: moving to another page shows its title at once, and the page's skeleton until its code is
    // in (on a cold load too).
    body = (
      <Suspense key={page} fallback={<AgentCentrePagePending page={page} />}>
        <Page />
      </Suspense>
    );
  } else if (!isVisible && switches.isPending) {
    body = null;
  } else if (!isVisible && switches.isError) {
    // The page may be offered once the switches arrive: the failure and its retry, not "not offered".
    body = (
      <ErrorState
        messageKey={isApiError(switches.error) ? switches.error.messageKey : undefined}
        isRetrying={switches.isFetching}
        onRetry={() => void switches.refetch()}
      />
    );
  } else {
    body = <AgentPageUnavailable reason={isVisible ? 'notBuilt' : 'notOffered'} />;
  }
  return (
    <>
      {!isOverlay && (
        <AgentHeader
          nickname={session.nickname}
          account={session.account ?? ''}
          onLogout={requestLogout}
          languageSelect={languageSelect}
        />
      )}
      <AgentCentre
        isOverlay={isOverlay}
        onClose={onClose}
        state={state}
        name={session.displayName ?? session.account ?? ''}
        errorKey={isApiError(lastError) ? lastError.messageKey : undefined}
        onRetry={() => {
          void info.refetch();
          // The switches most likely failed with the details: one retry brings the whole centre back.
          if (switches.isError) void switches.refetch();
        }}
        isRetrying={info.isFetching}
        page={page}
        pages={visibleAgentPages(brandSwitches)}
        // Customer service is offered where the platform names a service address.
        links={visibleAgentLinks(brandSwitches).filter((link) => link !== 'customerService' || support)}
        onCustomerService={support ? () => openSupport(support) : undefined}
      >
        {Page && switches.isError && (
          // The menu left out the pages the switches gate: said, with the retry, above the page that works.
          <AgentMenuError isRetrying={switches.isFetching} onRetry={() => void switches.refetch()} />
        )}
        {body}
      </AgentCentre>
    </>
  );
}
