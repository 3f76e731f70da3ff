import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { announcementsQueryOptions } from '@atrium/api/announcements';
import {
  announcementMarkerAfterClose,
  shouldShowAnnouncementPopup,
  type AnnouncementAudienceFacts,
} from '@atrium/domain/announcements';
import { findRoute, STANDARD_ROUTE_LAYOUT, type RoutePurpose } from '@atrium/domain/routes';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useSession } from '../../shared/auth/useSession';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { getAnnouncementDialog, setAnnouncementDialog } from '../../shared/announcements/announcementStore';

const POPUP_ROUTES: ReadonlySet<RoutePurpose> = new Set(['login', 'register', 'help']);

/** Session storage, or null where the browser blocks it (the popup then shows on each entry, which is harmless). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAnnouncementMarker(): string | null {
  try {
    return sessionStore()?.getItem(SESSION_STORAGE_KEYS.announcementClosed) ?? null;
  } catch {
    return null;
  }
}

/** §4 "unless closed (marker in session)": the marker is not a secret, only which audiences' popup was closed. */
export function markAnnouncementClosed(isLoggedIn: boolean): void {
  try {
    sessionStore()?.setItem(
      SESSION_STORAGE_KEYS.announcementClosed,
      announcementMarkerAfterClose(readAnnouncementMarker(), isLoggedIn),
    );
  } catch {
    // Blocked storage: it shows again on the next entry.
  }
}

/** The audience facts of the current session (§4 B for guests, A for members, plus F for first login). */
export function useAnnouncementFacts(): AnnouncementAudienceFacts {
  const session = useSession();
  // §4 "A for members, plus F for first login": the session remembers a first login for its token.
  return { isLoggedIn: session.isLoggedIn, isFirstLogin: session.isFirstLogin };
}

/**
 * §4 Announcement popup: opens by itself when this audience has popups and their popup was not closed this session;
 * again after login (new audience) and after a language change (the query key holds both). Only on routes in the
 * full page frame.
 */
export function useEntryPopup(): void {
  const client = useApiClient();
  const session = useSession();
  const { platformLanguage } = useLanguage();
  const facts = useAnnouncementFacts();
  const { pathname } = useLocation();
  // Never over an auth dialog (the login popup of /login, whose address is already /): it opens once that closes.
  const isAuthDialogOpen = useAuthInternals().dialog !== null;
  const route = findRoute(pathname);
  const layout = route?.layout ?? STANDARD_ROUTE_LAYOUT;
  // Not over another popup route's dialog (login, register, help), a game page or the bare help centre.
  const isFramed = layout.header && layout.footer && !POPUP_ROUTES.has(route?.purpose ?? 'home');
  // Read while the role is still pending too: the audience (signed in or not) is already known from the token, and
  // the same query is the home page's. The popup itself waits for the role (below).
  const { data } = useQuery(announcementsQueryOptions(client, platformLanguage, facts));
  const popupCount = data?.popups.length ?? 0;
  // The domain calls it again after login and a language change. After a logout (which clears the marker) the guest
  // popup waits for the next entry rather than covering the page the user just landed on.
  // (Adjusted while rendering, not in an effect.)
  const [wasLoggedIn, setWasLoggedIn] = useState(facts.isLoggedIn);
  const [isAfterLogout, setAfterLogout] = useState(false);
  if (wasLoggedIn !== facts.isLoggedIn && !session.isPending) {
    if (wasLoggedIn) setAfterLogout(true);
    setWasLoggedIn(facts.isLoggedIn);
  }

  // An auth dialog can open in the very commit the popup opened in (a guarded route's login popup, e.g. a guest on
  // /streamView, whose guard asks for it while the announcements are already in the cache from the start), or later
  // (an expired session): the popup then steps aside without counting as closed, and the effect below opens it again
  // once the auth dialog has closed. Two modal dialogs at once leave one of them hidden from a screen reader.
  useEffect(() => {
    if (!isAuthDialogOpen) return;
    const current = getAnnouncementDialog();
    if (current?.kind === 'popup' && current.source === 'entry') setAnnouncementDialog(null);
  }, [isAuthDialogOpen]);

  useEffect(() => {
    if (!isFramed || isAuthDialogOpen || session.isPending || getAnnouncementDialog() !== null) return;
    if (isAfterLogout && !facts.isLoggedIn) return;
    if (
      shouldShowAnnouncementPopup({
        marker: readAnnouncementMarker(),
        isLoggedIn: facts.isLoggedIn,
        matchingCount: popupCount,
      })
    )
      setAnnouncementDialog({ kind: 'popup', source: 'entry', index: 0 });
  }, [isFramed, isAuthDialogOpen, isAfterLogout, session.isPending, facts.isLoggedIn, popupCount, data]);
}
