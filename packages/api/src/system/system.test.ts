import { describe, expect, it } from 'vitest';
import { startupScreen } from '@atrium/domain/system';
import { ApiError } from '../errors';
import { encodeCustomerServicePath } from '../crypto/customerService';
import { getSystemStatus, systemStatusSchema, toSystemStatus } from './index';
import { createDemoPlatform, SYSTEM_SCENARIOS } from '../demo/index';
import { useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW });
const { platform } = demo;
const client = demo.client();

describe('§4 System status at start, against the demo platform', () => {
  it('normal: the platform is open and the status carries the visitor IP and customer service', async () => {
    const status = await getSystemStatus(client);
    expect(status.facts).toMatchObject({ isUnderMaintenance: false, isRegionRestricted: false });
    expect(status.facts.visitorIp).toMatch(/^203\.0\.113\.\d+$/);
    expect(status.customerService).toEqual([{ type: 'LIVECHAT', link: { kind: 'internal', path: '/__demo/support' } }]);
    expect(startupScreen({ state: 'loaded', status: status.facts }, TEST_NOW)).toEqual({ screen: 'app' });
  });

  it('maintenance: announced with an end time on the hour, in the future', async () => {
    platform.setScenario({ system: 'maintenance' });
    const { facts } = await getSystemStatus(client);
    expect(facts.isUnderMaintenance).toBe(true);
    expect(facts.maintenanceEndsAt).toBeGreaterThan(TEST_NOW);
    expect((facts.maintenanceEndsAt ?? 0) % 3_600_000).toBe(0);
    expect(startupScreen({ state: 'loaded', status: facts }, TEST_NOW).screen).toBe('maintenance');
  });

  it('region-blocked: restricted, with the visitor IP', async () => {
    platform.setScenario({ system: 'region-blocked' });
    const { facts } = await getSystemStatus(client);
    expect(startupScreen({ state: 'loaded', status: facts }, TEST_NOW)).toEqual({
      screen: 'blocked',
      visitorIp: facts.visitorIp,
    });
  });

  it('failing: a 503 refusal, transient', async () => {
    platform.setScenario({ system: 'failing' });
    const error = await getSystemStatus(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).isTransient).toBe(true);
  });

  it('malformed: a typed malformed error naming the field, not a crash', async () => {
    platform.setScenario({ system: 'malformed' });
    const error = await getSystemStatus(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'malformed', field: 'value.maintenance' });
  });

  it('customer-service entries that do not decode, or decode to an unsafe link, are left out', () => {
    const wire = {
      maintenance: false,
      regionRestriction: false,
      info: {
        customerService: [
          { csType: 'LIVECHAT', path: encodeCustomerServicePath('https://chat.example.com/', 'Ab3dEf7h') },
          { csType: 'EVIL', path: encodeCustomerServicePath('javascript:alert(1)', 'Zz9yXw8v') },
          { csType: 'BROKEN', path: 'not-base64-at-all!!' },
        ],
      },
    };
    expect(toSystemStatus(systemStatusSchema.parse(wire)).customerService).toEqual([
      { type: 'LIVECHAT', link: { kind: 'external', url: 'https://chat.example.com/' } },
    ]);
  });

  it('the same seed gives the same platform', () => {
    expect(createDemoPlatform({ seed: 7 }).system).toEqual(createDemoPlatform({ seed: 7 }).system);
    expect(createDemoPlatform({ seed: 7 }).system).not.toEqual(createDemoPlatform({ seed: 8 }).system);
  });

  it('knows exactly the scenarios the foundation promises', () => {
    expect([...SYSTEM_SCENARIOS].sort()).toEqual(['failing', 'maintenance', 'malformed', 'normal', 'region-blocked']);
  });
});
