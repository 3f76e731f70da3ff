import type { AnnouncementAudienceFacts } from '@atrium/domain/announcements';
import { ANNOUNCEMENT_PAGINATION } from '@atrium/domain/format';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { retryTransientOnce } from '../errors';
import {
  announcementAudienceKey,
  getAnnouncements,
  getNotices,
  getPopularNotices,
  type NoticePageRequest,
  POPULAR_NOTICES_LIMIT,
} from './calls';

// Fetchers and query options

/** §4 "Refreshed on language change and login": the key holds the language and the audience. */
export function announcementsQueryOptions(client: ApiClient, language: string, facts: AnnouncementAudienceFacts) {
  return queryOptions({
    queryKey: queryKeys.announcements.list(language, announcementAudienceKey(facts)),
    queryFn: ({ signal }) => getAnnouncements(client, facts, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}

export function noticesQueryOptions(client: ApiClient, language: string, request: NoticePageRequest) {
  const pageSize = request.pageSize ?? ANNOUNCEMENT_PAGINATION.pageSize;
  return queryOptions({
    queryKey: queryKeys.announcements.notices(language, request.page, pageSize),
    queryFn: ({ signal }) => getNotices(client, { page: request.page, pageSize }, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

export function popularNoticesQueryOptions(client: ApiClient, language: string, limit = POPULAR_NOTICES_LIMIT) {
  return queryOptions({
    queryKey: queryKeys.announcements.popular(language, limit),
    queryFn: ({ signal }) => getPopularNotices(client, limit, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}
