import { describe, expect, it } from 'vitest';
import { signInAs, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();

/** Calls to addresses whose path starts with `path`, summed over their queries. */
const callsTo = (calls: ReadonlyMap<string, number>, path: string) =>
  [...calls].filter(([address]) => address.startsWith(path)).reduce((sum, [, count]) => sum + count, 0);

describe('§4 home under a 5xx: each address is asked once and retried once, however many parts read it', () => {
  it.each(['guest', 'member', 'agent'] as const)('%s', { timeout: 30_000 }, async (role) => {
    demo.platform.setFault(null);
    if (role !== 'guest') (await signInAs(role))();
    const seen = await visit(demo, '/', '5xx');
    expect(seen.settled).toBe(true);
    // The banners, the marquee, the entry popup and the side menu's notices read one announcements query.
    expect(callsTo(seen.calls, '/wps/relay/MCSFE_getListAnnouncements')).toBe(2);
    if (role !== 'guest') expect(callsTo(seen.calls, '/wps/relay/CSP_unreadCount')).toBe(2);
    for (const [address, count] of seen.calls) expect(count, address).toBeLessThanOrEqual(2);
  });
});
