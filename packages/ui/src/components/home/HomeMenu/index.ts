export { HomeMenu, type HomeMenuProps } from './HomeMenu';
