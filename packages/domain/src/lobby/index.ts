// @atrium/domain/lobby: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §4 Lobby: filters reducer, constants, state in the URL query
export {
  ACCOUNT_LOBBY_FILTERS,
  INITIAL_LOBBY_STATE,
  LOBBY_ANY,
  LOBBY_FILTERS,
  LOBBY_PAGE_SIZE,
  LOBBY_PAGINATION,
  LOBBY_SEARCH_MAX_LENGTH,
  LOBBY_TOKEN_MAX_LENGTH,
  admitLobbyState,
  isLobbyFilter,
  isValidLobbyState,
  isValidLobbyToken,
  lobbyAccountFilterBlock,
  lobbyReducer,
  normalizeLobbySearch,
  type LobbyAction,
  type LobbyContext,
  type LobbyEffect,
  type LobbyFilter,
  type LobbyState,
  type LobbyTransition,
} from './lobby';
export { LOBBY_QUERY_KEYS, lobbyQueryPairs, parseLobbyQuery, serializeLobbyQuery } from './lobbyQuery';
export { readUrlQuery, writeUrlQuery, type UrlQueryParams } from './queryString';
