/**
 * Stories (and tests) that pick a motion branch themselves: `window.matchMedia` answers the reduced-motion query as
 * asked (whatever the machine's setting), and the original comes back after the story.
 */
export function emulateReducedMotion(isReduced: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const list: MediaQueryList = {
      matches: isReduced,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}
