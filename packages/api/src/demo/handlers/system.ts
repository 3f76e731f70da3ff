import { http, HttpResponse, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { isSystemScenario, SCENARIO_COOKIE_PREFIX, type SystemScenario } from '../scenarios';
import type { DemoPlatform } from '../state/platform';

function systemScenarioOf(platform: DemoPlatform, cookies: Record<string, string>): SystemScenario {
  const fromCookie = cookies[`${SCENARIO_COOKIE_PREFIX}system`];
  return isSystemScenario(fromCookie) ? fromCookie : platform.scenario().system;
}

/** GET /wps/system/status (spec §4 "System status at start"). */
export function systemHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/system/status', ({ cookies }) => {
      const scenario = systemScenarioOf(platform, cookies);
      const { system } = platform;
      const base = {
        maintenance: false,
        maintenanceEndTime: null as number | null,
        regionRestriction: false,
        location: { ip: system.visitorIp },
        info: { customerService: system.customerService },
      };
      switch (scenario) {
        case 'maintenance':
          return ok({
            ...base,
            maintenance: true,
            // Announced on the hour after the seeded duration, so the page shows a tidy time.
            maintenanceEndTime: Math.ceil((platform.now() + system.maintenanceDurationMs) / 3_600_000) * 3_600_000,
          });
        case 'region-blocked':
          return ok({ ...base, regionRestriction: true });
        case 'failing':
          return refuse(503, 'function.not.available', 'Service unavailable');
        case 'malformed':
          // The platform answers with the wrong type for a required field.
          return HttpResponse.json({ success: true, value: { ...base, maintenance: 'sometimes' } });
        case 'normal':
          return ok(base);
      }
    }),
  ];
}
