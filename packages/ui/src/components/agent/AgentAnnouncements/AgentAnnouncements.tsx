import { ANNOUNCEMENT_PAGINATION } from '@atrium/domain/format';
import { useTranslation } from 'react-i18next';
import type { AnnouncementItem, LoadStatus } from '../../announcements/shared/types';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton';
import { List, Notice, NoticeTime, NoticeTitle, Pager } from './AgentAnnouncements.styles';
import agentEnglish from '../../../i18n/locales/en/ui/agent.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agent', agentEnglish);

export interface AgentAnnouncementsProps {
  readonly status: LoadStatus;
  /** The current page's notices (9 per page, §9); their HTML is rendered through SafeHtml only. */
  readonly notices: readonly AnnouncementItem[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  /** The `errors` catalogue key of the failure (spec §8). */
  readonly errorKey?: string;
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
}

/**
 * §2 agentAnnouncement: the platform's notices for the agent, each with its title, time and content (server HTML,
 * sanitized), 9 a page; loading, empty and failed (with retry) each said in the page.
 */
export function AgentAnnouncements({
  status,
  notices,
  page,
  totalPages,
  onPageChange,
  errorKey,
  onRetry,
  isRetrying = false,
}: AgentAnnouncementsProps) {
  const { t } = useTranslation('ui');
  if (status === 'loading') {
    return (
      <div role="status" aria-label={t('Spinner.loading')}>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (status === 'error') return <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />;
  if (notices.length === 0) return <EmptyState message={t('AgentAnnouncements.empty')} />;
  return (
    <>
      <List aria-label={t('AgentAnnouncements.list')}>
        {notices.map((notice) => (
          <Notice key={notice.id} aria-labelledby={`agent-notice-${notice.id}`}>
            <NoticeTitle id={`agent-notice-${notice.id}`} dir="auto">
              {notice.title}
            </NoticeTitle>
            {notice.time && (
              <NoticeTime dir="ltr" dateTime={notice.time.replace(' ', 'T')}>
                {notice.time}
              </NoticeTime>
            )}
            <SafeHtml html={notice.html} />
          </Notice>
        ))}
      </List>
      {totalPages > 1 && (
        <Pager>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            preset={ANNOUNCEMENT_PAGINATION}
            label={t('AgentAnnouncements.pages')}
          />
        </Pager>
      )}
    </>
  );
}
