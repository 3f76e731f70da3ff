import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import {
  deleteMessagesMutationOptions,
  markAllMessagesReadMutationOptions,
  markMessagesReadMutationOptions,
  messagesQueryOptions,
  type PlatformMessage,
} from '@atrium/api/inbox';
import { unreadCountQueryOptions } from '@atrium/api/messages';
import { Inbox, type InboxFilter, type InboxMessageView } from '@atrium/ui/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSession } from '../../../shared/auth/useSession';
import { useSubmitMutation } from '../../../shared/submit';

/** Ten messages fit a phone screen as rows without scrolling far. */
export const INBOX_PAGE_SIZE = 10;

const toView = (message: PlatformMessage): InboxMessageView => ({
  id: message.id,
  title: message.title,
  html: message.contentHtml,
  createdAt: message.createdAt,
  isRead: message.isRead,
  canDelete: message.canDelete,
});

/**
 * §2 messageV2 (platform messages, MAILCEN): the inbox, all or unread only. Opening an unread message marks it read;
 * mark all read and delete go through the submit guard (one request per press, never retried). Every change writes
 * the platform's new unread count into the count's query, which the header and the menu badges read, so they fall at
 * once. The open message is kept as it was opened: under the unread filter it leaves the list once read, and the
 * member is still reading it.
 */
export function MessagesContainer() {
  const client = useApiClient();
  const session = useSession();
  const { t } = useTranslation();
  const context = { isTrial: session.isTrial };
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<InboxMessageView | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const list = useQuery({
    ...messagesQueryOptions(client, { unreadOnly: filter === 'unread', page, pageSize: INBOX_PAGE_SIZE }, context),
    placeholderData: keepPreviousData,
  });
  const unread = useQuery(unreadCountQueryOptions(client, context));
  const markRead = useMutation(markMessagesReadMutationOptions(client));
  const markAll = useSubmitMutation(markAllMessagesReadMutationOptions(client));
  const remove = useSubmitMutation(deleteMessagesMutationOptions(client));

  // A deletion or mark-all under the unread filter can empty the last page: step back to the last one there is
  // (state adjusted while rendering, as React advises for state derived from new data).
  const totalPages = list.data?.totalPages;
  if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);

  const onOpen = (id: string) => {
    const message = list.data?.items.find((m) => m.id === id);
    if (!message) return;
    setErrorKey(null);
    setOpen(toView(message));
    if (!message.isRead) {
      markRead.mutate([id], { onError: (error) => setErrorKey(errorKeyOf(error)) });
    }
  };

  return (
    <Inbox
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={list.data ? { items: list.data.items.map(toView), page, totalPages: list.data.totalPages } : null}
      onPageChange={setPage}
      isLoading={list.isPending}
      hasError={list.isError}
      loadErrorKey={list.isError ? errorKeyOf(list.error) : null}
      isRetrying={list.isFetching}
      onRetry={() => void list.refetch()}
      unreadCount={unread.data ?? null}
      onMarkAllRead={() => {
        setErrorKey(null);
        markAll.submit(undefined, { onError: (error) => setErrorKey(errorKeyOf(error)) });
      }}
      isMarkingAllRead={markAll.isPending}
      onOpen={onOpen}
      openMessage={open}
      onClose={() => {
        setOpen(null);
        setErrorKey(null);
      }}
      onDelete={(id) => {
        setErrorKey(null);
        remove.submit([id], {
          onSuccess: () => setOpen(null),
          onError: (error) => setErrorKey(errorKeyOf(error)),
        });
      }}
      isDeleting={remove.isPending}
      errorMessage={errorKey ? t(errorKey) : null}
    />
  );
}
