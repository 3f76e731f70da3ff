import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { parsePlatformLanguageCode } from '@atrium/domain/i18n';
import { ok, refuse } from '../envelope';
import { DEMO_COUNTRIES } from '../seed/countries';
import { DEMO_LINE_CHECK_PATH, seedDomains, type DemoDomainSeed } from '../seed/domains';
import { helpItemsFor } from '../seed/help';
import type { DemoPlatform } from '../state/platform';

/**
 * The platform settings calls (spec §7): whitelabel switches, mirror domains and their line checks, the help
 * centre and the country list. None needs a session.
 */

export function demoDomains(platform: DemoPlatform): DemoDomainSeed {
  return platform.area('domains', () => seedDomains(platform.seed));
}

export function settingsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    // The switch tree as the platform sends it (docs/protocol.md); `platform.switches.set` changes it.
    http.get('*/wps/system/whitelabel', () => ok(platform.switches.tree())),

    http.get('*/wps/system/domainRoute', () => {
      const { mainDomain, verifyUrl, domains } = demoDomains(platform);
      return ok({ mainDomain, verifyUrl, domains });
    }),

    // Line detection: answers after the line's seeded delay, or 503 when the line is down.
    http.get(`*${DEMO_LINE_CHECK_PATH}/:line`, async ({ params }) => {
      const line = String(params['line']);
      const delays = demoDomains(platform).lineDelays;
      if (!(line in delays)) return new HttpResponse(null, { status: 404 });
      const ms = delays[line];
      if (ms == null) return new HttpResponse(null, { status: 503 });
      await delay(ms);
      return new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    }),

    http.get('*/wps/system/helpCenter', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const lang = query.get('lang');
      const device = query.get('device');
      if (!lang || !device) return refuse(400, 'request_param_err', 'lang and device are required');
      return ok(helpItemsFor(parsePlatformLanguageCode(lang)));
    }),

    http.get('*/wps/system/countryCode', () => ok(DEMO_COUNTRIES)),
  ];
}
