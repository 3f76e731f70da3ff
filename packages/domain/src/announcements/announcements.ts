/**
 * §4 "Announcement popup: once per session per audience unless closed (marker in session). Filtered: B for guests;
 * A for members, plus F for first login. Refreshed on language change and login."
 * §3 "Announcement: title, content (HTML), promotionType, execution (A, B, F, or user/anonymous audience)".
 * §7 "Announcements: types B,PL,PU,PR,H (or B,PL,PU,PR with execution B), platform W".
 * docs/glossary.md: execution A after login (members), B before login (guests), F first login only; types B banners,
 * PL marquee (player), PU popup, PR promotion, H unconfirmed. docs/protocol.md: value keys banners, player, popup, promotion.
 */

export type AnnouncementAudience = 'A' | 'B' | 'F';

export type AnnouncementKind = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export const ANNOUNCEMENT_KINDS: readonly AnnouncementKind[] = ['B', 'PL', 'PU', 'PR', 'H'];

/** Where each kind arrives in the announcements response (docs/protocol.md). H's key is not known. */
export const ANNOUNCEMENT_KIND_FIELDS = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
} as const satisfies Partial<Record<AnnouncementKind, string>>;

/** §7: the platform code sent with the announcements call. */
export const ANNOUNCEMENT_PLATFORM = 'W';

export interface AnnouncementRequest {
  readonly types: readonly AnnouncementKind[];
  /** Sent only before login, as `execution=B`. */
  readonly execution: 'B' | null;
}

/**
 * §7 read as: before login the call asks for B,PL,PU,PR with execution B; after login for all five kinds without
 * an execution filter (the popup is then filtered here by audience).
 */
export function announcementRequest(isLoggedIn: boolean): AnnouncementRequest {
  return isLoggedIn
    ? { types: ANNOUNCEMENT_KINDS, execution: null }
    : { types: ['B', 'PL', 'PU', 'PR'], execution: 'B' };
}

const AUDIENCE_WORDS: Readonly<Record<string, AnnouncementAudience>> = {
  A: 'A',
  B: 'B',
  F: 'F',
  USER: 'A',
  ANONYMOUS: 'B',
};

/**
 * Reads a popup's `execution`. Decisions: case is ignored; "user" is A and "anonymous" is B (§3's "user/anonymous
 * audience"); a list ("A,F") gives several; unknown words are dropped, and a popup with no readable audience is
 * shown to no one.
 */
export function parseAnnouncementAudiences(execution: unknown): ReadonlySet<AnnouncementAudience> {
  if (typeof execution !== 'string') return new Set();
  const audiences = execution
    .split(/[\s,;|]+/)
    .map((word) => AUDIENCE_WORDS[word.toUpperCase()])
    .filter((audience): audience is AnnouncementAudience => audience !== undefined);
  return new Set(audiences);
}

export interface AnnouncementAudienceFacts {
  readonly isLoggedIn: boolean;
  /** The login's `firstTimeLogin`. */
  readonly isFirstLogin: boolean;
}

/** "B for guests; A for members, plus F for first login". Trial users and agents are logged in: A (and F). */
export function announcementAudiences(facts: AnnouncementAudienceFacts): readonly AnnouncementAudience[] {
  if (!facts.isLoggedIn) return ['B'];
  return facts.isFirstLogin ? ['A', 'F'] : ['A'];
}

/** The popups this user should see, in the server's order. */
export function announcementsForAudience<T extends { readonly execution?: unknown }>(
  announcements: readonly T[],
  facts: AnnouncementAudienceFacts,
): T[] {
  const wanted = announcementAudiences(facts);
  return announcements.filter((announcement) => {
    const audiences = parseAnnouncementAudiences(announcement.execution);
    return wanted.some((audience) => audiences.has(audience));
  });
}

/**
 * The session marker: which audiences' popups the user closed this session. The app keeps it as a string in
 * session storage (`SESSION_STORAGE_KEYS.announcementClosed`); these functions only read and write the value.
 * Format: the closed audience keys joined by commas, e.g. "B,A". A first-login popup (F) shows with the member
 * popup and is closed with it, under A.
 */
export type AnnouncementMarkerKey = 'A' | 'B';

export function announcementMarkerKey(isLoggedIn: boolean): AnnouncementMarkerKey {
  return isLoggedIn ? 'A' : 'B';
}

/** Reads the stored marker; anything unreadable counts as nothing closed (the popup shows again, which is harmless). */
export function parseAnnouncementMarker(raw: string | null | undefined): ReadonlySet<AnnouncementMarkerKey> {
  const keys = (raw ?? '').split(',').map((part) => part.trim());
  return new Set(keys.filter((key): key is AnnouncementMarkerKey => key === 'A' || key === 'B'));
}

/** The marker value to store when the user closes the popup. */
export function announcementMarkerAfterClose(raw: string | null | undefined, isLoggedIn: boolean): string {
  const closed = new Set(parseAnnouncementMarker(raw));
  closed.add(announcementMarkerKey(isLoggedIn));
  return (['B', 'A'] as const).filter((key) => closed.has(key)).join(',');
}

/** Whether this audience's popup was closed this session (then it does not open again, whatever the list holds). */
export function isAnnouncementPopupClosed(marker: string | null | undefined, isLoggedIn: boolean): boolean {
  return parseAnnouncementMarker(marker).has(announcementMarkerKey(isLoggedIn));
}

/**
 * Whether the announcement popup opens now: there is something for this audience and the user has not closed this
 * audience's popup this session. Called again after login and after a language change (the list is re-fetched);
 * a closed popup stays closed, a popup for the new audience (after login) opens. Logout clears session storage,
 * so a guest sees the guest popup again.
 */
export function shouldShowAnnouncementPopup(input: {
  readonly marker: string | null | undefined;
  readonly isLoggedIn: boolean;
  readonly matchingCount: number;
}): boolean {
  return input.matchingCount > 0 && !isAnnouncementPopupClosed(input.marker, input.isLoggedIn);
}
