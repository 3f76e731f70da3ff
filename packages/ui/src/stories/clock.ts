/**
 * A manual clock that knows whether anything listens to it (stories only). A component subscribes to its clock in an
 * effect, which in a built Storybook can run after the play has begun: a tick before that is lost, so a play waits
 * for `isWatched()` before moving time on.
 */
import { manualClock, type ManualClock } from '../components/primitives/CountdownButton';

export interface WatchedClock extends ManualClock {
  readonly isWatched: () => boolean;
}

/** Closures only, like manualClock: safe to copy as a story arg. */
export function watchedClock(start: number): WatchedClock {
  const clock = manualClock(start);
  let listeners = 0;
  return {
    ...clock,
    subscribe: (onTick) => {
      listeners += 1;
      const unsubscribe = clock.subscribe(onTick);
      return () => {
        listeners -= 1;
        unsubscribe();
      };
    },
    isWatched: () => listeners > 0,
  };
}
