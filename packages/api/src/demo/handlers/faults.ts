import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { refuse } from '../envelope';
import { parseFault, SCENARIO_COOKIE_PREFIX, type Fault } from '../scenarios';
import type { DemoPlatform } from '../state/platform';

const PLATFORM_CALL = /\/(wps|lgw|lotto)\//;
/** The status call has its own scenarios (maintenance, region block, failing, malformed). */
const EXEMPT = /\/wps\/system\/status$/;

function faultOf(platform: DemoPlatform, cookies: Record<string, string>): Fault | null {
  return parseFault(cookies[`${SCENARIO_COOKIE_PREFIX}fault`]) ?? platform.fault();
}

/**
 * Injects the selected fault into every platform call; must come first in the handler list. A handler that
 * returns nothing lets the request go on to the real handler (after the latency, for `latency`).
 */
export function faultHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.all('*', async ({ request, cookies }) => {
      const { pathname } = new URL(request.url);
      if (!PLATFORM_CALL.test(pathname) || EXEMPT.test(pathname)) return undefined;
      const fault = faultOf(platform, cookies);
      if (!fault) return undefined;
      switch (fault.kind) {
        case 'latency':
          await delay(fault.ms);
          return undefined;
        case '5xx':
          return refuse(503, 'function.not.available', 'Service unavailable');
        case 'timeout':
          if (fault.ms !== undefined) {
            await delay(fault.ms);
            return refuse(504, 'function.not.available', 'Gateway timeout');
          }
          await delay('infinite');
          return undefined;
        case 'network':
          return HttpResponse.error();
        case 'malformed':
          return HttpResponse.json({ success: true, value: { unexpected: ['shape'] } });
        case 'expired-session':
          return request.headers.get('authorization')
            ? refuse(401, 'login.not.session', 'You have been logged out from another device')
            : undefined;
      }
    }),
  ];
}
