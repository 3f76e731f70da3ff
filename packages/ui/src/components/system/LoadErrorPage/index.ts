export { LoadErrorPage, type LoadErrorPageProps } from './LoadErrorPage';
