import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ANNOUNCEMENT_PAGINATION,
  ANNOUNCEMENT_PLATFORM,
  announcementAudiences,
  announcementRequest,
  announcementsForAudience,
  parseAnnouncementAudiences,
  safeLinkTarget,
  type AnnouncementAudience,
  type AnnouncementAudienceFacts,
  type SafeLink,
} from '@atrium/domain';
import type { ApiClient, Endpoint } from './client';
import { retryTransientOnce } from './errors';
import { unsafeHtml, type UnsafeHtml } from './html';
import { queryKeys } from './queryKeys';

/**
 * Announcements (spec §2 Home page, §3 Banner / Announcement / Notice, §4 Announcement popup, §7 "Announcements:
 * types B,PL,PU,PR,H (or B,PL,PU,PR with execution B), platform W. Notice, popular", §9 "9 per page").
 * docs/protocol.md: value keys `banners` (B), `player` (marquee, PL), `popup` (PU), `promotion` (PR); banner fields
 * `bannerId, groupName, url, title, linkageType, redirect, externalLink, redirectPromotionId`; popup `execution`.
 * Everything else (linkage type values, notice and promotion item fields, the notice and popular calls) is designed
 * here and in the demo platform: see the package README, "Designed shapes".
 *
 * Server HTML is never trusted: it is carried as `UnsafeHtml`, which the UI must sanitize before rendering.
 * Server links are checked with the domain's `safeLinkTarget` here, at the boundary.
 */

/** HTML as the server sent it: not sanitized. Only a sanitizer may turn it into markup. */

// ---------------------------------------------------------------------------------------------------------------
// Wire schemas
// ---------------------------------------------------------------------------------------------------------------

/** Ids arrive as numbers or strings; they are strings from here on. */
const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

/** A list that may be absent or null (a kind that was not asked for, or has nothing). */
function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );
}

/** §3 "Notice: title, content, time (yyyy-MM-dd hh:mm:ss)": the time in the platform's own clock. */
export const NOTICE_TIME_REGEX = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const bannerWireSchema = z.object({
  bannerId: idSchema,
  groupName: z.string(),
  /** The image. */
  url: z.string(),
  title: optionalText,
  /** Assumed values: NONE, PROMOTION, GAME, EXTERNAL, INTERNAL (case ignored). */
  linkageType: z.nullish(z.union([z.string(), z.number()])),
  /** INTERNAL: a path of the site; GAME: `vassalage=…&gameType=…&nodeId=…&gameCode=…` (assumed). */
  redirect: z.nullish(z.string()),
  /** EXTERNAL: the address. */
  externalLink: z.nullish(z.string()),
  /** PROMOTION: the promotion's id. */
  redirectPromotionId: z.nullish(idSchema),
});

export const noticeWireSchema = z.object({
  id: idSchema,
  title: optionalText,
  content: optionalText,
  time: z.string().check(z.regex(NOTICE_TIME_REGEX)),
});

export const popupWireSchema = z.object({
  id: z.nullish(idSchema),
  title: optionalText,
  content: optionalText,
  /** A, B, F, or user / anonymous (§3); read by the domain. */
  execution: z.nullish(z.string()),
  promotionType: z.nullish(z.string()),
});

export const promotionWireSchema = z.object({
  id: idSchema,
  title: optionalText,
  content: optionalText,
  image: z.nullish(z.string()),
});

export const announcementsSchema = z.object({
  banners: list(bannerWireSchema),
  player: list(noticeWireSchema),
  popup: list(popupWireSchema),
  promotion: list(promotionWireSchema),
});

export const noticePageSchema = z.object({
  list: z.array(noticeWireSchema),
  pageNo: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});

export const popularNoticesSchema = z.object({ list: z.array(noticeWireSchema) });

export type BannerWire = z.infer<typeof bannerWireSchema>;
export type NoticeWire = z.infer<typeof noticeWireSchema>;
export type PopupWire = z.infer<typeof popupWireSchema>;
export type PromotionWire = z.infer<typeof promotionWireSchema>;
export type AnnouncementsWire = z.infer<typeof announcementsSchema>;
export type NoticePageWire = z.infer<typeof noticePageSchema>;
export type PopularNoticesWire = z.infer<typeof popularNoticesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

/** Before login: no token, `execution=B`. */
export const guestAnnouncementsEndpoint: Endpoint<AnnouncementsWire> = {
  id: 'announcements.list.guest',
  method: 'GET',
  path: ANNOUNCEMENTS_PATH,
  needsToken: false,
  value: announcementsSchema,
};

/** After login: with the token, so the platform knows the audience (A, and F on the first login). */
export const memberAnnouncementsEndpoint: Endpoint<AnnouncementsWire> = {
  ...guestAnnouncementsEndpoint,
  id: 'announcements.list.member',
  needsToken: true,
};

/** The notice list, paged (designed; §9 "9 per page"). */
export const noticesEndpoint: Endpoint<NoticePageWire> = {
  id: 'announcements.notices',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListNotices',
  needsToken: false,
  value: noticePageSchema,
};

/** The popular notices (designed; §7 names "popular" only). */
export const popularNoticesEndpoint: Endpoint<PopularNoticesWire> = {
  id: 'announcements.popular',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListPopular',
  needsToken: false,
  value: popularNoticesSchema,
};

// ---------------------------------------------------------------------------------------------------------------
// Plain results
// ---------------------------------------------------------------------------------------------------------------

/** §3 banner groups. */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export function isBannerGroup(value: unknown): value is BannerGroup {
  return typeof value === 'string' && (BANNER_GROUPS as readonly string[]).includes(value);
}

/** A game a banner opens; the app turns it into a launch decision (domain `decideGameLaunch`). */
export interface BannerGame {
  /** §3 vassalage. */
  readonly vendorCode: string;
  readonly gameType: string;
  readonly nodeId: number | null;
  readonly gameCode: string | null;
}

/** docs/glossary.md "banner linkageType: what a banner click opens (a promotion, a game, an external link)". */
export type BannerLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'promotion'; readonly promotionId: string }
  | { readonly kind: 'game'; readonly game: BannerGame }
  /** A checked link: internal paths stay in the app, external ones open in a new window. */
  | { readonly kind: 'link'; readonly target: SafeLink };

export interface Banner {
  readonly id: string;
  readonly group: BannerGroup;
  readonly title: string;
  /** A checked image address: a same-site path or an http(s) URL. */
  readonly imageUrl: string;
  readonly link: BannerLink;
  /** The banner had a link the app refuses (e.g. `javascript:`) or cannot follow; it shows without one. */
  readonly linkRefused: boolean;
}

export interface Notice {
  readonly id: string;
  readonly title: string;
  readonly contentHtml: UnsafeHtml;
  /** §3 yyyy-MM-dd HH:mm:ss as the platform sent it (its own clock; format with the domain's `formatNoticeTime`). */
  readonly time: string;
}

export interface AnnouncementPopup {
  readonly id: string;
  readonly title: string;
  readonly contentHtml: UnsafeHtml;
  /** Who the popup is for (§4); only popups for the current audience are returned. */
  readonly audiences: readonly AnnouncementAudience[];
  readonly promotionType: string | null;
}

export interface AnnouncementPromotion {
  readonly id: string;
  readonly title: string;
  readonly contentHtml: UnsafeHtml;
  /** A checked image address, or null when there is none or it is refused. */
  readonly imageUrl: string | null;
}

export interface Announcements {
  /** Every group, in the server's order; groups the platform did not send are empty. */
  readonly banners: Readonly<Record<BannerGroup, readonly Banner[]>>;
  /** §2 the scrolling notice marquee (PL). */
  readonly marquee: readonly Notice[];
  /** §4 the popups for this audience: B for guests; A for members, plus F on the first login. */
  readonly popups: readonly AnnouncementPopup[];
  readonly promotions: readonly AnnouncementPromotion[];
}

export interface NoticePage {
  readonly items: readonly Notice[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Mapping
// ---------------------------------------------------------------------------------------------------------------

/** An image address: same-site path or http(s) URL, else null. */
export function safeImageUrl(raw: string | null | undefined): string | null {
  const link = safeLinkTarget(raw);
  if (!link) return null;
  return link.kind === 'internal' ? link.path : link.url;
}

function gameOf(redirect: string | null | undefined): BannerGame | null {
  if (!redirect) return null;
  const params = new URLSearchParams(redirect.replace(/^\?/, ''));
  const vendorCode = params.get('vassalage')?.trim();
  const gameType = params.get('gameType')?.trim();
  if (!vendorCode || !gameType) return null;
  const rawNode = params.get('nodeId');
  const nodeId = rawNode !== null && /^\d+$/.test(rawNode) ? Number(rawNode) : null;
  return { vendorCode, gameType, nodeId, gameCode: params.get('gameCode')?.trim() || null };
}

/** What a banner click opens; `null` means it had a target that cannot be followed. */
function bannerLinkOf(wire: BannerWire): BannerLink | null {
  const type = String(wire.linkageType ?? '')
    .trim()
    .toUpperCase();
  switch (type) {
    case '':
    case 'NONE':
      return { kind: 'none' };
    case 'PROMOTION':
      return wire.redirectPromotionId ? { kind: 'promotion', promotionId: wire.redirectPromotionId } : null;
    case 'GAME': {
      const game = gameOf(wire.redirect);
      return game ? { kind: 'game', game } : null;
    }
    case 'EXTERNAL': {
      const target = safeLinkTarget(wire.externalLink);
      return target ? { kind: 'link', target } : null;
    }
    case 'INTERNAL': {
      const target = safeLinkTarget(wire.redirect);
      return target ? { kind: 'link', target } : null;
    }
    default:
      return null;
  }
}

/** A banner as the app shows it, or null when its group is unknown or its image is refused. */
export function toBanner(wire: BannerWire): Banner | null {
  if (!isBannerGroup(wire.groupName)) return null;
  const imageUrl = safeImageUrl(wire.url);
  if (imageUrl === null) return null;
  const link = bannerLinkOf(wire);
  return {
    id: wire.bannerId,
    group: wire.groupName,
    title: wire.title,
    imageUrl,
    link: link ?? { kind: 'none' },
    linkRefused: link === null,
  };
}

export function toNotice(wire: NoticeWire): Notice {
  return { id: wire.id, title: wire.title, contentHtml: unsafeHtml(wire.content), time: wire.time };
}

function emptyGroups(): Record<BannerGroup, Banner[]> {
  return { w_home: [], w_login: [], w_register: [], w_forget: [], w_leftmenu: [] };
}

export function toAnnouncements(wire: AnnouncementsWire, facts: AnnouncementAudienceFacts): Announcements {
  const banners = emptyGroups();
  for (const item of wire.banners) {
    const banner = toBanner(item);
    if (banner) banners[banner.group].push(banner);
  }
  return {
    banners,
    marquee: wire.player.map(toNotice),
    // The platform filters already; the client filters again, so a mistake there never shows a member's popup
    // to a guest (or a first-login greeting to everyone).
    popups: announcementsForAudience(wire.popup, facts).map((popup, index) => ({
      id: popup.id ?? `popup-${index + 1}`,
      title: popup.title,
      contentHtml: unsafeHtml(popup.content),
      audiences: [...parseAnnouncementAudiences(popup.execution)],
      promotionType: popup.promotionType ?? null,
    })),
    promotions: wire.promotion.map((promotion) => ({
      id: promotion.id,
      title: promotion.title,
      contentHtml: unsafeHtml(promotion.content),
      imageUrl: safeImageUrl(promotion.image),
    })),
  };
}

export function toNoticePage(wire: NoticePageWire): NoticePage {
  return {
    items: wire.list.map(toNotice),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Fetchers and query options
// ---------------------------------------------------------------------------------------------------------------

/** The audience part of the query key: B, A, or AF (first login). */
export function announcementAudienceKey(facts: AnnouncementAudienceFacts): string {
  return announcementAudiences(facts).join('');
}

/**
 * MCSFE_getListAnnouncements. Guests ask for B,PL,PU,PR with `execution=B` and no token; members for all five kinds
 * with their token (§7, domain `announcementRequest`).
 */
export async function getAnnouncements(
  client: ApiClient,
  facts: AnnouncementAudienceFacts,
  signal?: AbortSignal,
): Promise<Announcements> {
  const request = announcementRequest(facts.isLoggedIn);
  const endpoint = facts.isLoggedIn ? memberAnnouncementsEndpoint : guestAnnouncementsEndpoint;
  const wire = await client.call(endpoint, {
    query: { types: request.types.join(','), platform: ANNOUNCEMENT_PLATFORM, execution: request.execution },
    signal,
  });
  return toAnnouncements(wire, facts);
}

export interface NoticePageRequest {
  /** 1-based. */
  readonly page: number;
  /** Defaults to §9's 9 per page. */
  readonly pageSize?: number;
}

export async function getNotices(client: ApiClient, request: NoticePageRequest, signal?: AbortSignal) {
  const wire = await client.call(noticesEndpoint, {
    query: {
      pageNo: request.page,
      pageSize: request.pageSize ?? ANNOUNCEMENT_PAGINATION.pageSize,
      platform: ANNOUNCEMENT_PLATFORM,
    },
    signal,
  });
  return toNoticePage(wire);
}

/** How many popular notices are asked for by default (designed). */
export const POPULAR_NOTICES_LIMIT = 5;

export async function getPopularNotices(
  client: ApiClient,
  limit = POPULAR_NOTICES_LIMIT,
  signal?: AbortSignal,
): Promise<readonly Notice[]> {
  const wire = await client.call(popularNoticesEndpoint, {
    query: { limit, platform: ANNOUNCEMENT_PLATFORM },
    signal,
  });
  return wire.list.map(toNotice);
}

/** §4 "Refreshed on language change and login": the key holds the language and the audience. */
export function announcementsQueryOptions(client: ApiClient, language: string, facts: AnnouncementAudienceFacts) {
  return queryOptions({
    queryKey: queryKeys.announcements.list(language, announcementAudienceKey(facts)),
    queryFn: ({ signal }) => getAnnouncements(client, facts, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}

export function noticesQueryOptions(client: ApiClient, language: string, request: NoticePageRequest) {
  const pageSize = request.pageSize ?? ANNOUNCEMENT_PAGINATION.pageSize;
  return queryOptions({
    queryKey: queryKeys.announcements.notices(language, request.page, pageSize),
    queryFn: ({ signal }) => getNotices(client, { page: request.page, pageSize }, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

export function popularNoticesQueryOptions(client: ApiClient, language: string, limit = POPULAR_NOTICES_LIMIT) {
  return queryOptions({
    queryKey: queryKeys.announcements.popular(language, limit),
    queryFn: ({ signal }) => getPopularNotices(client, limit, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}
