import { http, HttpResponse, type HttpHandler } from 'msw';
import { isResponse, readJson } from '../http';
import type { DemoPlatform } from '../state/platform';

/** The furthest one call moves the clock: a year, so a typo cannot throw the demo decades ahead. */
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

function clockWire(platform: DemoPlatform) {
  return { now: platform.now(), offsetMs: platform.clockOffset() };
}

/**
 * Demo controls of the clock: `GET /__demo/clock` answers `{ now, offsetMs }`; `POST /__demo/clock/advance
 * { minutes }` moves it forward (whole or fractional minutes above 0, at most a year) and answers the same.
 */
export function clockHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/__demo/clock', () => HttpResponse.json(clockWire(platform))),
    http.post('*/__demo/clock/advance', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const { minutes } = body;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_ADVANCE_MINUTES) {
        return HttpResponse.json(
          { error: `minutes: a number above 0, at most ${MAX_ADVANCE_MINUTES}` },
          { status: 400 },
        );
      }
      platform.advanceClock(Math.round(minutes * 60_000));
      return HttpResponse.json(clockWire(platform));
    }),
  ];
}
