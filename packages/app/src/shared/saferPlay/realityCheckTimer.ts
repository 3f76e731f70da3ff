import { nextRealityCheckAt, type RealityCheckMinutes } from '@atrium/domain/saferPlay';

/** What the timer needs to know of the member's reality check: the interval chosen and when the session began. */
export interface RealityCheckSchedule {
  readonly minutes: RealityCheckMinutes;
  readonly sessionStartedAt: number;
  /** When the member last answered "keep playing" (epoch ms), or null. */
  readonly lastAnsweredAt: number | null;
}

export interface RealityCheckTimer {
  /** Schedules the next reminder from `schedule` (replacing any waiting one); interval off or null: none. */
  readonly update: (schedule: RealityCheckSchedule | null) => void;
  readonly stop: () => void;
}

/**
 * One waiting reminder at a time, at the domain's `nextRealityCheckAt`: an interval after the session began, or
 * after the last answer. A reminder already due (the session is older than the interval, unanswered) comes at once.
 * Reads `Date.now` and `setTimeout` when called, so a test's fake clock drives it.
 */
export function createRealityCheckTimer(onDue: () => void): RealityCheckTimer {
  let waiting: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (waiting !== null) clearTimeout(waiting);
    waiting = null;
  };
  return {
    update(schedule) {
      stop();
      if (!schedule) return;
      const dueAt = nextRealityCheckAt(schedule.minutes, schedule.sessionStartedAt, schedule.lastAnsweredAt);
      if (dueAt === null) return;
      waiting = setTimeout(
        () => {
          waiting = null;
          onDue();
        },
        Math.max(0, dueAt - Date.now()),
      );
    },
    stop,
  };
}

const ANSWERED_KEY = 'realityCheckAnsweredAt';

/**
 * The last "keep playing", kept for this browser session so a reload does not ask again at once; a logout clears
 * session storage, and an answer from before the current session began counts for nothing (nextRealityCheckAt).
 */
export const realityCheckAnswers = {
  read(): number | null {
    try {
      const value = Number(globalThis.sessionStorage.getItem(ANSWERED_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  write(at: number): void {
    try {
      globalThis.sessionStorage.setItem(ANSWERED_KEY, String(at));
    } catch {
      // Without storage the reminder comes an interval after the session began again after a reload.
    }
  },
};
