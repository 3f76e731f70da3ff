import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLazyComponent } from '@atrium/ui/home';

// The signal is module state: each test takes a fresh copy of the module.
async function freshSignal() {
  vi.resetModules();
  const signal = await import('./firstScreen');
  /** A part of the frame that waits for the first paint, as the shell's lazy parts do (app/ShellLayout.tsx). */
  function Probe({ waiting, painted }: { readonly waiting: string; readonly painted: string }) {
    const Part = useLazyComponent(() => signal.afterFirstScreenPainted().then(() => () => <p>{painted}</p>));
    return Part ? <Part /> : <p>{waiting}</p>;
  }
  return { ...signal, Probe };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await Promise.resolve();
  });
  return done;
};

describe('the first paint signal (decision 0006: what the first screen does not show waits for it)', () => {
  /** A stand-in for the browser's paint timing: the test says what is reported, and when. */
  let report: (entry: { name: string; url?: string }) => void = () => undefined;
  let observedType = '';
  class FakePaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {
      report = (entry) => this.callback({ getEntries: () => [entry] });
    }
    observe({ type }: { type: string }) {
      observedType = type;
    }
    disconnect() {
      report = () => undefined;
    }
  }
  const reportPaint = (name: string) => report({ name });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('outside the app (tests, stories) nothing holds it: everything shows at once', async () => {
    const { afterFirstScreenPainted, hasFirstScreenPainted, Probe } = await freshSignal();
    expect(hasFirstScreenPainted()).toBe(true);
    expect(await settled(afterFirstScreenPainted())).toBe(true);
    render(<Probe waiting="waiting" painted="painted" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('held by the entry, it is given once the browser reports the first contentful paint, not before', async () => {
    const {
      afterFirstScreenPainted,
      hasFirstScreenPainted,
      holdUntilFirstScreenPainted,
      markFirstScreenPainted,
      Probe,
    } = await freshSignal();
    holdUntilFirstScreenPainted();
    render(<Probe waiting="placeholder" painted="navigation" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();

    markFirstScreenPainted(); // the first commit
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    reportPaint('first-paint'); // not contentful: the frame with the page has not been presented yet
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(hasFirstScreenPainted()).toBe(false);
    expect(await settled(afterFirstScreenPainted())).toBe(false);

    reportPaint('first-contentful-paint');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(hasFirstScreenPainted()).toBe(true);
    expect(await settled(afterFirstScreenPainted())).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('navigation')).toBeInTheDocument();
  });

  it("with a known largest image (the home page's first banner), it waits for that image's paint", async () => {
    const { afterFirstScreenPainted, holdUntilFirstScreenPainted, markFirstScreenPainted } = await freshSignal();
    holdUntilFirstScreenPainted();
    markFirstScreenPainted('/__demo/banner/101.svg');
    expect(observedType).toBe('largest-contentful-paint');
    report({ name: '', url: '' }); // the header's text, painted first
    report({ name: '', url: new URL('/__demo/banner/102.svg', document.baseURI).href });
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(afterFirstScreenPainted())).toBe(false);
    report({ name: '', url: new URL('/__demo/banner/101.svg', document.baseURI).href });
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(afterFirstScreenPainted())).toBe(true);
  });

  it('a page that paints nothing (a background tab) is not held for ever', async () => {
    const {
      FIRST_SCREEN_PAINT_FALLBACK_MS,
      afterFirstScreenPainted,
      holdUntilFirstScreenPainted,
      markFirstScreenPainted,
    } = await freshSignal();
    holdUntilFirstScreenPainted();
    markFirstScreenPainted();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_PAINT_FALLBACK_MS - 1);
    expect(await settled(afterFirstScreenPainted())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1); // the signal's own task
    expect(await settled(afterFirstScreenPainted())).toBe(true);
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
