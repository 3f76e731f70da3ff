import { describe, expect, it } from 'vitest';
import { memberInfoEndpoint } from '../member';
import { useDemoPlatform } from '../test/harness';
import { parseFault } from './scenarios';

describe('the timeout fault, shortened for the fault drills', () => {
  const demo = useDemoPlatform();

  it('parses `timeout` (never answers) and `timeout:<ms>` (held that long), and refuses a nonsense delay', () => {
    expect(parseFault('timeout')).toEqual({ kind: 'timeout' });
    expect(parseFault('timeout:300')).toEqual({ kind: 'timeout', ms: 300 });
    expect(parseFault('timeout:soon')).toEqual({ kind: 'timeout' });
    expect(parseFault('timeout:999999')).toEqual({ kind: 'timeout' });
  });

  it('`timeout:<ms>` holds the call, then answers 504: a transient server error the page offers to retry', async () => {
    demo.platform.setFault({ kind: 'timeout', ms: 150 });
    const started = performance.now();
    const error = await demo
      .clientAs('m-1001')
      .call(memberInfoEndpoint)
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(error).toMatchObject({ status: 504, messageKey: 'errors:server', isTransient: true });
  });
});
