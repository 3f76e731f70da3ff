// @atrium/ui/lobby: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { LOBBY_FILTER_BUTTONS, LobbyPage, type LobbyCategory, type LobbyPageProps } from './LobbyPage';
export { AccountGamesPage, type AccountGamesKind, type AccountGamesPageProps } from './AccountGamesPage';
