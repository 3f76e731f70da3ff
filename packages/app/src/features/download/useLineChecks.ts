import type { LineCheck } from '@atrium/domain/layout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { measureLine } from './lineCheck';

export interface LineToCheck {
  readonly id: string;
  /** What to time; null when the server gave no usable check address (the line then counts as unreachable). */
  readonly target: string | null;
}

interface Results {
  /** Which round of checks the results belong to: a late answer of an earlier round is dropped. */
  readonly round: number;
  readonly byLine: Readonly<Record<string, LineCheck>>;
}

/**
 * Times every line at once (in parallel) when the lines are known, and again on `recheck`; each line's result
 * shows as soon as it is in, and a line without a result is still being timed. A recheck while a round runs starts
 * over (the running checks are aborted).
 */
export function useLineChecks(lines: readonly LineToCheck[] | null, measure: typeof measureLine = measureLine) {
  const [results, setResults] = useState<Results>({ round: 0, byLine: {} });
  const rounds = useRef(0);
  const running = useRef<AbortController | null>(null);
  const key = lines?.map((line) => `${line.id}=${line.target ?? ''}`).join('|') ?? null;

  const start = useCallback((): number => {
    running.current?.abort();
    const round = ++rounds.current;
    if (!lines) return round;
    const controller = new AbortController();
    running.current = controller;
    for (const line of lines) {
      const check: Promise<LineCheck> = line.target
        ? measure(line.target, controller.signal)
        : Promise.resolve({ kind: 'unreachable' });
      void check.then((result) => {
        if (controller.signal.aborted) return;
        setResults((current) => ({
          round,
          byLine: { ...(current.round === round ? current.byLine : {}), [line.id]: result },
        }));
      });
    }
    return round;
    // The lines are read through `key`: a new array with the same lines does not time them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, measure]);

  useEffect(() => {
    start();
    return () => running.current?.abort();
  }, [start]);

  const recheck = useCallback(() => {
    const round = start();
    setResults({ round, byLine: {} });
  }, [start]);

  const isChecking = lines !== null && lines.some((line) => !(line.id in results.byLine));
  return { checks: results.byLine, isChecking, recheck };
}
