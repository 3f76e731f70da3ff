import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { retryTransientOnce } from '@atrium/api/errors';
import {
  announcementAudienceKey,
  announcementsQueryOptions,
  getNotices,
  noticesQueryOptions,
  type Notice,
} from '@atrium/api/announcements';
import { AnnouncementPopup, NoticeListDialog, type AnnouncementItem, type LoadStatus } from '@atrium/ui/announcements';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { setAnnouncementDialog, type AnnouncementDialogState } from '../../shared/announcements/announcementStore';
import { markAnnouncementClosed, useAnnouncementFacts } from './useEntryPopup';

const toItem = (notice: Notice): AnnouncementItem => ({
  id: notice.id,
  title: notice.title,
  html: notice.contentHtml,
  time: notice.time,
});

function statusOf(query: { readonly isPending: boolean; readonly isError: boolean }): LoadStatus {
  if (query.isPending) return 'loading';
  return query.isError ? 'error' : 'ready';
}

/** §2 publicModal: the entry popup (the audience's popups) or the marquee's notices, at an index. */
function AnnouncementPopupContainer({
  source,
  index,
}: {
  readonly source: 'entry' | 'marquee';
  readonly index: number;
}) {
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const facts = useAnnouncementFacts();
  const { data } = useQuery(announcementsQueryOptions(client, platformLanguage, facts));
  if (!data) return null;
  const items: AnnouncementItem[] =
    source === 'entry'
      ? data.popups.map((popup) => ({ id: popup.id, title: popup.title, html: popup.contentHtml }))
      : data.marquee.map(toItem);
  return (
    <AnnouncementPopup
      // A language change or a new audience starts again at the first announcement.
      key={`${source}-${index}-${platformLanguage}-${announcementAudienceKey(facts)}`}
      isOpen={items.length > 0}
      items={items}
      initialIndex={index}
      hidesForSession={source === 'entry'}
      onClose={() => {
        if (source === 'entry') markAnnouncementClosed(facts.isLoggedIn);
        setAnnouncementDialog(null);
      }}
    />
  );
}

/** §2 noticeModal: the notice list, 9 per page (§9), refreshed on language change and login (the key holds both). */
function NoticeListContainer() {
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const facts = useAnnouncementFacts();
  const [page, setPage] = useState(1);
  const options = noticesQueryOptions(client, platformLanguage, { page });
  const notices = useQuery({
    // The api's key (language, page, size) plus the audience, so a login fetches the list again.
    queryKey: [...options.queryKey, announcementAudienceKey(facts)] as const,
    queryFn: ({ signal }) => getNotices(client, { page }, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return (
    <NoticeListDialog
      isOpen
      onClose={() => setAnnouncementDialog(null)}
      status={statusOf(notices)}
      notices={(notices.data?.items ?? []).map(toItem)}
      page={notices.data?.page ?? page}
      totalPages={notices.data?.totalPages ?? 0}
      onPageChange={setPage}
      onRetry={() => void notices.refetch()}
      isRetrying={notices.isFetching}
    />
  );
}

/** The announcement dialogs, loaded lazily by AnnouncementHost. */
export function AnnouncementDialogs({ dialog }: { readonly dialog: NonNullable<AnnouncementDialogState> }) {
  return dialog.kind === 'notices' ? (
    <NoticeListContainer />
  ) : (
    <AnnouncementPopupContainer source={dialog.source} index={dialog.index} />
  );
}
