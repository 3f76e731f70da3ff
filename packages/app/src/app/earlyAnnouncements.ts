import type { Announcements } from '@atrium/api';
import type { AnnouncementAudienceFacts } from '@atrium/domain';

/** The announcements call main.tsx started before the app loaded, with the audience it asked for. */
export interface EarlyAnnouncements {
  readonly facts: AnnouncementAudienceFacts;
  readonly answer: Promise<Announcements>;
}
