// Explicit named exports only (docs/conventions.md).
export { Button, type ButtonProps } from './components/primitives/Button';
export { AppShell, type AppShellProps } from './components/layout/AppShell';
export { StatusPage, type StatusPageProps } from './components/system/StatusPage';
export { MaintenancePage, type MaintenancePageProps } from './components/system/MaintenancePage';
export { BlockedRegionPage, type BlockedRegionPageProps } from './components/system/BlockedRegionPage';
export { LoadErrorPage, type LoadErrorPageProps } from './components/system/LoadErrorPage';
export { Splash } from './components/system/Splash';
export { OfflineNotice, type OfflineNoticeProps } from './components/system/OfflineNotice';
export { LinkProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './navigation/LinkProvider';
export { BrandPlayground, brandSource, type BrandPlaygroundProps } from './components/design/BrandPlayground';
// primitives (helper E)
export { Badge, type BadgeProps } from './components/primitives/Badge';
export { Skeleton, type SkeletonProps } from './components/primitives/Skeleton';
export { Spinner, type SpinnerProps } from './components/primitives/Spinner';
export { EmptyState, type EmptyStateProps } from './components/primitives/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/primitives/ErrorState';
export { Pagination, type PaginationProps } from './components/primitives/Pagination';
export {
  CountdownButton,
  manualClock,
  systemClock,
  type Clock,
  type CountdownButtonProps,
  type ManualClock,
} from './components/primitives/CountdownButton';
export { CaptchaField, type CaptchaFieldProps } from './components/primitives/CaptchaField';
export { PhoneField, type PhoneCountry, type PhoneFieldProps } from './components/primitives/PhoneField';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
} from './components/primitives/DateRangePicker';
export { QR_DEFAULTS, QrCode, type QrCodeProps } from './components/primitives/QrCode';
export { Marquee, type MarqueeProps } from './components/primitives/Marquee';
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_VISIBLE,
  CAROUSEL_SPACING_PX,
  CAROUSEL_SPEED_MS,
  Carousel,
  type CarouselProps,
  type CarouselSlide,
} from './components/primitives/Carousel';
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './components/primitives/SafeHtml';
export { Money, type MoneyProps } from './components/primitives/Money';
export { IconButton, type IconButtonProps } from './components/primitives/IconButton';
export { TextField, type TextFieldProps } from './components/primitives/TextField';
export { PasswordField, type PasswordFieldProps } from './components/primitives/PasswordField';
export { Select, type SelectOption, type SelectProps } from './components/primitives/Select';
export { Tabs, type TabItem, type TabsProps } from './components/primitives/Tabs';
export {
  Dialog,
  type DialogCloseProps,
  type DialogFooterProps,
  type DialogProps,
} from './components/primitives/Dialog';
export { Drawer, type DrawerProps } from './components/primitives/Drawer';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './components/primitives/DropdownMenu';
export { Tooltip, type TooltipProps } from './components/primitives/Tooltip';
export { Toaster, type ToasterProps, type ToastMessage, type ToastTone } from './components/primitives/Toast';
export { Switch, type SwitchProps } from './components/primitives/Switch';
export { Checkbox, type CheckboxProps } from './components/primitives/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/primitives/RadioGroup';

// member centre
export {
  MemberCentrePage,
  MemberPageUnavailable,
  SecurityCenterPanel,
  memberCentreHref,
  type MemberAccountSummary,
  type MemberCentrePageProps,
  type SecurityCenterPanelProps,
} from './components/member/MemberCentre';

// auth dialogs
export { LogoutConfirmDialog, type LogoutConfirmDialogProps } from './components/auth/LogoutConfirmDialog';
export {
  LoginDialog,
  type LoginCaptcha,
  type LoginDialogProps,
  type LoginInitialValues,
  type LoginSubmission,
  type SmsTarget,
  type SocialProvider,
} from './components/auth/LoginDialog';
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ForcedPasswordChangeReason,
  type PasswordChange,
} from './components/auth/ChangePasswordDialog';
export { WarningDialog, type WarningDialogProps } from './components/auth/WarningDialog';
export {
  RealAccountRequiredDialog,
  type RealAccountRequiredDialogProps,
  type RealAccountRequiredReason,
} from './components/auth/RealAccountRequiredDialog';
export {
  TwoFactorDialog,
  type TwoFactorAnswer,
  type TwoFactorDialogProps,
  type TwoFactorMethod,
} from './components/auth/TwoFactorDialog';
export {
  AGENT_CONSULTATION_HOURS,
  AgentLanding,
  type AgentLandingProps,
  type AgentLoginSubmission,
  type ConsultationHours,
} from './components/agent/AgentLanding';
// layout shell: header, top navigation, agent header
export { Header, type HeaderProps } from './components/layout/Header';
export { TopNav, TopNavPlaceholder, type TopNavProps } from './components/layout/TopNav';
export { AgentHeader, type AgentHeaderProps } from './components/layout/AgentHeader';
// registration and recovery dialogs
export {
  RegisterDialog,
  type RegisterDialogProps,
  type RegisterForm,
  type RegisterFormField,
  type RegisterSmsRequest,
} from './components/auth/RegisterDialog';
export {
  ForgotPasswordDialog,
  type ForgotByEmailForm,
  type ForgotByMobileForm,
  type ForgotPasswordDialogProps,
  type ForgotSmsRequest,
} from './components/auth/ForgotPasswordDialog';
// layout shell: side menu, footer, page templates
export { SideMenu, type SideMenuPromotion, type SideMenuProps } from './components/layout/SideMenu';
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
} from './components/layout/Footer';
export {
  DESKTOP_MEDIA_QUERY,
  MAIN_CONTENT_ID,
  PageLayout,
  PagePending,
  SIDE_MENU_ID,
  useIsDesktop,
  type PageLayoutProps,
} from './components/layout/PageLayout';
// games: cards and grids (issue 8, H1)
export { GameCard, type GameCardProps } from './components/games/GameCard';
export { VendorCard, type VendorCardProps } from './components/games/VendorCard';
export { GAME_GRID_SKELETON_COUNT, GameGrid, type GameGridProps } from './components/games/GameGrid';
export { VendorGrid, type VendorGridProps } from './components/games/VendorGrid';
// home page (issue 8, H1)
export {
  HomePage,
  HomePageSkeleton,
  type HomeContent,
  type HomeListView,
  type HomePageProps,
  type HomeRecentGames,
} from './components/home/HomePage';
export type { HomeBannerProps } from './components/home/HomeBanner';
export type { WinnerBoardProps } from './components/home/WinnerBoard';
export type { HomeCategoryKey, HomeFailure, HomeLoadStatus } from './components/home/types';
export { useLazyComponent } from './components/home/useLazyComponent';
// game launch and game centres (issue 8, H2)
export { GamePopupList, type GamePopupListProps } from './components/launch/GamePopupList';
export { GameMaintenanceDialog, type GameMaintenanceDialogProps } from './components/launch/GameMaintenanceDialog';
export {
  SeamlessGameFrame,
  gameFrameSandbox,
  isFramableGameUrl,
  type SeamlessGameFrameProps,
} from './components/launch/SeamlessGameFrame';
export type { LaunchLoadStatus } from './components/launch/shared/types';
export {
  GameCentrePage,
  type GameCentre,
  type GameCentreGroup,
  type GameCentrePageProps,
  type GameCentreSection,
} from './components/centres/GameCentrePage';
// lottery pages (issue 8, H5)
export {
  LotteryPage,
  type LotteryPageDraw,
  type LotteryPageGame,
  type LotteryPageKind,
  type LotteryPageMenu,
  type LotteryPageProps,
  type LotteryPageRecentGame,
  type LotterySectionState,
} from './components/lottery/LotteryPage';
// announcements, notices and help (issue 8, H4)
export { AnnouncementPopup, type AnnouncementPopupProps } from './components/announcements/AnnouncementPopup';
export { NoticeListDialog, type NoticeListDialogProps } from './components/announcements/NoticeListDialog';
export { HelpDialog, type HelpDialogProps } from './components/announcements/HelpDialog';
export { HelpCentrePage, type HelpCentrePageProps } from './components/announcements/HelpCentrePage';
export type { AnnouncementItem, HelpEntry, LoadStatus } from './components/announcements/shared/types';
// lobbies and account game pages (issue 8, H3)
export { LOBBY_FILTER_BUTTONS, LobbyPage, type LobbyCategory, type LobbyPageProps } from './components/lobby/LobbyPage';
export {
  AccountGamesPage,
  type AccountGamesKind,
  type AccountGamesPageProps,
} from './components/lobby/AccountGamesPage';
