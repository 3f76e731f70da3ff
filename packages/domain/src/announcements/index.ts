// @atrium/domain/announcements: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §4 Announcements (popup audience A/B/F, once per session; kinds B, PL, PU, PR, H)
export {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_KIND_FIELDS,
  ANNOUNCEMENT_PLATFORM,
  announcementAudiences,
  announcementMarkerAfterClose,
  announcementMarkerKey,
  announcementRequest,
  announcementsForAudience,
  parseAnnouncementAudiences,
  isAnnouncementPopupClosed,
  parseAnnouncementMarker,
  shouldShowAnnouncementPopup,
  type AnnouncementAudience,
  type AnnouncementAudienceFacts,
  type AnnouncementKind,
  type AnnouncementMarkerKey,
  type AnnouncementRequest,
} from './announcements';
