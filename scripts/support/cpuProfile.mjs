// The V8 sampling profiler's samples in a Chromium trace, for the profiling scripts (task-profile.mjs,
// cpu-by-source.mjs).

/** The trace categories a profiled page load needs: tasks, paints and the sampling profiler. */
export const PROFILE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Every profiler sample of the thread `pid`/`tid`, in order: when it was taken (`t`, trace microseconds), how long it
 * stands for (`us`: the gap to the next sample), its innermost frame, and the function names on its stack, innermost
 * first. One thread only: a service worker's thread in the same renderer has a profile of its own, whose node ids
 * overlap the page's.
 */
export function profileSamples(events, pid, tid) {
  const raw = [];
  const nodes = new Map();
  const parent = new Map();
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)) {
    let t = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const cp = chunk.args.data.cpuProfile ?? {};
      for (const n of cp.nodes ?? []) {
        nodes.set(n.id, n);
        if (n.parent !== undefined) parent.set(n.id, n.parent);
      }
      const deltas = chunk.args.data.timeDeltas ?? [];
      (cp.samples ?? []).forEach((id, i) => {
        t += deltas[i] ?? 0;
        raw.push({ t, id, us: deltas[i + 1] ?? deltas[i] ?? 0 });
      });
    }
  }
  const stackOf = (id) => {
    const stack = [];
    for (let c = id; c !== undefined; c = parent.get(c)) stack.push(nodes.get(c)?.callFrame?.functionName ?? '');
    return stack;
  };
  return raw.map(({ t, id, us }) => ({ t, us, frame: nodes.get(id)?.callFrame, stack: stackOf(id) }));
}
