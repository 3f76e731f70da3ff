import { demoImageSvg } from './announcements';

/**
 * The promotions page's list (§2 /promotions): ten promotions in four categories. The first four carry the ids and
 * titles of the announcements' promotions (banners and the side menu link to them by id). Images are data: SVGs, as
 * the other seeds draw them, so the demo needs no network. Statuses are §4's activity statuses as a guest sees them.
 */
export interface DemoPagePromotion {
  readonly promotionId: string;
  readonly title: string;
  readonly categoryId: string;
  /** Days from today (negative: already started). */
  readonly startDay: number;
  readonly endDay: number | null;
  readonly status: string;
  readonly content: string;
  readonly terms: string;
}

export const DEMO_PROMOTION_CATEGORIES: readonly { readonly categoryId: string; readonly name: string }[] = [
  { categoryId: 'welcome', name: 'Welcome' },
  { categoryId: 'daily', name: 'Daily' },
  { categoryId: 'lottery', name: 'Lottery' },
  { categoryId: 'vip', name: 'VIP' },
];

const TERMS =
  '<ol><li>One application per member.</li><li>Rollover 10× before withdrawal.</li>' +
  '<li>The platform may end the promotion at any time.</li></ol>';

export const DEMO_PAGE_PROMOTIONS: readonly DemoPagePromotion[] = [
  {
    promotionId: 'PR-201',
    title: 'Welcome bonus up to 100%',
    categoryId: 'welcome',
    startDay: -10,
    endDay: 30,
    status: 'Join',
    content:
      '<p>Your first deposit is matched up to 100%.</p><ul><li>Minimum deposit 10</li><li>Rollover 10×</li></ul>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-202',
    title: 'Daily rebate',
    categoryId: 'daily',
    startDay: -30,
    endDay: null,
    status: 'Join',
    content: '<p>Up to 1.2% back on every valid bet, paid the next day.</p>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-203',
    title: 'Weekend lottery boost',
    categoryId: 'lottery',
    startDay: -3,
    endDay: 4,
    status: 'Join',
    content: '<p>Lottery wins pay 5% more on Saturdays and Sundays.</p><img src="x" onerror="alert(\'promo\')">',
    terms: TERMS,
  },
  {
    promotionId: 'PR-204',
    title: 'Refer a friend',
    categoryId: 'welcome',
    startDay: -60,
    endDay: null,
    status: 'Join',
    content: '<p>Invite friends and earn a share of their turnover.</p>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-205',
    title: 'Daily check-in reward',
    categoryId: 'daily',
    startDay: -5,
    endDay: 25,
    status: 'Claim',
    content: '<p>Sign in every day this month and claim a gift on day seven.</p>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-206',
    title: 'Lucky draw Friday',
    categoryId: 'lottery',
    startDay: 2,
    endDay: 9,
    status: 'coming soon',
    content: '<p>Every ticket bought on Friday enters the lucky draw.</p>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-207',
    title: 'VIP birthday gift',
    categoryId: 'vip',
    startDay: -100,
    endDay: null,
    status: 'Join',
    content: '<p>VIP members receive a gift in their birthday month.</p><script>alert("vip")</script>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-208',
    title: 'VIP weekly cashback',
    categoryId: 'vip',
    startDay: -40,
    endDay: 50,
    status: 'Join',
    content: '<p>VIP members get 5% of their weekly net loss back.</p>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-209',
    title: 'Spring festival lottery',
    categoryId: 'lottery',
    startDay: -90,
    endDay: -30,
    status: 'Close',
    content: '<p>The spring festival draw has ended. Thank you for taking part.</p>',
    terms: TERMS,
  },
  {
    promotionId: 'PR-210',
    title: 'Second deposit bonus',
    categoryId: 'welcome',
    startDay: -10,
    endDay: 30,
    status: 'Join',
    content: '<p>Your second deposit earns a 50% bonus up to 500.</p>',
    terms: TERMS,
  },
];

/** A promotion's picture as a data: URL (no network, allowed by the app's img-src). */
export function demoPagePromotionImage(title: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(demoImageSvg(title, 800, 400))}`;
}
