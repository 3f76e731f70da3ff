import {
  ANNOUNCEMENT_PLATFORM,
  type AnnouncementAudienceFacts,
  announcementAudiences,
  announcementRequest,
} from '@atrium/domain/announcements';
import { ANNOUNCEMENT_PAGINATION } from '@atrium/domain/format';
import type { ApiClient, Endpoint } from '../client';
import { announcementsSchema, type AnnouncementsWire, noticePageSchema, popularNoticesSchema } from './schemas';
import { type Announcements, type Notice, toAnnouncements, toNotice, toNoticePage } from './mapping';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('announcements', { needsToken: false });

// Endpoints

const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

/** Before login: no token, `execution=B`. */
export const guestAnnouncementsEndpoint = area.get('list.guest', ANNOUNCEMENTS_PATH, announcementsSchema);

/** After login: with the token, so the platform knows the audience (A, and F on the first login). */
export const memberAnnouncementsEndpoint: Endpoint<AnnouncementsWire> = {
  ...guestAnnouncementsEndpoint,
  id: 'announcements.list.member',
  needsToken: true,
};

/** The notice list, paged (designed; §9 "9 per page"). */
export const noticesEndpoint = area.get('notices', '/wps/relay/MCSFE_getListNotices', noticePageSchema);

/** The popular notices (designed; §7 names "popular" only). */
export const popularNoticesEndpoint = area.get('popular', '/wps/relay/MCSFE_getListPopular', popularNoticesSchema);

// Fetchers and query options

/** The audience part of the query key: B, A, or AF (first login). */
export function announcementAudienceKey(facts: AnnouncementAudienceFacts): string {
  return announcementAudiences(facts).join('');
}

/**
 * MCSFE_getListAnnouncements. Guests ask for B,PL,PU,PR with `execution=B` and no token; members for all five kinds
 * with their token (§7, domain `announcementRequest`).
 */
export async function getAnnouncements(
  client: ApiClient,
  facts: AnnouncementAudienceFacts,
  signal?: AbortSignal,
): Promise<Announcements> {
  const request = announcementRequest(facts.isLoggedIn);
  const endpoint = facts.isLoggedIn ? memberAnnouncementsEndpoint : guestAnnouncementsEndpoint;
  const wire = await client.call(endpoint, {
    query: { types: request.types.join(','), platform: ANNOUNCEMENT_PLATFORM, execution: request.execution },
    signal,
  });
  return toAnnouncements(wire, facts);
}

export interface NoticePageRequest {
  /** 1-based. */
  readonly page: number;
  /** Defaults to §9's 9 per page. */
  readonly pageSize?: number;
}

export async function getNotices(client: ApiClient, request: NoticePageRequest, signal?: AbortSignal) {
  const wire = await client.call(noticesEndpoint, {
    query: {
      pageNo: request.page,
      pageSize: request.pageSize ?? ANNOUNCEMENT_PAGINATION.pageSize,
      platform: ANNOUNCEMENT_PLATFORM,
    },
    signal,
  });
  return toNoticePage(wire);
}

/** How many popular notices are asked for by default (designed). */
export const POPULAR_NOTICES_LIMIT = 5;

export async function getPopularNotices(
  client: ApiClient,
  limit = POPULAR_NOTICES_LIMIT,
  signal?: AbortSignal,
): Promise<readonly Notice[]> {
  const wire = await client.call(popularNoticesEndpoint, {
    query: { limit, platform: ANNOUNCEMENT_PLATFORM },
    signal,
  });
  return wire.list.map(toNotice);
}
