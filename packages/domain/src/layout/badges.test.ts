import { describe, expect, it } from 'vitest';
import { badgeCount, isBadgeShown, memberMenuBadges, noticeIconCount } from './badges';

describe('§2 Badges show counts for missions, messages and rewards when above zero', () => {
  it.each([
    [3, 3],
    [1, 1],
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
  ] as const)('a count of %j shows as %j', (raw, shown) => {
    expect(badgeCount(raw)).toBe(shown);
    expect(isBadgeShown(raw)).toBe(shown > 0);
  });

  it.each([
    ['nothing waiting: no badge on any entry', { messages: 0, rewards: 0, missions: 0 }, {}],
    [
      'each count on its own entry',
      { messages: 2, rewards: 4, missions: 1 },
      { messageV2: 2, rewardCenter: 4, missionLeaderboard: 1 },
    ],
    ['only the entries above zero', { messages: 0, rewards: 3, missions: 0 }, { rewardCenter: 3 }],
    [
      'a count not known yet shows nothing',
      { messages: null, rewards: undefined, missions: 2 },
      { missionLeaderboard: 2 },
    ],
  ] as const)('menu: %s', (_rule, facts, expected) => {
    expect(memberMenuBadges(facts)).toEqual(expected);
  });
});

describe('§2 Header: the notice icon counts everything that waits', () => {
  it.each([
    ['nothing waiting: 0', { messages: 0, rewards: 0, missions: 0 }, 0],
    ['messages, rewards and missions together', { messages: 2, rewards: 4, missions: 1 }, 7],
    ['unknown counts add nothing', { messages: null, rewards: 3, missions: null }, 3],
    ['malformed counts add nothing', { messages: -1, rewards: Number.NaN, missions: 1 }, 1],
  ] as const)('%s', (_rule, facts, total) => {
    expect(noticeIconCount(facts)).toBe(total);
  });
});

describe('§2 the notice icon counts only what the member centre offers this user', () => {
  const facts = { messages: 2, rewards: 3, missions: 1 };
  it('messages switched off (MAILCEN): not counted', () => {
    expect(noticeIconCount(facts, (page) => page !== 'messageV2')).toBe(4);
  });
  it('nothing offered: 0', () => {
    expect(noticeIconCount(facts, () => false)).toBe(0);
  });
});
