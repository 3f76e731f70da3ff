import { useEffect, useState } from 'react';
import { DRAW_ANIMATION_MS, usePrefersReducedMotion } from './motion';

/**
 * A draw's result shows once its animation has run; with reduced motion there is no animation and it shows at once.
 * `result` is a new object for every draw (the container's), so the same prize twice still animates twice.
 */
export function useReveal<T extends object>(result: T | null) {
  const isReduced = usePrefersReducedMotion();
  const [revealed, setRevealed] = useState<T | null>(null);
  useEffect(() => {
    if (result === null || isReduced) return undefined;
    const timer = setTimeout(() => setRevealed(result), DRAW_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [result, isReduced]);
  const shown = result !== null && (isReduced || revealed === result) ? result : null;
  return { shown, isAnimating: result !== null && shown === null, isReduced };
}
