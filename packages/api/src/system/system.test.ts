import { describe, expect, it } from 'vitest';
import { startupScreen } from '@atrium/domain/system';
import { ApiError } from '../errors';
import { encodeCustomerServicePath } from '../crypto/customerService';
import { getSystemStatus, supportLinkOf, systemStatusSchema, toSystemStatus } from './index';
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
    expect(status.customerService).toEqual([{ type: 'LIVECHAT', path: expect.any(String) }]);
    expect(await supportLinkOf(status.customerService)).toEqual({ kind: 'internal', path: '/__demo/support' });
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

  it('the support link is the first entry that decodes to a safe link: the others are passed over', async () => {
    const entry = (csType: string, path: string) => ({ csType, path });
    const status = (...customerService: ReturnType<typeof entry>[]) =>
      toSystemStatus(
        systemStatusSchema.parse({ maintenance: false, regionRestriction: false, info: { customerService } }),
      );
    const evil = entry('EVIL', encodeCustomerServicePath('javascript:alert(1)', 'Zz9yXw8v'));
    const broken = entry('BROKEN', 'not-base64-at-all!!');
    const chat = entry('LIVECHAT', encodeCustomerServicePath('https://chat.example.com/', 'Ab3dEf7h'));
    expect(await supportLinkOf(status(evil, broken, chat).customerService)).toEqual({
      kind: 'external',
      url: 'https://chat.example.com/',
    });
    expect(await supportLinkOf(status(evil, broken).customerService)).toBeNull();
    // An empty path is no entry at all: nothing to decode, no button.
    expect(status(entry('EMPTY', '  ')).customerService).toEqual([]);
    expect(await supportLinkOf([])).toBeNull();
  });

  it('the same seed gives the same platform', () => {
    expect(createDemoPlatform({ seed: 7 }).system).toEqual(createDemoPlatform({ seed: 7 }).system);
    expect(createDemoPlatform({ seed: 7 }).system).not.toEqual(createDemoPlatform({ seed: 8 }).system);
  });

  it('knows exactly the scenarios the foundation promises', () => {
    expect([...SYSTEM_SCENARIOS].sort()).toEqual(['failing', 'maintenance', 'malformed', 'normal', 'region-blocked']);
  });
});
