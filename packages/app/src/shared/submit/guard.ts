/**
 * The synchronous heart of the submit mechanism: a flag set before the request leaves and cleared once it has
 * settled. `useSubmit` holds one per button; an action shared by many components (the favourite toggle of every game
 * card) holds one at module level, so that two components cannot each start one.
 */
export interface SubmitGuard {
  /** True, and the guard is now held, when nothing was in flight; false when something is (do nothing then). */
  tryStart(): boolean;
  finish(): void;
  isInFlight(): boolean;
}

export function createSubmitGuard(): SubmitGuard {
  let inFlight = false;
  return {
    tryStart() {
      if (inFlight) return false;
      inFlight = true;
      return true;
    },
    finish() {
      inFlight = false;
    },
    isInFlight: () => inFlight,
  };
}

/**
 * Runs `action` under `guard`: nothing when the guard is held (null), else the action, with the guard released once
 * the promise it returns settles (or it throws). Returns that settlement: it rejects with the action's failure, which
 * is not swallowed (an action shows its own failures; one it lets through is a bug and surfaces as such).
 */
export function runGuarded(
  guard: SubmitGuard,
  action: () => Promise<unknown> | void,
  onSettled?: () => void,
): Promise<void> | null {
  if (!guard.tryStart()) return null;
  const settle = () => {
    guard.finish();
    onSettled?.();
  };
  // Runs the action in this tick (an event's default can still be prevented) and turns a synchronous throw into a
  // rejection, so the guard is always released.
  return new Promise<unknown>((resolve) => resolve(action())).then(settle, (error: unknown) => {
    settle();
    throw error;
  });
}
