import { COOLING_OFF_MS, NO_LIMITS, type SaferPlayState } from '@atrium/domain/saferPlay';

/**
 * Story data (stories only). The demo platform's safer-play state starts with no limits, as here; the other states
 * are what it reports after the member's changes, built from the domain's own constants.
 */

/** 2026-11-29 12:00 UTC: the stories' "now", so the dates shown never depend on the day they run. */
export const STORY_NOW = Date.UTC(2026, 10, 29, 12, 0, 0);

const session = { startedAt: STORY_NOW - 75 * 60_000, stakesCents: 12_000, winsCents: 4_550 };
const noUsage = { depositDay: 0, depositWeek: 0, depositMonth: 0, lossDay: 0, lossWeek: 0, lossMonth: 0 };

/** A member who has set nothing: the demo platform's starting state. */
export const NO_LIMITS_STATE: SaferPlayState = {
  limits: NO_LIMITS,
  usage: noUsage,
  realityCheckMinutes: 0,
  session,
};

/** Set six hours ago: the daily deposit limit raised from 500.00 to 1,000.00 waits out the rest of its 24 hours. */
const RAISED_AT = STORY_NOW - 6 * 60 * 60_000;

/** Limits in place, one raise waiting its cooling-off period, the reality check every 30 minutes. */
export const LIMITS_STATE: SaferPlayState = {
  limits: {
    ...NO_LIMITS,
    depositDay: { value: 50_000, pending: { value: 100_000, effectiveAt: RAISED_AT + COOLING_OFF_MS } },
    depositMonth: { value: 500_000, pending: null },
    lossWeek: { value: 20_000, pending: { value: null, effectiveAt: RAISED_AT + COOLING_OFF_MS } },
    sessionMinutes: { value: 90, pending: null },
  },
  usage: { ...noUsage, depositDay: 38_000, depositMonth: 120_000, lossWeek: 7_450 },
  realityCheckMinutes: 30,
  session,
};
