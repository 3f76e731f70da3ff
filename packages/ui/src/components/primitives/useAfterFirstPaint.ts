import { startTransition, useEffect, useState } from 'react';

/**
 * `false` on the first render, `true` once the browser has painted it: a frame, then a task, then a transition.
 * For the parts of a screen below the fold: the first commit (with the largest paint above the fold) stays small, and
 * the rest renders afterwards in slices of a few milliseconds instead of lengthening that commit
 * (docs/decisions/0006). With `isNeeded` false (nothing waits for it) it schedules nothing and re-renders nothing.
 */
export function useAfterFirstPaint(isNeeded = true): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    if (isAfter || !isNeeded) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setIsAfter(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isAfter, isNeeded]);
  return isAfter;
}
