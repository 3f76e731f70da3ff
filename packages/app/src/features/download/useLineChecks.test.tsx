import { act, renderHook } from '@testing-library/react';
import type { LineCheck } from '@atrium/domain/layout';
import { describe, expect, it } from 'vitest';
import { useLineChecks, type LineToCheck } from './useLineChecks';

const LINES: readonly LineToCheck[] = [
  { id: '1', target: '/__demo/line/1' },
  { id: '2', target: '/__demo/line/2' },
  { id: '3', target: null },
];

/** A measure whose answers the test gives by hand, recording what was asked and with which signal. */
function manualMeasure() {
  const asked: { target: string; signal: AbortSignal; answer: (check: LineCheck) => void }[] = [];
  const measure = (target: string, signal: AbortSignal) =>
    new Promise<LineCheck>((resolve) => {
      asked.push({ target, signal, answer: resolve });
    });
  return { asked, measure };
}

describe('§2 mirror-site line detection: every line at once, again on request', () => {
  it('all lines are timed in parallel; each result shows when it is in; a line without a check address is unreachable', async () => {
    const { asked, measure } = manualMeasure();
    const { result } = renderHook(() => useLineChecks(LINES, measure));
    expect(asked.map((a) => a.target)).toEqual(['/__demo/line/1', '/__demo/line/2']);
    expect(result.current.isChecking).toBe(true);
    await act(async () => asked[1]?.answer({ kind: 'reachable', ms: 40 }));
    expect(result.current.checks['2']).toEqual({ kind: 'reachable', ms: 40 });
    expect(result.current.checks['1']).toBeUndefined();
    expect(result.current.checks['3']).toEqual({ kind: 'unreachable' });
    await act(async () => asked[0]?.answer({ kind: 'reachable', ms: 90 }));
    expect(result.current.isChecking).toBe(false);
  });

  it('testing again aborts the running round: its late answers are dropped, the new round shows', async () => {
    const { asked, measure } = manualMeasure();
    const { result } = renderHook(() => useLineChecks(LINES, measure));
    const first = asked.slice();
    act(() => result.current.recheck());
    expect(first.every((a) => a.signal.aborted)).toBe(true);
    expect(asked).toHaveLength(4);
    await act(async () => first[0]?.answer({ kind: 'reachable', ms: 1 }));
    expect(result.current.checks['1']).toBeUndefined();
    await act(async () => asked[2]?.answer({ kind: 'reachable', ms: 70 }));
    expect(result.current.checks['1']).toEqual({ kind: 'reachable', ms: 70 });
  });
});
