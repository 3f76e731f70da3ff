import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, withChunkTimeout } from './chunkTimeout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => undefined);

describe('§9 script chunk timeout 120000 ms / §8 chunk load failure shows a load error after a 120-second time-out', () => {
  it('the limit is 120 000 ms', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk that never arrives fails at 120 s, not a moment before', async () => {
    const outcome = vi.fn();
    withChunkTimeout(never).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
    expect(isChunkLoadError(outcome.mock.calls[0]?.[0])).toBe(true);
  });

  it('a chunk that arrives in time is used, and the timer is cleared', async () => {
    const module = { Component: () => null };
    const loaded = withChunkTimeout(() => Promise.resolve(module));
    await expect(loaded).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed fetch fails at once with its own error, which counts as a chunk load error', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/HomeRoute-abc.js');
    await expect(withChunkTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(isChunkLoadError(failure)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
