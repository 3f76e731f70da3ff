export { LOBBY_FILTER_BUTTONS, LobbyPage, type LobbyCategory, type LobbyPageProps } from './LobbyPage';
