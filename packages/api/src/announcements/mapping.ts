import {
  type AnnouncementAudience,
  type AnnouncementAudienceFacts,
  announcementsForAudience,
  parseAnnouncementAudiences,
} from '@atrium/domain/announcements';
import { type SafeLink, safeLinkTarget } from '@atrium/domain/links';
import { unsafeHtml, type UnsafeHtml } from '../html';
import type { AnnouncementsWire, BannerWire, NoticePageWire, NoticeWire } from './schemas';

// Plain results

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

// Mapping

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
