export { SaferPlayPage, type SaferPlayPageProps } from './SaferPlayPage';
