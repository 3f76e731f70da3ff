// @atrium/domain/layout: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 / §9 Side menu: visible entries, promotions (first 6 plus see-more), the current entry
export {
  SIDE_MENU_ITEM_ORDER,
  SIDE_MENU_PATHS,
  SIDE_MENU_PROMOTIONS_PATH,
  SIDE_MENU_PROMOTION_LIMIT,
  activeSideMenuItem,
  sideMenuItems,
  sideMenuPromotions,
  type SideMenuContext,
  type SideMenuItemId,
  type SideMenuLinkId,
  type SideMenuPromotions,
} from './sideMenu';
// §2 Header: guest buttons or account controls, the account dropdown per role and what each entry needs
export {
  ACCOUNT_MENU_ACCESS,
  ACCOUNT_MENU_ORDER,
  accountMenuItems,
  headerControls,
  type AccountMenuItem,
  type HeaderControls,
} from './header';
// §2 Side menu: the app download links (the iOS one carries language and token)
export { appDownloadLinks, type AppDownloadContext, type AppDownloadLinks } from './appDownload';
// §2 Other screens: the mirror-site list's line detection (order, timeout)
export { LINE_CHECK_TIMEOUT_MS, rankMirrorLines, type LineCheck } from './mirrorLines';
// §2 Header destinations (personal and agent centres)
export {
  DEFAULT_MEMBER_CENTRE_PAGE,
  HEADER_DESTINATION_PATHS,
  isMemberCentrePage,
  MEMBER_CENTRE_PAGES,
  memberCentrePageOf,
  type HeaderDestination,
  type MemberCentrePage,
} from './memberCentre';
// §2 / §6 Member-centre pages each user sees (switches, member facts, merchant wallet)
export {
  NO_UPLINE_TRANSFER_AGENT_TYPE,
  isMemberPageVisible,
  isPointsMallOffered,
  visibleMemberPages,
  type MemberPageFacts,
} from './memberPageVisibility';
// §2 Agent-centre pages (menu order, the flags that gate the salary and dividend pages, the links out)
export {
  AGENT_CENTRE_LINKS,
  AGENT_CENTRE_PAGES,
  AGENT_LINK_PAGES,
  AGENT_PAGE_SWITCHES,
  DEFAULT_AGENT_CENTRE_PAGE,
  agentCentreHref,
  agentCentrePageOf,
  isAgentCentrePage,
  isAgentPageVisible,
  visibleAgentLinks,
  visibleAgentPages,
  type AgentCentreLink,
  type AgentCentrePage,
} from './agentCentre';
// §2 Badges on the member-centre menu and the header's notice icon (shown above zero, on the pages offered)
export {
  BADGED_PAGES,
  badgeCount,
  isBadgeShown,
  memberMenuBadges,
  noticeIconCount,
  type BadgeFacts,
  type BadgedPage,
  type IsPageOffered,
} from './badges';
