import { useState } from 'react';

/**
 * A choice among what is offered now: the one the user chose while it is offered, else the preferred one if offered,
 * else the first offered (else `fallback`). Derived on every render, so it follows switches that arrive after the
 * dialog opened (the registration types, the recovery methods).
 */
export function useOfferedChoice<T>(offered: readonly T[], preferred: T, fallback: T) {
  const [chosen, setChosen] = useState<T | null>(null);
  const value =
    chosen !== null && offered.includes(chosen)
      ? chosen
      : offered.includes(preferred)
        ? preferred
        : (offered[0] ?? fallback);
  return [value, setChosen] as const;
}
