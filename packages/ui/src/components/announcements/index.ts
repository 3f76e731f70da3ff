// @atrium/ui/announcements: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { AnnouncementPopup, type AnnouncementPopupProps } from './AnnouncementPopup';
export { NoticeListDialog, type NoticeListDialogProps } from './NoticeListDialog';
export { HelpDialog, type HelpDialogProps } from './HelpDialog';
export { HelpCentrePage, type HelpCentrePageProps } from './HelpCentrePage';
export type { AnnouncementItem, HelpEntry, LoadStatus } from './shared/types';
