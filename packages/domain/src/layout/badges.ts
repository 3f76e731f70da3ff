/**
 * §2 Personal-centre pages: "Badges show counts for missions, messages and rewards when above zero"; §2 Header:
 * the notice icon. A count shows only above zero; anything that is not a finite count (a failed or malformed read)
 * shows nothing rather than a wrong number.
 *
 * Decision (docs/decisions/0010-badges.md): the notice icon counts everything that waits for the member (unread
 * messages, rewards and missions to act on) on the pages offered to them; it still opens the notice list, as the
 * spec's notice icon does, and each count is on its own member-centre menu entry.
 */
import type { MemberCentrePage } from './memberCentre';

/** The pages that carry a badge. */
export const BADGED_PAGES = ['messageV2', 'rewardCenter', 'missionLeaderboard'] as const;
export type BadgedPage = (typeof BADGED_PAGES)[number];

/** A count as a badge shows it: a whole number, 0 for anything that is not a finite positive count. */
export function badgeCount(raw: number | null | undefined): number {
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
}

export function isBadgeShown(raw: number | null | undefined): boolean {
  return badgeCount(raw) > 0;
}

export interface BadgeFacts {
  /** Unread platform messages (CSP_unreadCount); null while not known. */
  readonly messages: number | null | undefined;
  /** Promotions and raffles waiting to be joined or claimed; null while not known. */
  readonly rewards: number | null | undefined;
  /** Missions waiting to be claimed; null while not known. */
  readonly missions: number | null | undefined;
}

const FACT_OF: Readonly<Record<BadgedPage, keyof BadgeFacts>> = {
  messageV2: 'messages',
  rewardCenter: 'rewards',
  missionLeaderboard: 'missions',
};

/** The member-centre menu's badges: only the pages whose count is above zero. */
export function memberMenuBadges(facts: BadgeFacts): Partial<Record<MemberCentrePage, number>> {
  const badges: Partial<Record<MemberCentrePage, number>> = {};
  for (const page of BADGED_PAGES) {
    const count = badgeCount(facts[FACT_OF[page]]);
    if (count > 0) badges[page] = count;
  }
  return badges;
}

/** Whether the member centre offers a page to this user (the domain's `isMemberPageVisible`); all by default. */
export type IsPageOffered = (page: BadgedPage) => boolean;

const offeredCount = (facts: BadgeFacts, page: BadgedPage, isOffered: IsPageOffered) =>
  isOffered(page) ? badgeCount(facts[FACT_OF[page]]) : 0;

/** The notice icon's count: everything waiting for the member on the pages offered to them. */
export function noticeIconCount(facts: BadgeFacts, isOffered: IsPageOffered = () => true): number {
  return BADGED_PAGES.reduce((sum, page) => sum + offeredCount(facts, page, isOffered), 0);
}
