import { http, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { isResponse, readAccountJson, requireAccount } from '../http';
import { requestLanguage, translated } from '../seed/language';
import { numberedPage, readAccountPage } from '../query';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';

/**
 * Platform messages (spec §7 "CSP_unreadCount (token); unread message fetch"; docs/centres.md CSP_getInbox; designed
 * mark-read, mark-all and delete calls). Every account starts with the same eight messages, three unread; the
 * security reminder and the maintenance notice cannot be deleted (the platform keeps notices a member must see).
 * Trial accounts are answered like any other (the app does not ask for them, §6).
 */

interface DemoMessage {
  readonly messageId: string;
  readonly title: string;
  readonly content: string;
  readonly createdTime: number;
  readonly canDelete: boolean;
  isRead: boolean;
}

const HOUR = 3_600_000;

const SEED: readonly (readonly [title: string, content: string, hoursAgo: number, read: boolean, keep?: 'keep'])[] = [
  ['Your withdrawal was paid', '<p>Your withdrawal of <b>150.00</b> has been paid.</p>', 2, false],
  ['New promotion: Weekly cashback', '<p>Claim up to <b>10%</b> cashback every Monday.</p>', 20, false],
  ['Security reminder', '<p>Never share your password, not even with customer service.</p>', 48, false, 'keep'],
  ['Welcome to Atrium', '<p>Thanks for joining. Your welcome bonus is waiting.</p>', 120, true],
  ['VIP level up', '<p>Congratulations, you reached <b>Gold</b>.</p>', 200, true],
  ['Maintenance notice', '<p>Scheduled maintenance on Tuesday 02:00–04:00.</p>', 300, true, 'keep'],
  ['Deposit received', '<p>Your deposit of <b>500.00</b> was credited.</p>', 400, true],
  ['Points mall update', '<p>New rewards are available in the points mall.</p>', 500, true],
];

function inboxOf(platform: DemoPlatform, account: DemoAccount): DemoMessage[] {
  const inboxes = platform.area('messages', () => new Map<string, DemoMessage[]>());
  let inbox = inboxes.get(account.id);
  if (!inbox) {
    const now = platform.now();
    inbox = SEED.map(([title, content, hoursAgo, read, keep], i) => ({
      messageId: `msg-${i + 1}`,
      title,
      content,
      createdTime: now - hoursAgo * HOUR,
      canDelete: keep !== 'keep',
      isRead: read,
    }));
    inboxes.set(account.id, inbox);
  }
  return inbox;
}

function messageIdsOf(body: Record<string, unknown>): readonly string[] | Response {
  const ids = body.messageIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
    return refuse(400, 'request_param_err', 'messageIds must be a list of ids');
  }
  return ids as string[];
}

const unread = (inbox: readonly DemoMessage[]) => inbox.filter((m) => !m.isRead).length;

export function messagesHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/CSP_unreadCount', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      return ok({ unreadCount: unread(inboxOf(platform, account)) });
    }),

    http.get('*/wps/relay/CSP_getInbox', ({ request }) => {
      const call = readAccountPage(platform, request);
      if (isResponse(call)) return call;
      const { account, url, page } = call;
      const inbox = inboxOf(platform, account);
      const items = url.searchParams.get('unreadOnly') === 'true' ? inbox.filter((m) => !m.isRead) : inbox;
      // In the caller's language (its Language header).
      return ok(
        numberedPage(items, page.pageNo, page.pageSize, (message) => ({
          ...message,
          title: translated(message.title, requestLanguage(request)),
          content: translated(message.content, requestLanguage(request)),
        })),
      );
    }),

    http.post('*/wps/relay/CSP_readMessage', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const inbox = inboxOf(platform, account);
      // `{ all: true }` marks every message read.
      if (body.all === true) {
        for (const message of inbox) message.isRead = true;
        return ok({ unreadCount: 0 });
      }
      const ids = messageIdsOf(body);
      if (isResponse(ids)) return ids;
      for (const message of inbox) if (ids.includes(message.messageId)) message.isRead = true;
      return ok({ unreadCount: unread(inbox) });
    }),

    http.post('*/wps/relay/CSP_deleteMessage', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const ids = messageIdsOf(body);
      if (isResponse(ids)) return ids;
      const inbox = inboxOf(platform, account);
      // All or nothing: one message the member may not delete refuses the whole request.
      if (inbox.some((m) => ids.includes(m.messageId) && !m.canDelete)) {
        return refuse(400, 'function.not.available', 'This message cannot be deleted');
      }
      const kept = inbox.filter((m) => !ids.includes(m.messageId));
      inbox.splice(0, inbox.length, ...kept);
      return ok({ unreadCount: unread(inbox) });
    }),
  ];
}
