import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SIDE_MENU_ITEM_ORDER,
  SIDE_MENU_PATHS,
  SIDE_MENU_PROMOTION_LIMIT,
  activeSideMenuItem,
  sideMenuItems,
  sideMenuPromotions,
  type SideMenuContext,
  type SideMenuItemId,
} from './sideMenu';
import { findRoute } from '../routes/routes';

const context = (
  flags: Partial<{ MANPLAYREB3: boolean; CBS3: boolean; referral: boolean; task: boolean }> = {},
): SideMenuContext => ({
  switches: { MANPLAYREB3: flags.MANPLAYREB3 ?? false, CBS3: flags.CBS3 ?? false },
  isReferralAvailable: flags.referral ?? false,
  hasTaskResource: flags.task ?? false,
});

const ALWAYS: readonly SideMenuItemId[] = ['home', 'rewardCenter', 'securityCenter', 'liveShow'];

describe('§2 Side menu: which entries show', () => {
  it.each([
    ['home; reward (rewardCenter); VIP (securityCenter); live show — always', {}, ALWAYS],
    [
      'manual rebate (if MANPLAYREB3)',
      { MANPLAYREB3: true },
      ['home', 'rewardCenter', 'securityCenter', 'manualRebate', 'liveShow'],
    ],
    [
      'refer a friend (if referral available)',
      { referral: true },
      ['home', 'rewardCenter', 'securityCenter', 'liveShow', 'referral'],
    ],
    ['chat room (if CBS3)', { CBS3: true }, ['home', 'rewardCenter', 'securityCenter', 'liveShow', 'chatRoom']],
    ['task (if task resource exists)', { task: true }, ['home', 'rewardCenter', 'securityCenter', 'liveShow', 'task']],
    [
      'every condition met: all entries in the §2 order',
      { MANPLAYREB3: true, CBS3: true, referral: true, task: true },
      [...SIDE_MENU_ITEM_ORDER],
    ],
  ] as const)('%s', (_rule, flags, expected) => {
    expect(sideMenuItems(context(flags))).toEqual(expected);
  });

  it('an entry shows exactly when its condition holds, always in the §2 order', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (MANPLAYREB3, CBS3, referral, task) => {
        const items = sideMenuItems(context({ MANPLAYREB3, CBS3, referral, task }));
        expect(items.includes('manualRebate')).toBe(MANPLAYREB3);
        expect(items.includes('chatRoom')).toBe(CBS3);
        expect(items.includes('referral')).toBe(referral);
        expect(items.includes('task')).toBe(task);
        for (const id of ALWAYS) expect(items).toContain(id);
        const order = items.map((id) => SIDE_MENU_ITEM_ORDER.indexOf(id));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('every page entry leads to a route of the §2 route table', () => {
    for (const path of Object.values(SIDE_MENU_PATHS)) {
      expect(findRoute(path.split('?')[0] ?? '')).not.toBeNull();
    }
    expect(SIDE_MENU_PATHS.liveShow).toBe('/streamView');
    expect(SIDE_MENU_PATHS.task).toBe('/task');
  });
});

describe('§2 / §9 Side menu promotions: "first 6 plus a see-more link", "up to 6"', () => {
  const promos = (n: number) => Array.from({ length: n }, (_, i) => `promo-${i + 1}`);

  it.each([
    [0, [], false],
    [1, ['promo-1'], true],
    [6, promos(6), true],
    [10, promos(6), true],
  ] as const)('%i promotions: the first ones shown, see-more when any', (count, shown, hasSeeMore) => {
    expect(sideMenuPromotions(promos(count))).toEqual({ shown, hasSeeMore });
  });

  it('never shows more than 6, and keeps the given order', () => {
    expect(SIDE_MENU_PROMOTION_LIMIT).toBe(6);
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (list) => {
        const { shown } = sideMenuPromotions(list);
        expect(shown).toEqual(list.slice(0, 6));
      }),
    );
  });
});

describe('§2 Side menu: the current page is marked', () => {
  it.each([
    ['/', '', 'home'],
    ['/home/', '', 'home'],
    ['/index.html', '', 'home'],
    ['/nowhere', '', null],
    ['/streamView', '', 'liveShow'],
    ['/STREAMVIEW/', '', 'liveShow'],
    ['/task', '?x=1', 'task'],
    ['/member', '?tab=rewardCenter', 'rewardCenter'],
    ['/member', 'tab=securityCenter', 'securityCenter'],
    ['/member', { tab: 'referral' }, 'referral'],
    ['/member', '?tab=manualRebate', 'manualRebate'],
    ['/member', '', null],
    ['/member', '?tab=wallet', null],
    ['/promotions', '', null],
  ] as const)('%s %o → %s', (path, query, expected) => {
    expect(activeSideMenuItem(path, query)).toBe(expected);
  });
});
