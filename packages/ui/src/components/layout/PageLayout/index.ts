export { MAIN_CONTENT_ID, PageLayout, SIDE_MENU_ID, type PageLayoutProps } from './PageLayout';
export { PagePending } from './PagePending';
export { DESKTOP_MEDIA_QUERY, useIsDesktop } from './useIsDesktop';
