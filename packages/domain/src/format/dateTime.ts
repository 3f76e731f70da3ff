/**
 * §3 Notice "time (yyyy-MM-dd hh:mm:ss)"; §2 /agentHome "header with GMT time zone, live clock ticking each second".
 * Every function takes `now` (epoch ms) and a UTC offset in minutes; none reads the machine's clock or zone.
 */
import { calendarDateAt } from '../validation/age';
import { MS_PER_MINUTE, formatIsoDate, pad2 } from './calendar';

/**
 * Decision: the spec's "hh" is written as 24-hour "HH". A 12-hour clock without an AM/PM marker would make
 * 01:00 and 13:00 the same text.
 */
export const NOTICE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';

/** The widest real offsets: UTC−12:00 to UTC+14:00. */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

/** yyyy-MM-dd HH:mm:ss at `epochMs` on a clock `offsetMinutes` ahead of UTC. */
export function formatNoticeTime(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * MS_PER_MINUTE);
  const date = calendarDateAt(epochMs, offsetMinutes);
  return `${formatIsoDate(date)} ${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}:${pad2(shifted.getUTCSeconds())}`;
}

// Formatters are costly to build and a report draws hundreds of times: one per locale and style.
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    // The instant is shifted to the platform clock beforehand and read as UTC: offsets like +08:00 are not
    // time zone names every engine accepts.
    formatter = new Intl.DateTimeFormat(
      locale,
      withTime
        ? { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeZone: 'UTC' },
    );
    dateTimeFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A moment as a reader of `locale` writes it (its month names, order, digits and clock), on a clock `offsetMinutes`
 * ahead of UTC, to the second: 'Nov 28, 2026, 11:29:05 PM' in en, '2026年11月28日 23:29:05' in zh-CN.
 */
export function formatLocalDateTime(epochMs: number, offsetMinutes: number, locale: string): string {
  return dateTimeFormatter(locale, true).format(new Date(epochMs + offsetMinutes * MS_PER_MINUTE));
}

/** A calendar day given as yyyy-MM-dd, as a reader of `locale` writes it: 'Nov 28, 2026' in en. */
export function formatLocalDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const at = Date.UTC(year, month - 1, day);
  return Number.isNaN(at) ? isoDate : dateTimeFormatter(locale, false).format(at);
}

/** True for a whole-minute offset between UTC−12:00 and UTC+14:00. */
export function isValidGmtOffset(offsetMinutes: number): boolean {
  return Number.isInteger(offsetMinutes) && offsetMinutes >= MIN_OFFSET_MINUTES && offsetMinutes <= MAX_OFFSET_MINUTES;
}

/**
 * "GMT+8" style: whole hours without minutes, other offsets with them ("GMT+5:30", "GMT-3:30"); UTC itself is
 * "GMT+0". Returns null for an offset that is not a valid whole-minute offset.
 */
export function gmtOffsetLabel(offsetMinutes: number): string | null {
  if (!isValidGmtOffset(offsetMinutes)) return null;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return minutes === 0 ? `GMT${sign}${hours}` : `GMT${sign}${hours}:${pad2(minutes)}`;
}

/**
 * Reads an offset as configuration or a server may give it: minutes as a number are NOT accepted here (ambiguous
 * with hours); text such as "GMT+8", "UTC+05:30", "+0800", "-3:30", "8". Returns minutes, or null when unreadable.
 */
export function parseGmtOffset(raw: string): number | null {
  const match = /^\s*(?:GMT|UTC)?\s*([+-]?)(\d{1,2})(?::?(\d{2}))?\s*$/i.exec(raw);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes >= 60) return null;
  const total = (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
  return isValidGmtOffset(total) ? total : null;
}

/** The agent centre's header clock: the zone label and the time, re-computed every AGENT_CLOCK_TICK_MS. */
export interface AgentClock {
  readonly zone: string;
  readonly time: string;
}

/** Null when the offset is invalid, so the header can leave the clock out rather than show a wrong zone. */
export function agentClock(now: number, offsetMinutes: number): AgentClock | null {
  const zone = gmtOffsetLabel(offsetMinutes);
  if (zone === null) return null;
  return { zone, time: formatNoticeTime(now, offsetMinutes) };
}
