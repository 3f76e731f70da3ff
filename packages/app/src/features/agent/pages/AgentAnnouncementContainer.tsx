import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noticesQueryOptions } from '@atrium/api/announcements';
import { isApiError } from '@atrium/api/errors';
import { AgentAnnouncements } from '@atrium/ui/agent';
import { useState } from 'react';
import { useApiClient } from '../../../shared/apiClient';
import { useLanguage } from '../../../shared/language';

/**
 * §2 agentAnnouncement: the platform notices (packages/api README "Agent centre": the notices every signed-in user
 * gets; neither the marquee nor the entry popups fit a page read at leisure), 9 a page, in the reader's language.
 */
export function AgentAnnouncementContainer() {
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const [page, setPage] = useState(1);
  const notices = useQuery({
    ...noticesQueryOptions(client, platformLanguage, { page }),
    placeholderData: keepPreviousData,
  });
  const status = notices.data !== undefined ? 'ready' : notices.isError ? 'error' : 'loading';
  return (
    <AgentAnnouncements
      status={status}
      notices={(notices.data?.items ?? []).map((notice) => ({
        id: notice.id,
        title: notice.title,
        html: notice.contentHtml,
        time: notice.time,
      }))}
      page={notices.data?.page ?? page}
      totalPages={notices.data?.totalPages ?? 0}
      onPageChange={setPage}
      errorKey={isApiError(notices.error) ? notices.error.messageKey : undefined}
      onRetry={() => void notices.refetch()}
      isRetrying={notices.isFetching}
    />
  );
}
