import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, moves the focus to the first field marked invalid in the form, so keyboard and screen
 * reader users land on the message. Call `requestFocus()` when validation fails.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [attempt]);
  return { ref, requestFocus: () => setAttempt((n) => n + 1) };
}
