export { SideMenu, type SideMenuPromotion, type SideMenuProps } from './SideMenu';
