export { AccountGamesPage, type AccountGamesKind, type AccountGamesPageProps } from './AccountGamesPage';
