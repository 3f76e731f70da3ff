import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import inboxEnglish from '../../../i18n/locales/en/ui/inbox.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Actions,
  Body,
  Failure,
  Filters,
  ItemButton,
  ItemHead,
  Items,
  ItemTitle,
  Meta,
  Panel,
  PanelText,
  PanelTitle,
  Toolbar,
  UnreadMark,
} from './Inbox.styles';

registerPart('inbox', inboxEnglish);

export interface InboxMessageView {
  readonly id: string;
  readonly title: string;
  /** Server HTML: shown through SafeHtml (sanitized) only. */
  readonly html: string;
  readonly createdAt: number;
  readonly isRead: boolean;
  /** Whether the platform lets the member delete it. */
  readonly canDelete: boolean;
}

export type InboxFilter = 'all' | 'unread';
export const INBOX_FILTERS: readonly InboxFilter[] = ['all', 'unread'];

export interface InboxProps {
  readonly filter: InboxFilter;
  readonly onFilterChange: (filter: InboxFilter) => void;
  /** Null while loading or failed. */
  readonly page: {
    readonly items: readonly InboxMessageView[];
    readonly page: number;
    readonly totalPages: number;
  } | null;
  readonly onPageChange: (page: number) => void;
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  /** The failure's message key (errors:…), when known. */
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
  /** Unread messages in the whole inbox; null while unknown. */
  readonly unreadCount: number | null;
  readonly onMarkAllRead: () => void;
  readonly isMarkingAllRead?: boolean;
  /** Opens a message (the container marks it read). */
  readonly onOpen: (id: string) => void;
  /** The open message, shown in a dialog; null when none is open. */
  readonly openMessage: InboxMessageView | null;
  readonly onClose: () => void;
  readonly onDelete: (id: string) => void;
  readonly isDeleting?: boolean;
  /** The last action's failure (already translated); the list stays as it was. */
  readonly errorMessage?: string | null;
}

/**
 * §2 messageV2 (platform messages): the inbox, all or unread only, paged; a message opens in a dialog with its
 * server HTML sanitized; mark all read; delete where the platform allows, after a confirmation (it cannot be undone).
 */
export function Inbox({
  filter,
  onFilterChange,
  page,
  onPageChange,
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  unreadCount,
  onMarkAllRead,
  isMarkingAllRead = false,
  onOpen,
  openMessage,
  onClose,
  onDelete,
  isDeleting = false,
  errorMessage = null,
}: InboxProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const time = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Inbox.title')}</PanelTitle>
      <Toolbar>
        <Filters role="group" aria-label={t('Inbox.filter.label')}>
          {INBOX_FILTERS.map((value) => (
            <Button
              key={value}
              variant={filter === value ? 'primary' : 'secondary'}
              aria-pressed={filter === value}
              onClick={() => onFilterChange(value)}
            >
              {t(`Inbox.filter.${value}`)}
            </Button>
          ))}
        </Filters>
        <Button
          variant="secondary"
          onClick={onMarkAllRead}
          isLoading={isMarkingAllRead}
          disabled={unreadCount === 0 || unreadCount === null}
        >
          {t('Inbox.markAllRead')}
        </Button>
      </Toolbar>
      {unreadCount !== null && (
        <PanelText data-testid="inbox-unread">{t('Inbox.unread', { count: unreadCount })}</PanelText>
      )}
      {errorMessage && !openMessage && <Failure role="alert">{errorMessage}</Failure>}
      {page ? (
        page.items.length === 0 ? (
          <EmptyState message={t(filter === 'unread' ? 'Inbox.emptyUnread' : 'Inbox.empty')} />
        ) : (
          <>
            <Items aria-label={t('Inbox.listLabel')}>
              {page.items.map((message) => (
                <li key={message.id}>
                  <ItemButton type="button" $isRead={message.isRead} onClick={() => onOpen(message.id)}>
                    <ItemHead>
                      <ItemTitle $isRead={message.isRead}>{message.title}</ItemTitle>
                      {!message.isRead && <UnreadMark>{t('Inbox.new')}</UnreadMark>}
                    </ItemHead>
                    <Meta>{time(message.createdAt)}</Meta>
                  </ItemButton>
                </li>
              ))}
            </Items>
            <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
          </>
        )
      ) : hasError ? (
        <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Skeleton variant="text" lines={4} />
      )}
      <Dialog
        title={openMessage?.title ?? t('Inbox.title')}
        isOpen={openMessage !== null}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
      >
        {openMessage && (
          <MessageBody
            key={openMessage.id}
            message={openMessage}
            time={time(openMessage.createdAt)}
            onDelete={onDelete}
            isDeleting={isDeleting}
            errorMessage={errorMessage}
            onClose={onClose}
          />
        )}
      </Dialog>
    </Panel>
  );
}

function MessageBody({
  message,
  time,
  onDelete,
  isDeleting,
  errorMessage,
  onClose,
}: {
  readonly message: InboxMessageView;
  readonly time: string;
  readonly onDelete: (id: string) => void;
  readonly isDeleting: boolean;
  readonly errorMessage: string | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('ui');
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Body>
      <Meta>{time}</Meta>
      <SafeHtml html={message.html} />
      {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
      {isConfirming ? (
        <>
          <PanelText>{t('Inbox.deleteConfirm')}</PanelText>
          <Actions>
            <Button onClick={() => onDelete(message.id)} isLoading={isDeleting}>
              {t('Inbox.deleteYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('Inbox.deleteNo')}
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          {message.canDelete && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('Inbox.delete')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('Inbox.back')}
          </Button>
        </Actions>
      )}
    </Body>
  );
}
