import { forwardRef, useEffect } from 'react';
import { Link, useLocation, useNavigate, useRoutes, type Location } from 'react-router';
import { MemberCentreOverlay } from '@atrium/ui/member';
import { LinkProvider, type LinkComponentProps } from '@atrium/ui/navigation';
import { memberOverlayBackground } from '../../shared/memberOverlay';
import { useSession } from '../../shared/auth/useSession';
import { MemberRoute } from './MemberRoute';

/**
 * The member centre's links inside the overlay keep it an overlay (the page behind stays in the entry's state) and
 * replace the entry, so Back closes the overlay rather than stepping through its pages; a link elsewhere leaves it.
 */
const OverlayLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function OverlayLink({ href, ...rest }, ref) {
  const location = useLocation();
  const staysInside = href.toLowerCase().startsWith('/member');
  return <Link ref={ref} to={href} state={staysInside ? location.state : undefined} replace={staysInside} {...rest} />;
});

interface MemberOverlayProps {
  /** The address itself: /member?tab=… with the page behind in its state. */
  readonly location: Location;
}

/**
 * Spec §2 member centre overlay: the member centre (the same pages as /member) over the page the player was on.
 * Real accounts only, as the /member page: a guest or a trial account (a stale history entry, a sign-out meanwhile)
 * goes back to the page behind. Closing it goes back in history when it was opened here, else to the page behind.
 */
export function MemberOverlay({ location }: MemberOverlayProps) {
  const session = useSession();
  const navigate = useNavigate();
  const background = memberOverlayBackground(location);
  const isAllowed = !session.isPending && session.isLoggedIn && !session.isTrial;
  // The member page under the address itself (the routes outside render the page behind): `useRoutes`, which the
  // start-up already carries, rather than <Routes>, which would add its code to the start-up chunk.
  const page = useRoutes([{ path: 'member', element: <MemberRoute /> }], location);

  useEffect(() => {
    if (background && !session.isPending && !isAllowed) void navigate(background, { replace: true });
  }, [background, isAllowed, navigate, session.isPending]);

  if (!background || !isAllowed) return null;
  // Opened in this visit (the entry has a key of its own): back to the page behind; the first entry of a visit (a
  // reload of the overlay's address) has nowhere to go back to, so it is replaced by the page behind.
  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(background, { replace: true });
  };
  return (
    <MemberCentreOverlay isOpen onClose={close}>
      <LinkProvider component={OverlayLink}>{page}</LinkProvider>
    </MemberCentreOverlay>
  );
}
