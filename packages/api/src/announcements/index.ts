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
  NOTICE_TIME_REGEX,
  bannerWireSchema,
  noticeWireSchema,
  popupWireSchema,
  promotionWireSchema,
  announcementsSchema,
  noticePageSchema,
  popularNoticesSchema,
  type BannerWire,
  type NoticeWire,
  type PopupWire,
  type PromotionWire,
  type AnnouncementsWire,
  type NoticePageWire,
  type PopularNoticesWire,
} from './schemas';
export {
  BANNER_GROUPS,
  type BannerGroup,
  isBannerGroup,
  type BannerGame,
  type BannerLink,
  type Banner,
  type Notice,
  type AnnouncementPopup,
  type AnnouncementPromotion,
  type Announcements,
  type NoticePage,
  safeImageUrl,
  toBanner,
  toNotice,
  toAnnouncements,
  toNoticePage,
} from './mapping';
export {
  guestAnnouncementsEndpoint,
  memberAnnouncementsEndpoint,
  noticesEndpoint,
  popularNoticesEndpoint,
  announcementAudienceKey,
  getAnnouncements,
  type NoticePageRequest,
  getNotices,
  POPULAR_NOTICES_LIMIT,
  getPopularNotices,
} from './calls';
export { announcementsQueryOptions, noticesQueryOptions, popularNoticesQueryOptions } from './queries';
