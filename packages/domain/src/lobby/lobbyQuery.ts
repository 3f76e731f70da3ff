/**
 * The lobby state in the address (ARCHITECTURE "the new state is reflected in the URL query (shareable, back button
 * works)"), e.g. `?filter=HOT&vassalage=PG&classify=SLOT&q=fortune&page=2`. §2 "/rng takes query vassalage": the
 * vendor travels as `vassalage`, the name the game-launch route already uses (`/rng?vassalage=PG`), so a launched
 * lobby and a filtered one read alike; `vendor` is accepted as an alias. Defaults are left out, so the default lobby
 * has a clean address. Reading is total: garbage falls back to defaults, and nothing throws.
 */
import {
  INITIAL_LOBBY_STATE,
  LOBBY_ANY,
  isLobbyFilter,
  isValidLobbyToken,
  normalizeLobbySearch,
  type LobbyState,
} from './lobby';
import { readUrlQuery, writeUrlQuery, type UrlQueryParams } from './queryString';

export const LOBBY_QUERY_KEYS = {
  filter: 'filter',
  vendor: 'vassalage',
  vendorAlias: 'vendor',
  classify: 'classify',
  search: 'q',
  page: 'page',
} as const;

/** The non-default parts of a state as ordered query pairs; an invalid part is left out rather than written. */
export function lobbyQueryPairs(state: LobbyState): readonly (readonly [string, string])[] {
  const pairs: [string, string][] = [];
  if (isLobbyFilter(state.filter) && state.filter !== INITIAL_LOBBY_STATE.filter)
    pairs.push([LOBBY_QUERY_KEYS.filter, state.filter]);
  if (state.vendor !== LOBBY_ANY && isValidLobbyToken(state.vendor))
    pairs.push([LOBBY_QUERY_KEYS.vendor, state.vendor]);
  if (state.classify !== LOBBY_ANY && isValidLobbyToken(state.classify))
    pairs.push([LOBBY_QUERY_KEYS.classify, state.classify]);
  const search = normalizeLobbySearch(state.search);
  if (search !== '') pairs.push([LOBBY_QUERY_KEYS.search, search]);
  if (Number.isSafeInteger(state.page) && state.page > 1) pairs.push([LOBBY_QUERY_KEYS.page, String(state.page)]);
  return pairs;
}

/** The state as a query string with its '?', or '' for the default lobby. */
export function serializeLobbyQuery(state: LobbyState): string {
  return writeUrlQuery(lobbyQueryPairs(state));
}

function token(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  return isValidLobbyToken(trimmed) ? trimmed : LOBBY_ANY;
}

function page(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return 1;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** Reads a lobby state from a query string (with or without '?') or a router's query record. Never throws. */
export function parseLobbyQuery(query: string | UrlQueryParams): LobbyState {
  const q = readUrlQuery(query);
  const filter = q.get(LOBBY_QUERY_KEYS.filter)?.trim().toUpperCase() ?? '';
  return {
    filter: isLobbyFilter(filter) ? filter : INITIAL_LOBBY_STATE.filter,
    vendor: token(q.get(LOBBY_QUERY_KEYS.vendor) ?? q.get(LOBBY_QUERY_KEYS.vendorAlias)),
    classify: token(q.get(LOBBY_QUERY_KEYS.classify)),
    search: normalizeLobbySearch(q.get(LOBBY_QUERY_KEYS.search) ?? ''),
    page: page(q.get(LOBBY_QUERY_KEYS.page)),
  };
}
