import { useQuery } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '@atrium/api/messages';
import { missionSummaryQueryOptions } from '@atrium/api/promotions';
import { memberMenuBadges, type MemberCentrePage } from '@atrium/domain/layout';
import { actionableCounts } from '@atrium/domain/points';
import { useApiClient } from '../../shared/apiClient';
import { isKnownRealAccount, knownRoleOf, useSession } from '../../shared/auth/useSession';

/**
 * §2 the member-centre menu's badges: unread messages (the header's own unread-count query, so marking a message read
 * lowers both), and the rewards and missions waiting for a join or a claim (the reward centre's summary, the same
 * query its pages read, so a claim there lowers the badge with the status). Each is read only when its page is in the
 * menu, and never for a trial account (§6). Shown only above zero (domain `memberMenuBadges`).
 */
export function useMemberMenuBadges(pages: readonly MemberCentrePage[]): Partial<Record<MemberCentrePage, number>> {
  const client = useApiClient();
  const session = useSession();
  const isReal = isKnownRealAccount(knownRoleOf(session));
  const unread = useQuery({
    ...unreadCountQueryOptions(client, { isTrial: session.isTrial }),
    enabled: isReal && pages.includes('messageV2'),
  });
  const summary = useQuery({
    ...missionSummaryQueryOptions(client),
    enabled: isReal && (pages.includes('rewardCenter') || pages.includes('missionLeaderboard')),
  });
  const counts = summary.data ? actionableCounts(summary.data.activities) : null;
  return memberMenuBadges({
    messages: unread.data,
    rewards: counts?.rewards,
    missions: counts?.missions,
  });
}
