import { describe, expect, it, vi } from 'vitest';
import { firstAnswerFrom } from './firstAnswer';

const signal = new AbortController().signal;

describe("firstAnswerFrom: the entry's early call answers once, then the platform is asked (decision 0006)", () => {
  it('answers first with the early call, without calling the platform', async () => {
    const call = vi.fn(() => Promise.resolve('again'));
    const queryFn = firstAnswerFrom(Promise.resolve('early'), call);
    await expect(queryFn({ signal })).resolves.toBe('early');
    expect(call).not.toHaveBeenCalled();
  });

  it('asks the platform for every later answer (a retry after the early call failed, a refetch)', async () => {
    const call = vi.fn((s: AbortSignal) => Promise.resolve(s === signal ? 'again' : 'wrong signal'));
    const queryFn = firstAnswerFrom(Promise.reject(new Error('offline')), call);
    await expect(queryFn({ signal })).rejects.toThrow('offline');
    await expect(queryFn({ signal })).resolves.toBe('again');
    await expect(queryFn({ signal })).resolves.toBe('again');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks the platform at once when the entry started no call', async () => {
    const call = vi.fn(() => Promise.resolve('asked'));
    await expect(firstAnswerFrom(null, call)({ signal })).resolves.toBe('asked');
    expect(call).toHaveBeenCalledOnce();
  });
});
