import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The signal is module state: each test takes a fresh copy of the module.
async function freshSignal() {
  vi.resetModules();
  const signal = await import('./firstPaint');
  const { useAfterFirstPaint } = await import('./useAfterFirstPaint');
  return { ...signal, useAfterFirstPaint };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await Promise.resolve();
  });
  return done;
};

describe('the first paint signal (decision 0006, session 8: what the first screen does not show waits for it)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('outside the app (tests, stories) nothing holds it: everything shows at once', async () => {
    const { afterFirstPaint, hasFirstPainted, useAfterFirstPaint } = await freshSignal();
    expect(hasFirstPainted()).toBe(true);
    expect(await settled(afterFirstPaint())).toBe(true);
    function Probe() {
      return <p>{useAfterFirstPaint() ? 'painted' : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('held by the entry, it is given only after the frame that shows the first commit', async () => {
    const { afterFirstPaint, hasFirstPainted, holdUntilFirstPaint, markFirstPaint, useAfterFirstPaint } =
      await freshSignal();
    holdUntilFirstPaint();
    function Probe() {
      return <p>{useAfterFirstPaint() ? 'navigation' : 'placeholder'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(hasFirstPainted()).toBe(false);

    markFirstPaint();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16); // the next frame: the commit is being painted
    });
    expect(await settled(afterFirstPaint())).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(17); // the frame after it, then a task of its own
    });
    expect(hasFirstPainted()).toBe(true);
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(screen.getByText('navigation')).toBeInTheDocument();
  });
});

describe('firstScreenReady: one commit paints the first screen whole, never held back long by an extra', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const pending = () => new Promise<never>(() => undefined);

  it('waits for what the screen needs, however long it takes', async () => {
    const { firstScreenReady } = await freshSignal();
    let resolveStatus: () => void = () => undefined;
    const status = new Promise<void>((resolve) => (resolveStatus = resolve));
    const ready = firstScreenReady([status], [], 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(ready)).toBe(false);
    resolveStatus();
    expect(await settled(ready)).toBe(true);
  });

  it('a failed need does not hold it (the screen shows its error with retry)', async () => {
    const { firstScreenReady } = await freshSignal();
    const failed = Promise.reject(new Error('offline'));
    expect(await settled(firstScreenReady([failed], [], 1000))).toBe(true);
  });

  it('waits for the wanted banner image when it comes in time', async () => {
    const { firstScreenReady } = await freshSignal();
    let resolveBanner: () => void = () => undefined;
    const banner = new Promise<void>((resolve) => (resolveBanner = resolve));
    const ready = firstScreenReady([Promise.resolve()], [banner], 1000);
    await vi.advanceTimersByTimeAsync(300);
    expect(await settled(ready)).toBe(false);
    resolveBanner();
    expect(await settled(ready)).toBe(true);
  });

  it('gives up on the banner after the wait, counted from when the needs are met', async () => {
    const { firstScreenReady } = await freshSignal();
    let resolveStatus: () => void = () => undefined;
    const status = new Promise<void>((resolve) => (resolveStatus = resolve));
    const ready = firstScreenReady([status], [pending()], 1000);
    await vi.advanceTimersByTimeAsync(800);
    resolveStatus();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });
});
