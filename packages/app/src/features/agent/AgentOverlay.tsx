import { forwardRef, useEffect } from 'react';
import { Link, useLocation, useNavigate, useRoutes, type Location } from 'react-router';
import { accessFor } from '@atrium/domain/session';
import { LinkProvider, type LinkComponentProps } from '@atrium/ui/navigation';
import { agentOverlayBackground, memberOverlayState } from '../../shared/memberOverlay';
import { useSession } from '../../shared/auth/useSession';
import { AgentHomeRoute } from './AgentHomeRoute';

/**
 * The agent centre's links inside the overlay keep it an overlay (the page behind stays in the entry's state) and
 * replace the entry, so Back closes the overlay rather than stepping through its pages. Its deposit, withdraw and
 * messages entries open the member centre over the same page behind; any other link leaves.
 */
const OverlayLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function OverlayLink({ href, ...rest }, ref) {
  const location = useLocation();
  const background = agentOverlayBackground(location);
  const path = href.toLowerCase();
  const state = path.startsWith('/agenthome')
    ? location.state
    : path.startsWith('/member') && background
      ? memberOverlayState(background)
      : undefined;
  return <Link ref={ref} to={href} state={state} replace={state !== undefined} {...rest} />;
});

interface AgentOverlayProps {
  /** The address itself: /agentHome?tab=… with the page behind in its state. */
  readonly location: Location;
}

/**
 * Spec §2 agent centre overlay: the agent centre (the same menu and pages as /agentHome) over the page the agent was
 * on. Agents only, as the header's entry: anyone else (a stale history entry, a sign-out meanwhile) goes back to the
 * page behind. Closing it goes back in history when it was opened here, else to the page behind.
 */
export function AgentOverlay({ location }: AgentOverlayProps) {
  const session = useSession();
  const navigate = useNavigate();
  const background = agentOverlayBackground(location);
  const isAllowed = !session.isPending && session.isLoggedIn && accessFor(session.role, 'agentCentre').allowed;
  // Opened in this visit (the entry has a key of its own): back to the page behind; the first entry of a visit (a
  // reload of the overlay's address) has nowhere to go back to, so it is replaced by the page behind.
  const close = () => {
    if (!background) return;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(background, { replace: true });
  };
  // The centre under the address itself (the routes outside render the page behind it).
  const page = useRoutes([{ path: 'agentHome', element: <AgentHomeRoute onClose={close} /> }], location);

  useEffect(() => {
    if (background && !session.isPending && !isAllowed) void navigate(background, { replace: true });
  }, [background, isAllowed, navigate, session.isPending]);

  if (!background || !isAllowed) return null;
  return <LinkProvider component={OverlayLink}>{page}</LinkProvider>;
}
