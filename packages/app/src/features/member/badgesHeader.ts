import type { MemberInfo } from '@atrium/api/member';
import { isMemberPageVisible, noticeIconCount, type BadgedPage, type BadgeFacts } from '@atrium/domain/layout';
import type { Switches } from '@atrium/domain/session';

/**
 * §2 the header's notice icon (docs/decisions/0010-badges.md): unread messages plus the activities waiting for a join
 * or a claim, on the pages this user is offered. The header is part of the first paint, so this reads what the
 * start-up already has: the unread count and the member details' `availablePromoCount` (rewards and missions
 * together). A module of its own, without the reward centre's calls (docs/decisions/0006).
 */
export function noticeIconTotal(
  unreadMessages: number | undefined,
  member: MemberInfo | null,
  switches: Switches,
): number {
  const facts: BadgeFacts = {
    messages: unreadMessages,
    rewards: member?.availablePromoCount,
    missions: 0,
  };
  const isOffered = (page: BadgedPage) =>
    isMemberPageVisible(page, {
      switches,
      member: member
        ? {
            accountType: member.accountType,
            canTransferToUpline: member.canTransferToUpline,
            hasRebate: member.hasRebate,
            referralEnabled: member.referralEnabled,
            missionEnabled: member.missionEnabled,
          }
        : null,
      isSingleWallet: null,
    });
  return noticeIconCount(facts, isOffered);
}
