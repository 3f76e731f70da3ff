import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ANNOUNCEMENT_KIND_FIELDS,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_PLATFORM,
  announcementsForAudience,
  parseAnnouncementAudiences,
  type AnnouncementKind,
} from '@atrium/domain/announcements';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import {
  ANNOUNCEMENTS_AREA,
  DEMO_MARQUEE_SIZE,
  demoImageSvg,
  seedAnnouncements,
  type AnnouncementsSeed,
  type DemoNotice,
} from '../seed/announcements';
import { requestLanguage, translated, translatedNumbered, type DemoLanguage } from '../seed/language';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';

/** The area's state: seeded on first use, from the platform's seed and clock. */
export function announcementsOf(platform: DemoPlatform): AnnouncementsSeed {
  return platform.area(ANNOUNCEMENTS_AREA, () => seedAnnouncements(platform.seed, platform.now()));
}

const badRequest = (message: string) => refuse(400, 'request_param_err', message);

/** An integer query parameter within bounds, its default when absent, or null when unreadable. */
function intParam(url: URL, name: string, fallback: number, min: number, max: number): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function kindsOf(raw: string | null): readonly AnnouncementKind[] | null {
  if (!raw) return null;
  const words = raw.split(',').map((w) => w.trim().toUpperCase());
  const kinds = ANNOUNCEMENT_KINDS.filter((kind) => words.includes(kind));
  return kinds.length === words.length ? kinds : null;
}

/** A notice as the wire carries it, in the caller's language. */
const noticeWire =
  (language: DemoLanguage) =>
  ({ id, title, content, time }: DemoNotice) => ({
    id,
    title: translatedNumbered(title, language),
    content: translated(content, language),
    time,
  });

/** Anything with a title and maybe a content, in the caller's language. */
function inLanguage<T extends { readonly title: string; readonly content?: string }>(
  item: T,
  language: DemoLanguage,
): T {
  return {
    ...item,
    title: translated(item.title, language),
    ...(item.content === undefined ? {} : { content: translated(item.content, language) }),
  };
}

/**
 * The caller's account: none without `Authorization`; the strict 401 with a token the platform does not know
 * (a session that ended must not silently turn into the guest view).
 */
function callerOf(platform: DemoPlatform, request: Request): DemoAccount | null | Response {
  return request.headers.get('authorization') ? requireAccount(platform, request) : null;
}

function svg(body: string | null) {
  return body === null
    ? new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
    : new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
}

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (§7), and the designed notice calls: GET /wps/relay/MCSFE_getListNotices
 * (paged) and GET /wps/relay/MCSFE_getListPopular. Also the placeholder images of banners and promotions.
 */
export function announcementHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/MCSFE_getListAnnouncements', ({ request }) => {
      const caller = callerOf(platform, request);
      if (isResponse(caller)) return caller;
      const url = new URL(request.url);
      const kinds = kindsOf(url.searchParams.get('types'));
      if (!kinds) return badRequest('types must list B, PL, PU, PR or H');
      if (url.searchParams.get('platform') !== ANNOUNCEMENT_PLATFORM) return badRequest('platform must be W');
      const execution = url.searchParams.get('execution');
      const asked = execution === null ? null : parseAnnouncementAudiences(execution);
      if (asked !== null && asked.size === 0) return badRequest('unknown execution');

      const state = announcementsOf(platform);
      // §4 the audience: B for guests; A for members, plus F on the first login (the domain's rule).
      const token = request.headers.get('authorization');
      const isFirstLogin =
        caller !== null && (caller.firstTimeLogin || (token !== null && caller.firstLoginToken === token));
      const facts = { isLoggedIn: caller !== null, isFirstLogin };
      const popups = announcementsForAudience(state.popups, facts).filter(
        (popup) => asked === null || [...parseAnnouncementAudiences(popup.execution)].some((a) => asked.has(a)),
      );
      // In the language the app asked for (its Language header), as a real platform answers.
      const language = requestLanguage(request);
      const lists = {
        banners: state.banners.map((banner) => inLanguage(banner, language)),
        player: state.notices.slice(0, DEMO_MARQUEE_SIZE).map(noticeWire(language)),
        popup: popups.map((popup) => inLanguage(popup, language)),
        promotion: state.promotions.map((promotion) => inLanguage(promotion, language)),
      };
      const value: Record<string, unknown> = {};
      // H's key is not known (docs/glossary.md "H (unconfirmed)"): the demo answers nothing for it.
      for (const kind of kinds)
        if (kind !== 'H') value[ANNOUNCEMENT_KIND_FIELDS[kind]] = lists[ANNOUNCEMENT_KIND_FIELDS[kind]];
      return ok(value);
    }),

    http.get('*/wps/relay/MCSFE_getListNotices', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('platform') !== ANNOUNCEMENT_PLATFORM) return badRequest('platform must be W');
      const pageNo = intParam(url, 'pageNo', 1, 1, 10_000);
      const pageSize = intParam(url, 'pageSize', 9, 1, 50);
      if (pageNo === null || pageSize === null) return badRequest('pageNo and pageSize must be positive integers');
      const { notices } = announcementsOf(platform);
      const from = (pageNo - 1) * pageSize;
      return ok({
        list: notices.slice(from, from + pageSize).map(noticeWire(requestLanguage(request))),
        pageNo,
        totalPages: Math.ceil(notices.length / pageSize),
        totalCount: notices.length,
      });
    }),

    http.get('*/wps/relay/MCSFE_getListPopular', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('platform') !== ANNOUNCEMENT_PLATFORM) return badRequest('platform must be W');
      const limit = intParam(url, 'limit', 5, 1, 20);
      if (limit === null) return badRequest('limit must be between 1 and 20');
      const popular = [...announcementsOf(platform).notices].sort((a, b) => b.views - a.views || b.id - a.id);
      return ok({ list: popular.slice(0, limit).map(noticeWire(requestLanguage(request))) });
    }),

    http.get('*/__demo/banner/:file', ({ params }) => {
      const id = /^(\d+)\.svg$/.exec(String(params.file))?.[1];
      const banner = announcementsOf(platform).banners.find((b) => String(b.bannerId) === id);
      return svg(banner ? demoImageSvg(banner.title) : null);
    }),

    http.get('*/__demo/promo/:file', ({ params }) => {
      const id = /^([\w-]+)\.svg$/.exec(String(params.file))?.[1];
      const promotion = announcementsOf(platform).promotions.find((p) => p.id === id);
      return svg(promotion ? demoImageSvg(promotion.title, 800, 400) : null);
    }),
  ];
}
