import { DEMO_HELP_CENTER, seedAnnouncements, type DemoHelpItem } from '@atrium/api/demo';
import type { AnnouncementItem, HelpEntry } from './types';

/** Story fixtures from the demo platform (docs/conventions.md "Fixtures come from the demo platform's factories"). */
const seed = seedAnnouncements(1, Date.UTC(2026, 10, 23, 12, 0, 0));

/** The demo popups (one carries an `onerror` image and one a script: SafeHtml must drop both). */
export const demoPopups: readonly AnnouncementItem[] = seed.popups.map((popup) => ({
  id: String(popup.id),
  title: popup.title,
  html: popup.content,
}));

/** All the demo notices, newest first (23: three pages of 9). */
export const demoNotices: readonly AnnouncementItem[] = seed.notices.map((notice) => ({
  id: String(notice.id),
  title: notice.title,
  html: notice.content,
  time: notice.time,
}));

export const NOTICE_PAGE_SIZE = 9;

export function noticePage(page: number, notices: readonly AnnouncementItem[] = demoNotices) {
  return {
    notices: notices.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE),
    totalPages: Math.ceil(notices.length / NOTICE_PAGE_SIZE),
  };
}

function toEntry(item: DemoHelpItem): HelpEntry {
  return { id: item.tag, title: item.title, html: item.content, children: item.children.map(toEntry) };
}

/** The demo help centre in English and Chinese. */
export const demoHelp: readonly HelpEntry[] = (DEMO_HELP_CENTER.EN ?? []).map(toEntry);
export const demoHelpChinese: readonly HelpEntry[] = (DEMO_HELP_CENTER.CN ?? []).map(toEntry);

/** A long title and content, for wrapping at 360 px. */
export const longAnnouncement: AnnouncementItem = {
  id: 'long',
  title: 'An unusually long announcement title that has to wrap over several lines on a narrow phone screen',
  html: `<p>${'Every word of this long announcement must stay readable on a small screen. '.repeat(12)}</p>`,
};
