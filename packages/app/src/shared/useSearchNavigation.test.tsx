import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchNavigation } from './useSearchNavigation';

function setUp(initial: string, isSame?: (a: string, b: string) => boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const navigate = useNavigate();
      return {
        go: useSearchNavigation(isSame),
        back: () => navigate(-1),
        location: useLocation(),
        type: useNavigationType(),
      };
    },
    { wrapper },
  );
}

describe('useSearchNavigation: the query of the current page in the address (home menu, lobbies)', () => {
  it('pushes a new query, keeping the path and the hash', () => {
    const { result } = setUp('/rng#top');
    act(() => result.current.go('?filter=HOT', false));
    expect(result.current.location).toMatchObject({ pathname: '/rng', search: '?filter=HOT', hash: '#top' });
    expect(result.current.type).toBe('PUSH');
  });

  it('replaces when asked (a normalisation)', () => {
    const { result } = setUp('/?menu=HOT');
    act(() => result.current.go('?menu=hot', true));
    expect(result.current.location.search).toBe('?menu=hot');
    expect(result.current.type).toBe('REPLACE');
  });

  it('the current query, or the same one asked twice before the router shows it, is not navigated to again', () => {
    const { result } = setUp('/?menu=hot');
    act(() => result.current.go('?menu=hot', false));
    expect(result.current.type).toBe('POP');
    act(() => {
      result.current.go('?menu=live', false);
      result.current.go('?menu=live', false);
    });
    expect(result.current.location.search).toBe('?menu=live');
    // One entry was pushed, not two: one step back is the first page again.
    act(() => void result.current.back());
    expect(result.current.location.search).toBe('?menu=hot');
  });

  it('uses the given comparison (the lobbies ignore parameter order)', () => {
    const sameSet = (a: string, b: string) =>
      [...new URLSearchParams(a)].sort().join() === [...new URLSearchParams(b)].sort().join();
    const { result } = setUp('/rng?a=1&b=2', sameSet);
    act(() => result.current.go('?b=2&a=1', false));
    expect(result.current.type).toBe('POP');
    expect(result.current.location.search).toBe('?a=1&b=2');
  });
});
