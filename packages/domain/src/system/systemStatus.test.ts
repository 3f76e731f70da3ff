import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLATFORM_STATUS, platformStatus, startupScreen, type SystemStatusFacts } from './systemStatus';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const normal: SystemStatusFacts = {
  isUnderMaintenance: false,
  maintenanceEndsAt: null,
  isRegionRestricted: false,
  visitorIp: '203.0.113.7',
};

describe('§4 System status at start', () => {
  it.each([
    [false, false, PLATFORM_STATUS.normal],
    [true, false, PLATFORM_STATUS.maintenance],
    [false, true, PLATFORM_STATUS.regionRestricted],
    [true, true, PLATFORM_STATUS.maintenance],
  ])('maintenance=%s, region restricted=%s gives status %s (maintenance wins)', (m, r, expected) => {
    expect(platformStatus({ isUnderMaintenance: m, isRegionRestricted: r })).toBe(expected);
  });

  it('0 shows the app', () => {
    expect(startupScreen({ state: 'loaded', status: normal }, NOW)).toEqual({ screen: 'app' });
  });

  it('1 shows the maintenance page with its end time (§2 Other screens: optional end time)', () => {
    const endsAt = NOW + 3_600_000;
    expect(
      startupScreen(
        { state: 'loaded', status: { ...normal, isUnderMaintenance: true, maintenanceEndsAt: endsAt } },
        NOW,
      ),
    ).toEqual({ screen: 'maintenance', endsAt });
  });

  it('1 without an end time, or with one already past, shows the maintenance page without an end time', () => {
    for (const maintenanceEndsAt of [null, NOW - 1, NOW, Number.NaN]) {
      expect(
        startupScreen({ state: 'loaded', status: { ...normal, isUnderMaintenance: true, maintenanceEndsAt } }, NOW),
      ).toEqual({ screen: 'maintenance', endsAt: null });
    }
  });

  it('2 shows the region-blocked page with the visitor IP', () => {
    expect(startupScreen({ state: 'loaded', status: { ...normal, isRegionRestricted: true } }, NOW)).toEqual({
      screen: 'blocked',
      visitorIp: '203.0.113.7',
    });
  });

  it('maintenance wins over a region block', () => {
    const screen = startupScreen(
      { state: 'loaded', status: { ...normal, isUnderMaintenance: true, isRegionRestricted: true } },
      NOW,
    );
    expect(screen.screen).toBe('maintenance');
  });

  it('a pending fetch shows the splash, never the app', () => {
    expect(startupScreen({ state: 'pending' }, NOW)).toEqual({ screen: 'splash' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)(
    'a %s failure shows the load error (which offers retry), never a blank page',
    (reason) => {
      expect(startupScreen({ state: 'failed', reason }, NOW)).toEqual({ screen: 'load-error', reason });
    },
  );

  it('property: the app is shown exactly when the platform is neither in maintenance nor restricted', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.integer()), (m, r, end) => {
        const screen = startupScreen(
          {
            state: 'loaded',
            status: { ...normal, isUnderMaintenance: m, isRegionRestricted: r, maintenanceEndsAt: end },
          },
          NOW,
        );
        expect(screen.screen === 'app').toBe(!m && !r);
        if (screen.screen === 'maintenance' && screen.endsAt !== null) expect(screen.endsAt).toBeGreaterThan(NOW);
      }),
    );
  });
});
