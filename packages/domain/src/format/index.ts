// @atrium/domain/format: explicit named exports only (docs/conventions.md: no `export *` barrels).
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
} from './calendar';
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
} from './timing';
export { HIDDEN_BALANCE_MASK, formatBalance, type BalanceFormatOptions, type FormattedBalance } from './balance';
export {
  NOTICE_TIME_PATTERN,
  agentClock,
  formatLocalDate,
  formatLocalDateTime,
  formatNoticeTime,
  gmtOffsetLabel,
  isValidGmtOffset,
  parseGmtOffset,
  type AgentClock,
} from './dateTime';
export {
  DATE_RANGE_PRESETS,
  dateRangePreset,
  MAX_DATE_RANGE_DAYS,
  presetOfRange,
  validateDateRange,
  type DateRange,
  type DateRangeError,
  type DateRangePreset,
  type DateRangeResult,
} from './dateRange';
export {
  SMS_SECONDS_PER_EXPIRY_MINUTE,
  THIRD_PARTY_SMS_EXPIRY_MINUTES,
  smsCountdown,
  smsCountdownTotalSeconds,
  type SmsCountdown,
} from './countdown';
export {
  ANNOUNCEMENT_PAGINATION,
  pageCountFor,
  paginationWindow,
  showsPagination,
  type PaginationItem,
  type PaginationPreset,
} from './pagination';
export { CSV_BOM, csvCell, toCsv, type CsvCell, type CsvColumn } from './csv';
