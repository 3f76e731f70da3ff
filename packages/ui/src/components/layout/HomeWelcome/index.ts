export { HomeWelcome, type HomeWelcomeProps } from './HomeWelcome';
