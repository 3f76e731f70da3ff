// Explicit named exports only (docs/conventions.md: no `export *` barrels). Keep each family's block together.

// §4 System status at start
export {
  PLATFORM_STATUS,
  platformStatus,
  startupScreen,
  type PlatformStatus,
  type StartupFailure,
  type StartupOutcome,
  type StartupScreen,
  type SystemStatusFacts,
} from './system/systemStatus';

// §3 / §6 Roles
export { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE, roleOf, type Role } from './session/roles';

// Security stance: server link targets
export { safeLinkTarget, type SafeLink } from './links/safeLink';

// §5 Validation
export {
  REQUIRED,
  charCount,
  hasErrors,
  isBlank,
  type FormErrors,
  type ValidationCode,
  type ValidationError,
  type ValidationParams,
} from './validation/errors';
export {
  ANY_PATTERN,
  PATTERN_IDS,
  isCalendarDate,
  matchesPattern,
  parseIsoDate,
  parseUsDate,
  patternIdFromWire,
  type CalendarDate,
  type PatternId,
} from './validation/patterns';
export {
  DEFAULT_EMAIL_RULE,
  DEFAULT_MOBILE_RULE,
  DEFAULT_PASSWORD_RULE,
  DEFAULT_USERNAME_RULE,
  MATCH_ALL,
  RULE_FIELDS,
  checkFieldValue,
  compileAcceptedPattern,
  fieldRuleFromWire,
  fieldRulesFromWire,
  fitsRule,
  lengthParams,
  ruleError,
  type FieldRule,
  type FieldRules,
  type RuleField,
  type WireFieldRule,
} from './validation/fieldRules';
export { DEFAULT_PHONE_DIGITS, nationalDigits, validatePhoneDigits, type PhoneDigitsTable } from './validation/phone';
export {
  OPTIONAL_REGISTRATION_FIELDS,
  isMobileShown,
  isSmsCodeShown,
  trimLoginByUsername,
  validateChangePassword,
  validateConfirmation,
  validateForgotByEmail,
  validateForgotByMobile,
  validateLoginBySms,
  validateLoginByUsername,
  validateMobileNumber,
  validateRegistration,
  validateTermsAgreement,
  type ChangePasswordField,
  type ChangePasswordInput,
  type ForgotByEmailField,
  type ForgotByEmailInput,
  type ForgotByMobileField,
  type ForgotByMobileInput,
  type LoginByUsernameField,
  type LoginByUsernameInput,
  type LoginBySmsField,
  type LoginBySmsInput,
  type MobileCheck,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationMethod,
  type RegistrationOptions,
} from './validation/forms';
export {
  ACTIVITY_APPLICATION_LIMITS,
  isAcceptedImage,
  validateActivityApplication,
  validateActivityImages,
  type ActivityApplicationField,
  type ActivityApplicationInput,
  type FileDescriptor,
} from './validation/activityApplication';
export {
  countWords,
  validateFeedback,
  validateFeedbackContent,
  type FeedbackField,
  type FeedbackInput,
  type FeedbackWordBounds,
} from './validation/feedback';
export {
  DEFAULT_MINIMUM_AGE,
  ageOn,
  calendarDateAt,
  validateAgeConfirmation,
  validateBirthDate,
  type AgeCheckOptions,
} from './validation/age';

// §3/§4 Points and statuses
export { POINT_TYPES, parsePointType, type PointType } from './points/pointTypes';
export {
  REDEEM_STATUSES,
  REDEEM_TRANSITIONS,
  canRedeemStatusChange,
  isRedeemStatusFinal,
  parseRedeemStatus,
  type RedeemStatus,
} from './points/redeemStatus';
export {
  ACTIVITY_ACTIONS,
  ACTIVITY_STATUSES,
  activityAction,
  parseActivityStatus,
  type ActivityAction,
  type ActivityStatus,
} from './points/activityStatus';

// §2 / §3 / §4 / §9 Game catalogue: categories, vendor splitting, prize mode, navigation, home sections, cards
export { type Game, type GameClassify, type Vendor, type VendorLane, type WinnerBoardEntry } from './catalogue/types';
export {
  DERIVED_GAME_GROUPS,
  GAME_CATEGORIES,
  PRIMARY_GAME_CATEGORIES,
  VENDOR_CATEGORIES,
  VENDOR_STYLE_CATEGORIES,
  cardStyleOfCategory,
  isGameCategory,
  type DerivedGameGroup,
  type GameCardStyle,
  type GameCategory,
  type PrimaryGameCategory,
  type VendorCategory,
} from './catalogue/categories';
export {
  DEFAULT_VENDOR_SPLIT_LISTS,
  ELOTTERY_MODE_VENDORS,
  PRIZE_MODES,
  prizeModeOf,
  splitVendorLanes,
  type CategoryVendors,
  type PrizeMode,
  type VendorCatalogue,
  type VendorSplitLists,
} from './catalogue/vendors';
export {
  ALWAYS_NAVIGATING_CATEGORIES,
  HOME_MENU_CATEGORY_ORDER,
  INITIAL_HOME_MENU_ITEM,
  TOP_NAV_ORDER,
  TOP_NAV_PATHS,
  chooseHomeMenuItem,
  homeMenuItems,
  topNavClick,
  topNavigation,
  type HomeMenuChoice,
  type HomeMenuItem,
  type TopNavClick,
  type TopNavEntry,
} from './catalogue/navigation';
export {
  HOME_HOT_FULL_LIMIT,
  HOME_RECENT_PAGE_SIZE,
  HOME_SECTION_MORE_THRESHOLD,
  HOME_SECTION_ORDER,
  HOME_SECTION_PREVIEW,
  homePreviewCount,
  homeSectionHasMore,
  homeSections,
  showsRecentOnHome,
  type GameHomeSectionId,
  type HomeSection,
  type HomeSectionId,
  type HomeSectionsInput,
  type VendorHomeSectionId,
} from './catalogue/home';
export {
  LARGE_VENDOR_LAYOUT_THRESHOLD,
  WINNER_BOARD_LIMIT,
  gameCardVariant,
  showsHotBadge,
  usesLargeVendorLayout,
  vendorImagePath,
  vendorImageUrl,
  winnerBoard,
  type GameCardVariant,
} from './catalogue/cards';

// §4 Lobby: filters reducer, constants, state in the URL query
export {
  ACCOUNT_LOBBY_FILTERS,
  INITIAL_LOBBY_STATE,
  LOBBY_ANY,
  LOBBY_FILTERS,
  LOBBY_PAGE_SIZE,
  LOBBY_PAGINATION,
  LOBBY_SEARCH_MAX_LENGTH,
  LOBBY_TOKEN_MAX_LENGTH,
  admitLobbyState,
  isLobbyFilter,
  isValidLobbyState,
  isValidLobbyToken,
  lobbyAccountFilterBlock,
  lobbyReducer,
  normalizeLobbySearch,
  type LobbyAction,
  type LobbyContext,
  type LobbyEffect,
  type LobbyFilter,
  type LobbyState,
  type LobbyTransition,
} from './lobby/lobby';
export { LOBBY_QUERY_KEYS, lobbyQueryPairs, parseLobbyQuery, serializeLobbyQuery } from './lobby/lobbyQuery';
export { readUrlQuery, writeUrlQuery, type UrlQueryParams } from './lobby/queryString';

// §2 / §4 Game launch
export {
  GAME_CLIENT_TYPE,
  GAME_LAUNCH_MODE,
  LOTTERY_ROUTE_BY_VENDOR,
  decideELotteryLaunch,
  decideGameLaunch,
  gameLaunchParams,
  launchDestination,
  type GameLaunchContext,
  type GameLaunchDecision,
  type GameLaunchParams,
  type LaunchPlatform,
  type LaunchTarget,
} from './launch/gameLaunch';

// §2 / §6 Routes: table, layout flags, guards, scroll rule
export {
  ROUTE_TABLE,
  STANDARD_ROUTE_LAYOUT,
  findRoute,
  navigationAfterAgentLogin,
  navigationAfterAgentLogout,
  normalizeRoutePath,
  readUrlHash,
  resolveRoute,
  scrollTargetAfterNavigation,
  type RouteAccess,
  type RouteContext,
  type RouteEntry,
  type RouteGuardDecision,
  type RouteLayout,
  type RouteNavigation,
  type RouteParams,
  type RoutePopup,
  type RoutePurpose,
  type RouteResolution,
  type ScrollTarget,
} from './routes/routes';

// §3 / §6 Whitelabel switches (docs/protocol.md switch tree)
export {
  KNOWN_SWITCH_IDS,
  MODULE_SWITCH_IDS,
  WHITELABEL_SWITCH_IDS,
  allSwitchesOff,
  isSwitchOn,
  switchesFromTree,
  type KnownSwitchId,
  type ModuleSwitchId,
  type SwitchNode,
  type Switches,
  type WhitelabelSwitchId,
} from './session/switches';

// §4 / §5 / §6 Session: permissions, after login, logout, remember me
export {
  GUARDED_ACTIONS,
  accessFor,
  canPlayForReal,
  memberFetchPlan,
  sessionFlags,
  type AccessDecision,
  type AccessRefusal,
  type GuardedAction,
  type MemberFetchPlan,
  type SessionFlags,
} from './session/permissions';
export {
  AFTER_FORCED_PASSWORD_CHANGE,
  afterLoginSuccess,
  forcedPasswordChangeReason,
  loginGate,
  type ForcedChangeEffect,
  type ForcedPasswordChangeReason,
  type LoginContext,
  type LoginDecision,
  type LoginEntry,
  type LoginRejection,
  type LoginSuccess,
  type LoginType,
  type PostLoginEffect,
} from './session/postLogin';
export { KEPT_ON_LOGOUT, SESSION_STORAGE_KEYS, logoutPlan, type LogoutPlan } from './session/logout';
export {
  rememberedLoginExpiresAt,
  rememberedLoginFrom,
  rememberedLoginToStore,
  type RememberMeInput,
  type RememberedLogin,
} from './session/rememberMe';

// §4 Login, registration and forgot-password dialogs; captcha
export {
  authDialogAfter,
  captchaAfterLoginFailure,
  captchaRequested,
  loginPopupLayout,
  type AuthDialog,
  type AuthDialogAction,
  type CaptchaAfterFailure,
  type LoginPopupFacts,
  type LoginPopupLayout,
  type LoginTab,
} from './dialogs/authDialogs';
export {
  AFTER_REGISTRATION_SUCCESS,
  registrationLayout,
  type AfterRegistrationEffect,
  type RegistrationLayout,
  type RegistrationSwitches,
  type RegistrationType,
} from './dialogs/registration';
export {
  afterRecoverySuccess,
  recoveryLayout,
  type AfterRecoveryEffect,
  type RecoveryLayout,
  type RecoveryMethod,
} from './dialogs/passwordRecovery';

// §4 Announcements (popup audience A/B/F, once per session; kinds B, PL, PU, PR, H)
export {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_KIND_FIELDS,
  ANNOUNCEMENT_PLATFORM,
  announcementAudiences,
  announcementMarkerAfterClose,
  announcementMarkerKey,
  announcementRequest,
  announcementsForAudience,
  parseAnnouncementAudiences,
  isAnnouncementPopupClosed,
  parseAnnouncementMarker,
  shouldShowAnnouncementPopup,
  type AnnouncementAudience,
  type AnnouncementAudienceFacts,
  type AnnouncementKind,
  type AnnouncementMarkerKey,
  type AnnouncementRequest,
} from './announcements/announcements';

// §3 / §4 / §9 Contracts: types, periods, offers, automatic termination, settlement times
export {
  CONTRACT_PERIODS,
  CONTRACT_TYPES,
  REALTIME_SALARY_INTERVAL_MS,
  acceptContractOffer,
  contractOfferStates,
  contractOfferTransition,
  contractPeriodRange,
  dailyWagePayDate,
  isSalaryContract,
  nextRealtimeSettlement,
  type ContractAcceptanceError,
  type ContractAcceptanceOutcome,
  type ContractOfferAction,
  type ContractOfferActor,
  type ContractOfferState,
  type ContractOfferTransition,
  type ContractOfferTransitionError,
  type ContractPeriod,
  type ContractPeriodRange,
  type ContractRecord,
  type ContractType,
} from './contracts/contracts';

// §3 / §4 Withdrawal confirmation
export {
  PROOF_IMAGE_MAX_BYTES,
  parseAmountToCents,
  validateWithdrawalConfirmation,
  withdrawalAutoReceiptAt,
  withdrawalReceiptOutcome,
  withdrawalReceiptStatus,
  withdrawalRemainderCents,
  type WithdrawalConfirmation,
  type WithdrawalConfirmationError,
  type WithdrawalReceiptAnswer,
  type WithdrawalReceiptOutcome,
  type WithdrawalReceiptStatus,
} from './withdrawal/confirmation';

// §3 / §9 Formatting and time: balance, notice time, agent clock, date ranges, countdowns, throttles, pagination
export {
  MS_PER_DAY,
  MS_PER_MINUTE,
  MS_PER_SECOND,
  addCalendarDays,
  daysInMonth,
  formatIsoDate,
  isoWeekday,
  startOfDayEpoch,
} from './format/calendar';
export {
  AGENT_CLOCK_TICK_MS,
  CAPTCHA_REFRESH_THROTTLE_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  FAVOURITE_THROTTLE_MS,
  LOGIN_SMS_THROTTLE_MS,
  RATE_LIMIT_LOCKOUT_MS,
  REMEMBER_ME_TTL_MS,
  hasTimedOut,
  mayAct,
} from './format/timing';
export {
  HIDDEN_BALANCE_MASK,
  formatBalance,
  prepareBalanceFormat,
  type BalanceFormatOptions,
  type FormattedBalance,
} from './format/balance';
export {
  DATE_RANGE_PRESETS,
  NOTICE_TIME_PATTERN,
  agentClock,
  dateRangePreset,
  formatNoticeTime,
  gmtOffsetLabel,
  isValidGmtOffset,
  parseGmtOffset,
  type AgentClock,
  type DateRange,
  type DateRangePreset,
} from './format/dateTime';
export {
  SMS_SECONDS_PER_EXPIRY_MINUTE,
  THIRD_PARTY_SMS_EXPIRY_MINUTES,
  smsCountdown,
  smsCountdownTotalSeconds,
  type SmsCountdown,
} from './format/countdown';
export {
  ANNOUNCEMENT_PAGINATION,
  pageCountFor,
  paginationWindow,
  showsPagination,
  type PaginationItem,
  type PaginationPreset,
} from './format/pagination';

// §9 / docs/architecture.md Languages: platform codes, BCP-47 tags, direction
export {
  PLATFORM_LANGUAGES,
  PLATFORM_LANGUAGE_CODES,
  SPEC_LANGUAGE_SETTINGS,
  initialLanguage,
  languageInfo,
  parsePlatformLanguageCode,
  platformLanguageFromTag,
  textDirection,
  type LanguageInfo,
  type LanguageSettings,
  type PlatformLanguageCode,
  type TextDirection,
} from './i18n/languages';

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
} from './layout/sideMenu';

// §2 Header: guest buttons or account controls, the account dropdown per role and what each entry needs
export {
  ACCOUNT_MENU_ACCESS,
  ACCOUNT_MENU_ORDER,
  accountMenuItems,
  headerControls,
  type AccountMenuItem,
  type HeaderControls,
} from './layout/header';

// Issue 5 theme switch: the starting colour mode and the remembered choice
export {
  COLOUR_MODES,
  COLOUR_MODE_STORAGE_KEY,
  initialColourMode,
  otherColourMode,
  parseColourMode,
  type ColourMode,
  type ColourModeInputs,
} from './preferences/colourMode';

// §2 Side menu: the app download links (the iOS one carries language and token)
export { appDownloadLinks, type AppDownloadContext, type AppDownloadLinks } from './layout/appDownload';

// §2 Header destinations (personal and agent centres)
export {
  DEFAULT_MEMBER_CENTRE_PAGE,
  HEADER_DESTINATION_PATHS,
  isMemberCentrePage,
  MEMBER_CENTRE_PAGES,
  memberCentrePageOf,
  type HeaderDestination,
  type MemberCentrePage,
} from './layout/memberCentre';
