import { describe, expect, it } from 'vitest';
import { rankMirrorLines, type LineCheck } from './mirrorLines';

const line = (id: string, check: LineCheck) => ({ id, check });

describe('§2 Other screens: mirror-site list with line detection', () => {
  it('the fastest line comes first, lines still being timed next, unreachable lines last', () => {
    const ranked = rankMirrorLines([
      line('down', { kind: 'unreachable' }),
      line('slow', { kind: 'reachable', ms: 420 }),
      line('pending', { kind: 'checking' }),
      line('fast', { kind: 'reachable', ms: 35 }),
    ]);
    expect(ranked.map((l) => l.id)).toEqual(['fast', 'slow', 'pending', 'down']);
  });

  it('equal times keep the server order, and the input is not changed', () => {
    const input = [line('a', { kind: 'reachable', ms: 90 }), line('b', { kind: 'reachable', ms: 90 })];
    expect(rankMirrorLines(input).map((l) => l.id)).toEqual(['a', 'b']);
    expect(rankMirrorLines([...input].reverse()).map((l) => l.id)).toEqual(['b', 'a']);
    expect(input.map((l) => l.id)).toEqual(['a', 'b']);
  });
});
