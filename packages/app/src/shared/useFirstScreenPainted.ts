import { useEffect, useState } from 'react';
import { afterFirstScreenPainted, hasFirstScreenPainted } from './firstScreen';

/** Whether the app's first screen has painted (shared/firstScreen.ts); re-renders once when it has. */
export function useFirstScreenPainted(): boolean {
  const [isPainted, setPainted] = useState(hasFirstScreenPainted);
  useEffect(() => {
    if (isPainted) return;
    let isLive = true;
    void afterFirstScreenPainted().then(() => {
      if (isLive) setPainted(true);
    });
    return () => {
      isLive = false;
    };
  }, [isPainted]);
  return isPainted;
}
