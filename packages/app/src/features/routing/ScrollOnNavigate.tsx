import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollTargetAfterNavigation } from '@atrium/domain/routes';

/** How long a hash target may take to appear (a lazy page, a list that loads) before the wait is given up. */
const HASH_WAIT_MS = 5_000;

/**
 * §2 "Navigation scrolls to top, or to the hash if present" (domain `scrollTargetAfterNavigation`), in one place for
 * every route (mounted by RootLayout). Decisions:
 * - a new page (path) or a new hash scrolls; a change of the query alone does not (a page keeping its state in the
 *   address, such as a lobby's filters or a lottery page's game, stays where the player is);
 * - back and forward (POP) leave the position to the browser, which restores it (history.scrollRestoration 'auto';
 *   the router's ScrollRestoration is not used: it keeps positions in sessionStorage);
 * - the first load scrolls only to a hash (the page starts at the top anyway);
 * - the hash's element may come later (lazy pages, loaded lists): the page goes to the top at once, then to the
 *   element when it appears; for 5 s, until the player scrolls, taps or types, the element is kept at the top while
 *   content loads around it; when it never appears, the top stands.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash };
    const isFirst = before === null;
    if (!isFirst && before.pathname === pathname && before.hash === hash) return;
    if (!isFirst && navigationType === 'POP') return;

    const target = scrollTargetAfterNavigation(hash);
    if (target.kind === 'top') {
      if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // Until the page settles (5 s) or the player takes over (wheel, touch, key, pointer), the element is kept at the
    // top while content loads around it (e.g. results arriving above a menu group push it down).
    const keepElementInPlace = () => {
      const element = document.getElementById(target.id);
      if (element && Math.abs(element.getBoundingClientRect().top) > 1) {
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
      }
    };
    if (!isFirst && !document.getElementById(target.id)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    keepElementInPlace();
    const observer = new MutationObserver(keepElementInPlace);
    const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
    const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    }
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, navigationType, pathname]);

  return null;
}
