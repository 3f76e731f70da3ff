import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import {
  deleteMessages,
  deleteMessagesMutationOptions,
  getMessages,
  markAllMessagesRead,
  markAllMessagesReadMutationOptions,
  markMessagesRead,
  markMessagesReadMutationOptions,
  messagesQueryOptions,
} from '../inbox';
import { getUnreadCount, unreadCountEndpoint, unreadCountQueryOptions, unreadCountSchema } from './index';
import { queryKeys } from '../queryKeys';
import { useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });

describe('§7 CSP_unreadCount and the unread message fetch', () => {
  it('counts the unread messages (token, INBOX3)', async () => {
    expect(unreadCountEndpoint).toMatchObject({ needsToken: true, moduleId: 'INBOX3' });
    await expect(getUnreadCount(demo.clientAs('m-1001'))).resolves.toBe(3);
  });

  it('accepts the count as { unreadCount } or a bare number', () => {
    expect(unreadCountSchema.parse({ unreadCount: 2 })).toBe(2);
    expect(unreadCountSchema.parse(5)).toBe(5);
  });

  it('fetches the unread messages, newest first, their HTML carried as unsafe', async () => {
    const page = await getMessages(demo.clientAs('m-1001'), { unreadOnly: true, page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(3);
    expect(page.items.every((m) => !m.isRead)).toBe(true);
    expect(page.items[0]).toMatchObject({ title: 'Your withdrawal was paid', createdAt: TEST_NOW - 2 * 3_600_000 });
    expect(page.items[0]?.contentHtml).toContain('<b>');
    const all = await getMessages(demo.clientAs('m-1001'), { unreadOnly: false, page: 2, pageSize: 5 });
    expect(all).toMatchObject({ page: 2, totalPages: 2, totalCount: 8 });
    expect(all.items).toHaveLength(3);
  });

  it('marking messages read lowers the count', async () => {
    const client = demo.clientAs('m-1001');
    await expect(markMessagesRead(client, ['msg-1'])).resolves.toBe(2);
    await expect(getUnreadCount(client)).resolves.toBe(2);
  });

  it('the mark-read mutation writes the new count into the cache', async () => {
    const client = demo.clientAs('m-1001');
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(unreadCountQueryOptions(client, { isTrial: false }));
    await queryClient.getMutationCache().build(queryClient, markMessagesReadMutationOptions(client)).execute(['msg-2']);
    expect(queryClient.getQueryData(queryKeys.messages.unreadCount())).toBe(2);
  });

  it('marks every message read at once', async () => {
    const client = demo.clientAs('m-1001');
    await expect(markAllMessagesRead(client)).resolves.toBe(0);
    await expect(getUnreadCount(client)).resolves.toBe(0);
    const page = await getMessages(client, { unreadOnly: false, page: 1, pageSize: 10 });
    expect(page.items.every((m) => m.isRead)).toBe(true);
  });

  it('deletes a message the platform allows, and refuses one it keeps, deleting nothing', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getMessages(client, { unreadOnly: false, page: 1, pageSize: 10 });
    const kept = before.items.filter((m) => !m.canDelete).map((m) => m.title);
    expect(kept).toEqual(['Security reminder', 'Maintenance notice']);
    await expect(deleteMessages(client, ['msg-1'])).resolves.toBe(2);
    await expect(deleteMessages(client, ['msg-2', 'msg-3'])).rejects.toMatchObject({ code: 'function.not.available' });
    const after = await getMessages(client, { unreadOnly: false, page: 1, pageSize: 10 });
    expect(after.totalCount).toBe(7);
    expect(after.items.map((m) => m.id)).not.toContain('msg-1');
    expect(after.items.map((m) => m.id)).toContain('msg-2');
  });

  it('mark all and delete write the new unread count into the cache, and are never retried', async () => {
    const client = demo.clientAs('m-1001');
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(unreadCountQueryOptions(client, { isTrial: false }));
    expect(deleteMessagesMutationOptions(client).retry).toBe(false);
    expect(markAllMessagesReadMutationOptions(client).retry).toBe(false);
    await queryClient.getMutationCache().build(queryClient, deleteMessagesMutationOptions(client)).execute(['msg-1']);
    expect(queryClient.getQueryData(queryKeys.messages.unreadCount())).toBe(2);
    await queryClient.getMutationCache().build(queryClient, markAllMessagesReadMutationOptions(client)).execute();
    expect(queryClient.getQueryData(queryKeys.messages.unreadCount())).toBe(0);
  });

  it('§6 a trial account skips these fetches; the demo platform still answers one', async () => {
    const client = demo.clientAs('m-1001');
    expect(unreadCountQueryOptions(client, { isTrial: true }).enabled).toBe(false);
    expect(messagesQueryOptions(client, { unreadOnly: true, page: 1, pageSize: 10 }, { isTrial: true }).enabled).toBe(
      false,
    );
    expect(unreadCountQueryOptions(client, { isTrial: false }).enabled).toBe(true);
    const base = demo.platform.accountById('m-1001');
    if (!base) throw new Error('seed changed');
    demo.platform.accounts.push({ ...base, id: 't-9001', type: 4 });
    await expect(getUnreadCount(demo.clientAs('t-9001'))).resolves.toBe(3);
  });

  it('without a session the call is not made; a forged token is a 401', async () => {
    const error = await getUnreadCount(demo.clientAs(null)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session-expired' });
    const forged = demo.client('forged');
    await expect(getMessages(forged, { unreadOnly: true, page: 1, pageSize: 10 })).rejects.toMatchObject({
      status: 401,
    });
  });
});
