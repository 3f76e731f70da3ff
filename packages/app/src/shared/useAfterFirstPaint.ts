import { useEffect, useState } from 'react';
import { afterFirstPaint, hasFirstPainted } from './firstPaint';

/** Whether the app's first screen has painted (shared/firstPaint.ts); re-renders once when it has. */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(hasFirstPainted);
  useEffect(() => {
    if (isPainted) return;
    let isLive = true;
    void afterFirstPaint().then(() => {
      if (isLive) setPainted(true);
    });
    return () => {
      isLive = false;
    };
  }, [isPainted]);
  return isPainted;
}
