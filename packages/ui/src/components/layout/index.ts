// @atrium/ui/layout: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { AppShell, type AppShellProps } from './AppShell';
export { Header, type HeaderProps } from './Header';
export { TopNav, TopNavPlaceholder, type TopNavProps } from './TopNav';
export { AgentHeader, type AgentHeaderProps } from './AgentHeader';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
export { SideMenu, type SideMenuPromotion, type SideMenuProps } from './SideMenu';
export {
  FOOTER_PRODUCT_CATEGORIES,
  FOOTER_VENDORS,
  Footer,
  SOCIAL_NETWORKS,
  type FooterHelpItem,
  type FooterProductCategory,
  type FooterProps,
  type FooterVendor,
  type SocialNetwork,
} from './Footer';
export {
  DESKTOP_MEDIA_QUERY,
  MAIN_CONTENT_ID,
  PageLayout,
  PagePending,
  SIDE_MENU_ID,
  useIsDesktop,
  type PageLayoutProps,
} from './PageLayout';
