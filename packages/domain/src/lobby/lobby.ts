/**
 * §4 "Lobby filters ALL, HOT, FAV, RECENT: FAV or RECENT when logged out opens login popup; ALL resets vendor and
 * classify to ALL; any filter change resets page to 1 and clears search; changing vendor resets classify to ALL;
 * language change reloads lobby; page beyond total pages is ignored." §3 "Lobby filters: NEW, FAV, ALL, HOT, RECENT".
 * §2 Game lobby; §5 "Game name search trimmed"; §5 / §6 trial users get a 'need a true account' warning for
 * favourites; §9 "Lobby page size 18 … pagination range 5, margin 2".
 */
import type { Role } from '../session/roles';

/** §3 the lobby filters. */
export type LobbyFilter = 'ALL' | 'HOT' | 'FAV' | 'RECENT' | 'NEW';

export const LOBBY_FILTERS = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const satisfies readonly LobbyFilter[];

/** The filters that need a real, logged-in account (§4 FAV/RECENT when logged out; §5 trial and favourites). */
export const ACCOUNT_LOBBY_FILTERS = ['FAV', 'RECENT'] as const satisfies readonly LobbyFilter[];

/** The vendor or classify value meaning "no restriction". */
export const LOBBY_ANY = 'ALL';

/** §9 lobby page size. */
export const LOBBY_PAGE_SIZE = 18;
/** §2 / §9 lobby pagination: range 5, margin 2 (shown only when there is more than one page). */
export const LOBBY_PAGINATION = { range: 5, margin: 2 } as const;
/** Decision: the longest search kept, in characters (code points). */
export const LOBBY_SEARCH_MAX_LENGTH = 100;
/** Decision: the longest vendor code or classify key accepted, in characters (code points). */
export const LOBBY_TOKEN_MAX_LENGTH = 64;

export interface LobbyState {
  readonly filter: LobbyFilter;
  /** A vendor code (§3 vassalage) or 'ALL'. */
  readonly vendor: string;
  /** A classify key (§3 gameClassify) or 'ALL'. */
  readonly classify: string;
  /** The trimmed game-name search; '' for none. */
  readonly search: string;
  /** 1-based. */
  readonly page: number;
}

export const INITIAL_LOBBY_STATE: LobbyState = {
  filter: 'ALL',
  vendor: LOBBY_ANY,
  classify: LOBBY_ANY,
  search: '',
  page: 1,
};

export type LobbyAction =
  | { readonly type: 'filterSelected'; readonly filter: LobbyFilter }
  | { readonly type: 'vendorSelected'; readonly vendor: string }
  | { readonly type: 'classifySelected'; readonly classify: string }
  | { readonly type: 'searchSubmitted'; readonly search: string }
  | { readonly type: 'pageSelected'; readonly page: number; readonly totalPages: number }
  | { readonly type: 'languageChanged' };

export type LobbyEffect =
  /** §4 open the login popup. */
  | { readonly type: 'openLogin' }
  /** §5 tell a trial user a real account is needed (info dialog with OK). */
  | { readonly type: 'realAccountRequired' }
  /** §4 reload the lobby's data (the state itself does not change). */
  | { readonly type: 'reload' };

export interface LobbyContext {
  readonly role: Role;
}

export interface LobbyTransition {
  readonly state: LobbyState;
  readonly effects: readonly LobbyEffect[];
}

// Controls (C0, DEL, C1) and unpaired surrogates: never part of a search or a code, and unsafe to put in a URL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const HAS_CONTROL = new RegExp(CONTROL.source);
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source);

const codePointLength = (s: string): number => Array.from(s).length;

/** §5 the game-name search as kept: controls and broken characters removed, trimmed, at most 100 characters. */
export function normalizeLobbySearch(raw: string): string {
  const cleaned = raw.replace(CONTROL, ' ').replace(LONE_SURROGATE, '').trim();
  return Array.from(cleaned).slice(0, LOBBY_SEARCH_MAX_LENGTH).join('').trim();
}

/** A vendor code or classify key the lobby accepts: non-empty, trimmed, printable, at most 64 characters. */
export function isValidLobbyToken(value: string): boolean {
  return (
    value !== '' &&
    value === value.trim() &&
    codePointLength(value) <= LOBBY_TOKEN_MAX_LENGTH &&
    !HAS_CONTROL.test(value) &&
    !HAS_LONE_SURROGATE.test(value)
  );
}

export function isLobbyFilter(value: string): value is LobbyFilter {
  return (LOBBY_FILTERS as readonly string[]).includes(value);
}

/** Whether a state is one the lobby can hold (and the URL can carry). */
export function isValidLobbyState(state: LobbyState): boolean {
  return (
    isLobbyFilter(state.filter) &&
    isValidLobbyToken(state.vendor) &&
    isValidLobbyToken(state.classify) &&
    normalizeLobbySearch(state.search) === state.search &&
    Number.isSafeInteger(state.page) &&
    state.page >= 1
  );
}

/**
 * Decision (§5, §6): FAV and RECENT need a real account. A guest gets the login popup (§4); a trial user, who is
 * logged in but "cannot … open member/account panels" and for whom "favourites" is an action needing login, gets the
 * 'need a true account' warning instead; recent games are treated like favourites (both form the account games page).
 */
export function lobbyAccountFilterBlock(role: Role): LobbyEffect | null {
  if (role === 'guest') return { type: 'openLogin' };
  if (role === 'trial') return { type: 'realAccountRequired' };
  return null;
}

const unchanged = (state: LobbyState, effects: readonly LobbyEffect[] = []): LobbyTransition => ({ state, effects });

/** §4 the lobby reducer: the next state and the effects it asks for. Invalid input is ignored, never thrown on. */
export function lobbyReducer(state: LobbyState, action: LobbyAction, context: LobbyContext): LobbyTransition {
  switch (action.type) {
    case 'filterSelected': {
      if (!isLobbyFilter(action.filter)) return unchanged(state);
      if ((ACCOUNT_LOBBY_FILTERS as readonly LobbyFilter[]).includes(action.filter)) {
        const block = lobbyAccountFilterBlock(context.role);
        if (block !== null) return unchanged(state, [block]);
      }
      // Any filter selection (even of the current one) starts over at page 1 without a search; ALL also drops the
      // vendor and classify restriction.
      const resetScope = action.filter === 'ALL' ? { vendor: LOBBY_ANY, classify: LOBBY_ANY } : {};
      return unchanged({ ...state, ...resetScope, filter: action.filter, page: 1, search: '' });
    }
    case 'vendorSelected': {
      const vendor = action.vendor.trim() === '' ? LOBBY_ANY : action.vendor.trim();
      if (!isValidLobbyToken(vendor) || vendor === state.vendor) return unchanged(state);
      return unchanged({ ...state, vendor, classify: LOBBY_ANY, page: 1 });
    }
    case 'classifySelected': {
      const classify = action.classify.trim() === '' ? LOBBY_ANY : action.classify.trim();
      if (!isValidLobbyToken(classify) || classify === state.classify) return unchanged(state);
      return unchanged({ ...state, classify, page: 1 });
    }
    case 'searchSubmitted': {
      const search = normalizeLobbySearch(action.search);
      if (search === state.search && state.page === 1) return unchanged(state);
      return unchanged({ ...state, search, page: 1 });
    }
    case 'pageSelected': {
      const { page, totalPages } = action;
      if (!Number.isSafeInteger(page) || page < 1 || page > totalPages || page === state.page) return unchanged(state);
      return unchanged({ ...state, page });
    }
    case 'languageChanged':
      return unchanged(state, [{ type: 'reload' }]);
    default:
      return unchanged(state);
  }
}

/**
 * A state arriving from outside the reducer (the address bar) passes the same rule: FAV or RECENT for a guest or a
 * trial user falls back to ALL (vendor, classify, search and page kept) with the same effect the reducer would ask
 * for.
 */
export function admitLobbyState(state: LobbyState, context: LobbyContext): LobbyTransition {
  if (!(ACCOUNT_LOBBY_FILTERS as readonly LobbyFilter[]).includes(state.filter)) return unchanged(state);
  const block = lobbyAccountFilterBlock(context.role);
  return block === null ? unchanged(state) : unchanged({ ...state, filter: 'ALL' }, [block]);
}
