/** An announcement or notice as the announcement screens show it (spec §3 Announcement, Notice). */
export interface AnnouncementItem {
  readonly id: string;
  readonly title: string;
  /** Server HTML; the screens render it through SafeHtml only. */
  readonly html: string;
  /** §3 Notice time as the platform sent it (yyyy-MM-dd HH:mm:ss); announcements have none. */
  readonly time?: string;
}

/** A help centre item (§3 Help item: title, tag) with its content and sub-items. */
export interface HelpEntry {
  /** Unique in the tree: the item's tag (the anchor of /help#{tag}) or an id the app gives an item without one. */
  readonly id: string;
  readonly title: string;
  /** Server HTML; rendered through SafeHtml only. Empty when the item only groups its children. */
  readonly html: string;
  readonly children: readonly HelpEntry[];
}

/** Where a screen's data is: loading (skeleton), failed (error with retry) or there. */
export type LoadStatus = 'loading' | 'error' | 'ready';
