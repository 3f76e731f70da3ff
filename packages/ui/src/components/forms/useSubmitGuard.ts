import { useContext, useEffect, useRef, useState } from 'react';
import { FormsOfflineContext } from './offlineContext';

/**
 * The in-flight guard of a form that moves money or changes an account: `guard(send)` runs `send` unless one is in
 * flight, so a double click, a double tap or a held Enter in the same tick sends once (money calls are never retried
 * on their own, and a second call would be a second payment). The button's `isLoading` cannot do it alone: it
 * disables the button on the next render, after a second event of the same tick has already read the old one.
 *
 * A send is in flight from the call until the container's `isSubmitting` has come and gone; a container that never
 * reports one (it refused at once) frees the guard with the render that follows the send.
 *
 * Offline (FormsOfflineContext) it sends nothing: the submit is disabled then, but a form can be submitted without its
 * button (requestSubmit), and TanStack Query would hold the paused mutation and send it once the connection is back.
 */
export function useSubmitGuard(isSubmitting: boolean): (send: () => void) => void {
  const isOffline = useContext(FormsOfflineContext);
  const held = useRef(false);
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (!isSubmitting) held.current = false;
  }, [isSubmitting, sends]);
  return (send) => {
    if (held.current || isSubmitting || isOffline) return;
    held.current = true;
    setSends((count) => count + 1);
    send();
  };
}
