import { unsafeHtml, type UnsafeHtml } from '../html';
import { type MessageListWire } from './schemas';

export interface PlatformMessage {
  readonly id: string;
  readonly title: string;
  /** Untrusted server HTML: the UI sanitizes it before rendering (as announcements). */
  readonly contentHtml: UnsafeHtml;
  readonly createdAt: number;
  readonly isRead: boolean;
  readonly canDelete: boolean;
}

export interface MessagePage {
  readonly items: readonly PlatformMessage[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export function toMessagePage(wire: MessageListWire): MessagePage {
  return {
    items: wire.list.map((m) => ({
      id: m.messageId,
      title: m.title,
      contentHtml: unsafeHtml(m.content),
      createdAt: m.createdTime,
      isRead: m.isRead,
      canDelete: m.canDelete,
    })),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}
