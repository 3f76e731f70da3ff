import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError } from './chunkTimeout';
import { lazyPage } from './lazyPage';

afterEach(() => vi.useRealTimers());

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Records what a render threw (the route's error boundary stands here in the app). */
class Catch extends Component<{ errors: unknown[]; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.errors.push(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

/** Inside an awaited act: React 19 resumes a suspended render only then (in the browser it does by itself). */
async function renderPage(node: ReactNode) {
  const errors: unknown[] = [];
  await act(async () => {
    render(
      <Catch errors={errors}>
        <Suspense fallback={<p>pending</p>}>{node}</Suspense>
      </Catch>,
      { onCaughtError: () => undefined },
    );
  });
  return errors;
}

describe('§2 routes are lazy-loaded: a page in its own chunk', () => {
  it('fetches its code once, on first render, and passes its props', async () => {
    const load = vi.fn(async () => Greeting);
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    await renderPage(<Page name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page preloaded before the first render renders in the first pass, without a fallback', async () => {
    const load = vi.fn(async () => Greeting);
    const Page = lazyPage(load);
    await Page.preload();
    await renderPage(<Page name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('pending')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('§8/§9 a chunk that never arrives fails with the time-out error at 120 s', async () => {
    vi.useFakeTimers();
    const Page = lazyPage<{ name: string }>(() => new Promise(() => undefined));
    const outcome = vi.fn();
    Page.preload().then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
  });

  it('a failed fetch reaches the error boundary with its own error', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/LobbyRoute-x.js');
    const Page = lazyPage<{ name: string }>(() => Promise.reject(failure));
    const errors = await renderPage(<Page name="Ada" />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(errors).toContain(failure);
  });
});
