import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const sameText = (a: string, b: string) => a === b;

/**
 * Moves to another query of the current page (path and hash kept): `replace` for a normalisation, a push for a user's
 * choice. The query last asked for counts as current until the router shows it, so a second identical request in
 * between (Radix tabs select on pointer-down and again on focus; an effect running twice) never pushes a duplicate
 * history entry. `isSame` compares two queries (the lobbies ignore parameter order); it must be stable.
 * Used by the lobbies (state in the address) and the home page's category menu (?menu=).
 */
export function useSearchNavigation(
  isSame: (a: string, b: string) => boolean = sameText,
): (search: string, replace: boolean) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [location.search]);
  return useCallback(
    (search: string, replace: boolean) => {
      if (isSame(requested.current ?? location.search, search)) return;
      requested.current = search;
      // The entry's state stays (the member centre overlay keeps the page behind it there).
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace, state: location.state });
    },
    [isSame, navigate, location.pathname, location.search, location.hash, location.state],
  );
}
