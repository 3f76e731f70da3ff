/**
 * The lobby's address and view, as pure functions (tested in lobbyLocation.test.ts): the state lives in the URL
 * query (domain `parseLobbyQuery` / `serializeLobbyQuery`), every change passes the domain's `lobbyReducer` (§4), and
 * a state arriving from outside (a shared link, back/forward) passes `admitLobbyState`.
 */
import {
  DEFAULT_VENDOR_SPLIT_LISTS,
  type Game,
  type GameClassify,
  type Vendor,
  type VendorCatalogue,
  type VendorSplitLists,
} from '@atrium/domain/games';
import { pageCountFor } from '@atrium/domain/format';
import {
  LOBBY_ANY,
  LOBBY_PAGE_SIZE,
  admitLobbyState,
  lobbyReducer,
  normalizeLobbySearch,
  parseLobbyQuery,
  readUrlQuery,
  serializeLobbyQuery,
  type LobbyAction,
  type LobbyContext,
  type LobbyEffect,
  type LobbyState,
} from '@atrium/domain/lobby';

/** The lobby routes of §2: /live, /fish, /rng (query vassalage), /pvp. */
export type LobbyRouteCategory = 'LIVE' | 'FISH' | 'RNG' | 'PVP';

/** What the address asks for, once admitted: the state, the canonical query and what to do about it. */
export interface AdmittedLobbyAddress {
  readonly state: LobbyState;
  /** The canonical query string ('' for the default lobby); replace the address with it when it differs. */
  readonly search: string;
  readonly effects: readonly LobbyEffect[];
}

/** Reads the address: garbage falls back to defaults; FAV/RECENT for a guest or trial user falls back to ALL. */
export function admitLobbyAddress(search: string, context: LobbyContext): AdmittedLobbyAddress {
  const admitted = admitLobbyState(parseLobbyQuery(search), context);
  return { state: admitted.state, search: serializeLobbyQuery(admitted.state), effects: admitted.effects };
}

/** The result of a user action: the query to push (null when the state does not change) and the effects to run. */
export interface LobbyStep {
  readonly search: string | null;
  readonly effects: readonly LobbyEffect[];
}

export function lobbyStep(state: LobbyState, action: LobbyAction, context: LobbyContext): LobbyStep {
  const next = lobbyReducer(state, action, context);
  const before = serializeLobbyQuery(state);
  const after = serializeLobbyQuery(next.state);
  return { search: after === before ? null : after, effects: next.effects };
}

/**
 * Whether two query strings carry the same parameters in the same order, once decoded: the browser may escape what
 * `encodeURIComponent` leaves alone (an apostrophe), and that must not count as a difference (it would rewrite the
 * address for ever).
 */
export function sameLobbySearch(a: string, b: string): boolean {
  const pairs = (s: string) => JSON.stringify([...readUrlQuery(s)]);
  return pairs(a) === pairs(b);
}

/** What the lobby screen shows for a route and state: the §4 split puts the in-house vendors (BGS) apart. */
export interface LobbyView {
  readonly category: LobbyRouteCategory | 'BGS';
  /** The wire game type the calls ask for. */
  readonly gameType: LobbyRouteCategory;
  /** §2 "vendor dropdown (not for BGS)". */
  readonly hasVendorSelect: boolean;
  readonly vendors: readonly Vendor[];
  /** The classify tabs for the current vendor (a classify naming its vendors shows only with one of them). */
  readonly classifies: readonly GameClassify[];
}

export function lobbyViewOf(
  route: LobbyRouteCategory,
  state: LobbyState,
  catalogue: VendorCatalogue | undefined,
  lists: VendorSplitLists = DEFAULT_VENDOR_SPLIT_LISTS,
): LobbyView {
  const isInHouse = route === 'RNG' && lists.inHouse.some((code) => code.toUpperCase() === state.vendor.toUpperCase());
  const category = isInHouse ? 'BGS' : route;
  const group = catalogue?.[category];
  const classifies = (group?.classifies ?? []).filter(
    (c) => state.vendor === LOBBY_ANY || c.vendorCodes === null || c.vendorCodes.includes(state.vendor),
  );
  return {
    category,
    gameType: route,
    hasVendorSelect: !isInHouse,
    vendors: isInHouse ? [] : (group?.vendors ?? []),
    classifies,
  };
}

/** A page of games the lobby shows, whichever call it came from. */
export interface LobbyPageData {
  readonly games: readonly Game[];
  readonly totalPages: number;
}

/**
 * Lists the platform sends whole (hot games) or that a call cannot narrow (favourites, recent: no classify or name
 * parameter): the classify and the search (§5 trimmed, case-insensitive) apply here.
 */
export function narrowGames(games: readonly Game[], state: LobbyState): readonly Game[] {
  const search = normalizeLobbySearch(state.search).toLocaleLowerCase();
  return games.filter(
    (g) =>
      (state.classify === LOBBY_ANY || g.classify === state.classify) &&
      (search === '' || g.name.toLocaleLowerCase().includes(search)),
  );
}

/** One lobby page (§9 18 per page) of a whole list. */
export function pageOfList(games: readonly Game[], page: number, pageSize = LOBBY_PAGE_SIZE): LobbyPageData {
  const totalPages = pageCountFor(games.length, pageSize);
  return { games: games.slice((page - 1) * pageSize, page * pageSize), totalPages };
}

/** §4 "page beyond total pages is ignored": an address whose page is past the last known page goes back to page 1. */
export function pageBeyondTotal(state: LobbyState, totalPages: number | undefined): boolean {
  return totalPages !== undefined && state.page > 1 && state.page > totalPages;
}
