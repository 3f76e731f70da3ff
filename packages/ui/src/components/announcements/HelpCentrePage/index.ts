export { HelpCentrePage, type HelpCentrePageProps } from './HelpCentrePage';
