export { AnnouncementPopup, type AnnouncementPopupProps } from './AnnouncementPopup';
