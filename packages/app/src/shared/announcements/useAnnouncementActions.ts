import { setAnnouncementDialog } from './announcementStore';

export interface AnnouncementActions {
  /** The entry popup (§2 publicModal), at that index (the home marquee calls it). */
  openAnnouncement: (index: number) => void;
  /** The notice list (§2 noticeModal; the header's notice icon calls it). */
  openNotices: () => void;
}

const actions: AnnouncementActions = {
  openAnnouncement: (index) =>
    setAnnouncementDialog({ kind: 'popup', source: 'marquee', index: Math.max(0, Math.floor(index)) }),
  openNotices: () => setAnnouncementDialog({ kind: 'notices' }),
};

/** Opens the announcement dialogs that AnnouncementHost renders. The object is stable across renders. */
export function useAnnouncementActions(): AnnouncementActions {
  return actions;
}
