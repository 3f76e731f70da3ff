import { describe, expect, it, vi } from 'vitest';
import { createSubmitGuard, runGuarded } from './guard';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve = () => {};
  let reject = (_: unknown) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the submit guard (shared/submit)', () => {
  it('starts one action at a time: a call while one is in flight does nothing, the next after it settles runs', async () => {
    const guard = createSubmitGuard();
    const first = deferred();
    const action = vi.fn(() => first.promise);
    const settled = runGuarded(guard, action);
    expect(settled).not.toBeNull();
    expect(runGuarded(guard, action)).toBeNull();
    expect(action).toHaveBeenCalledTimes(1);
    first.resolve();
    await settled;
    expect(guard.isInFlight()).toBe(false);
    await runGuarded(guard, () => undefined);
  });

  it('is released when the action fails or throws, and passes the failure on', async () => {
    const guard = createSubmitGuard();
    const failing = deferred();
    const onSettled = vi.fn();
    const settled = runGuarded(guard, () => failing.promise, onSettled);
    failing.reject(new Error('refused'));
    await expect(settled).rejects.toThrow('refused');
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(guard.isInFlight()).toBe(false);
    await expect(
      runGuarded(guard, () => {
        throw new Error('thrown');
      }),
    ).rejects.toThrow('thrown');
    expect(guard.isInFlight()).toBe(false);
  });
});
