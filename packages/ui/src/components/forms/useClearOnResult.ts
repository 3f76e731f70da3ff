import { useState } from 'react';

/**
 * A money form's reset: when a new result arrives (its id changes to a non-null one) `clear` runs, so the typed
 * amount and above all the payment password go with the success; a failure brings no result and keeps what was
 * typed. The reset happens while rendering, not in an effect, so the cleared form and the message appear together.
 */
export function useClearOnResult(resultId: string | null, clear: () => void): void {
  const [shownResultId, setShownResultId] = useState(resultId);
  if (resultId !== shownResultId) {
    setShownResultId(resultId);
    if (resultId !== null) clear();
  }
}
