import * as z from 'zod/mini';

export const messageSchema = z.object({
  messageId: z.string(),
  title: z.string(),
  /** HTML from the platform: sanitize before showing (docs/architecture.md security stance). */
  content: z.string(),
  createdTime: z.number(),
  isRead: z._default(z.boolean(), false),
  /** Whether the platform lets the member delete it (notices it must keep, such as security ones, say false). */
  canDelete: z._default(z.boolean(), false),
});

export const messageListSchema = z.object({
  list: z._default(z.array(messageSchema), []),
  pageNo: z._default(z.number(), 1),
  totalPages: z._default(z.number(), 0),
  totalCount: z._default(z.number(), 0),
});

export type MessageListWire = z.infer<typeof messageListSchema>;

export const markReadResultSchema = z.object({ unreadCount: z.number() });
