/**
 * A clock the countdown reads: `now()` and a tick subscription. The system clock ticks every second; stories and
 * tests use `manualClock`, which moves only when told, so no test waits on real time.
 */
export interface Clock {
  readonly now: () => number;
  /** Calls `onTick` whenever the time shown may have changed; returns the unsubscribe function. */
  readonly subscribe: (onTick: () => void) => () => void;
}

const TICK_MS = 1000;

export const systemClock: Clock = {
  now: () => Date.now(),
  subscribe: (onTick) => {
    const id = setInterval(onTick, TICK_MS);
    return () => clearInterval(id);
  },
};

export interface ManualClock extends Clock {
  readonly advance: (ms: number) => void;
}

/** A clock that starts at `start` and moves only by `advance` (closures only: safe to copy as a story arg). */
export function manualClock(start: number): ManualClock {
  let time = start;
  const listeners = new Set<() => void>();
  return {
    now: () => time,
    subscribe: (onTick) => {
      listeners.add(onTick);
      return () => listeners.delete(onTick);
    },
    advance: (ms) => {
      time += ms;
      for (const listener of [...listeners]) listener();
    },
  };
}
