export { Splash } from './Splash';
