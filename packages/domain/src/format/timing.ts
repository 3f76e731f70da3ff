/**
 * §4 / §9 timing constants and the throttle rule. Every function takes `now`; none reads a clock.
 */
import { MS_PER_DAY } from './calendar';

/** §4 Favourite: "Throttled to once per 1000 ms"; §9 "favourite throttle 1000 ms". */
export const FAVOURITE_THROTTLE_MS = 1000;
/** §4 "Captcha refresh at most once per second"; §9. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** §4 "Login SMS sending throttled to 1 second"; §9. */
export const LOGIN_SMS_THROTTLE_MS = 1000;
/** §4 Remember password "1 day (86400000 ms)"; §9 "Login cookie 1 day". */
export const REMEMBER_ME_TTL_MS = MS_PER_DAY;
/** §8 "chunk load failure shows a load error after a 120-second time-out"; §9 "Script chunk timeout 120000 ms". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** §9 "Rate-limit lockout 5 minutes"; §8 "Too many requests, try again after 5 minutes". */
export const RATE_LIMIT_LOCKOUT_MS = 300_000;
/** §9 "Agent clock 1000 ms"; §2 /agentHome "live clock ticking each second". */
export const AGENT_CLOCK_TICK_MS = 1000;

/**
 * The throttle rule: an action may run if it never ran, or if at least `intervalMs` passed since it last ran.
 * A clock that moved backwards (now before the last run) lets the action run rather than locking it until the
 * clock catches up.
 */
export function mayAct(lastActedAt: number | null, now: number, intervalMs: number): boolean {
  if (lastActedAt === null) return true;
  const elapsed = now - lastActedAt;
  return elapsed < 0 || elapsed >= intervalMs;
}

/** True once `timeoutMs` has passed since `startedAt` (e.g. a script chunk still not loaded). */
export function hasTimedOut(startedAt: number, now: number, timeoutMs: number): boolean {
  return now - startedAt >= timeoutMs;
}
