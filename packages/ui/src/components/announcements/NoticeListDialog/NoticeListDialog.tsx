import { ANNOUNCEMENT_PAGINATION } from '@atrium/domain/format';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton';
import type { AnnouncementItem, LoadStatus } from '../shared/types';
import { List, Notice, NoticeTime, NoticeTitle, Pager } from './NoticeListDialog.styles';
import announcementsEnglish from '../../../i18n/locales/en/ui/announcements.json';
import { registerPart } from '../../../i18n/registry';

registerPart('announcements', announcementsEnglish);

export interface NoticeListDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly status: LoadStatus;
  /** The current page's notices (9 per page, §9). */
  readonly notices: readonly AnnouncementItem[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
}

/**
 * Spec §2 noticeModal: the notice list (§3 Notice: title, time, content), 9 per page with a pager of 5 links and a
 * margin of 1 (§9); a skeleton while loading, an error with retry, and a message when there are none.
 */
export function NoticeListDialog({
  isOpen,
  onClose,
  status,
  notices,
  page,
  totalPages,
  onPageChange,
  onRetry,
  isRetrying,
}: NoticeListDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('NoticeListDialog.title')}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {status === 'loading' && (
        <div role="status" aria-label={t('NoticeListDialog.loading')}>
          <Skeleton lines={6} />
        </div>
      )}
      {status === 'error' && (
        <ErrorState message={t('NoticeListDialog.error')} onRetry={onRetry} isRetrying={isRetrying} />
      )}
      {status === 'ready' && notices.length === 0 && <EmptyState message={t('NoticeListDialog.empty')} />}
      {status === 'ready' && notices.length > 0 && (
        <>
          <List aria-label={t('NoticeListDialog.listLabel', { page, total: Math.max(totalPages, 1) })}>
            {notices.map((notice) => (
              <Notice key={notice.id} aria-labelledby={`notice-${notice.id}`}>
                <NoticeTitle id={`notice-${notice.id}`}>{notice.title}</NoticeTitle>
                {notice.time && <NoticeTime dateTime={notice.time.replace(' ', 'T')}>{notice.time}</NoticeTime>}
                <SafeHtml html={notice.html} />
              </Notice>
            ))}
          </List>
          <Pager>
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={onPageChange}
              preset={ANNOUNCEMENT_PAGINATION}
              label={t('NoticeListDialog.pagination')}
            />
          </Pager>
        </>
      )}
    </Dialog>
  );
}
