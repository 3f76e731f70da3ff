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
export {
  announcementsSchema,
  type AnnouncementsWire,
  type BannerWire,
  bannerWireSchema,
  NOTICE_TIME_REGEX,
  noticePageSchema,
  type NoticePageWire,
  type NoticeWire,
  noticeWireSchema,
  popularNoticesSchema,
  type PopularNoticesWire,
  type PopupWire,
  popupWireSchema,
  type PromotionWire,
  promotionWireSchema,
} from './schemas';
export {
  type AnnouncementPopup,
  type AnnouncementPromotion,
  type Announcements,
  type Banner,
  BANNER_GROUPS,
  type BannerGame,
  type BannerGroup,
  type BannerLink,
  isBannerGroup,
  type Notice,
  type NoticePage,
  safeImageUrl,
  toAnnouncements,
  toBanner,
  toNotice,
  toNoticePage,
} from './mapping';
export {
  announcementAudienceKey,
  getAnnouncements,
  getNotices,
  getPopularNotices,
  guestAnnouncementsEndpoint,
  memberAnnouncementsEndpoint,
  type NoticePageRequest,
  noticesEndpoint,
  POPULAR_NOTICES_LIMIT,
  popularNoticesEndpoint,
} from './calls';
export { announcementsQueryOptions, noticesQueryOptions, popularNoticesQueryOptions } from './queries';
