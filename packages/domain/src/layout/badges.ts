/**
 * §2 Personal-centre pages: "Badges show counts for missions, messages and rewards when above zero"; §2 Header:
 * the notice icon. A count shows only above zero; anything that is not a finite count (a failed or malformed read)
 * shows nothing rather than a wrong number.
 *
 * Decision (docs/decisions/0010-badges.md): the notice icon counts everything that waits for the member (unread
 * messages, rewards and missions to act on) and leads to the first of them, in that order; with nothing waiting it
 * opens the notice list as the spec's notice icon does.
 */
import type { MemberCentrePage } from './memberCentre';

/** The pages that carry a badge, in the order the notice icon leads to them. */
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

/** The notice icon's count: everything waiting for the member. */
export function noticeIconCount(facts: BadgeFacts): number {
  return BADGED_PAGES.reduce((sum, page) => sum + badgeCount(facts[FACT_OF[page]]), 0);
}

/** Where the notice icon leads: the first page with something waiting, else the notice list. */
export function noticeIconDestination(facts: BadgeFacts): BadgedPage | 'notices' {
  return BADGED_PAGES.find((page) => badgeCount(facts[FACT_OF[page]]) > 0) ?? 'notices';
}
