import { formatNoticeTime } from '@atrium/domain/format';
import { seededRandom } from './random';

/**
 * The demo platform's announcements (spec §2, §3, §4; docs/protocol.md "Announcements"), in wire shape. Some HTML
 * deliberately carries markup a sanitizer must remove (`<img onerror>`, `<script>`, `javascript:` links), and one
 * banner links to `javascript:`, which the client must refuse. Times are relative to the platform's clock when the
 * area is first used, so they are reproducible for a seed and an injected clock.
 */

/** The platform's own clock for notice times: GMT+8 (assumed; the spec does not say which zone). */
export const DEMO_NOTICE_UTC_OFFSET_MINUTES = 8 * 60;

export interface DemoBanner {
  readonly bannerId: number;
  readonly groupName: string;
  readonly url: string;
  readonly title: string;
  readonly linkageType: 'NONE' | 'PROMOTION' | 'GAME' | 'EXTERNAL' | 'INTERNAL';
  readonly redirect: string | null;
  readonly externalLink: string | null;
  readonly redirectPromotionId: string | null;
}

export interface DemoNotice {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  /** yyyy-MM-dd HH:mm:ss in the platform's clock. */
  readonly time: string;
  /** Newest first is the list's order; this is the raw instant. */
  readonly publishedAt: number;
  /** How often it was read: "popular" sorts by it. */
  readonly views: number;
}

export interface DemoPopup {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly execution: string;
  readonly promotionType: string | null;
}

export interface DemoPromotion {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly image: string;
}

export interface AnnouncementsSeed {
  readonly banners: readonly DemoBanner[];
  /** Newest first. */
  readonly notices: readonly DemoNotice[];
  readonly popups: readonly DemoPopup[];
  readonly promotions: readonly DemoPromotion[];
}

/** How many of the newest notices scroll in the marquee. */
export const DEMO_MARQUEE_SIZE = 5;
/** 23 notices: three pages of 9, the last one partial. */
export const DEMO_NOTICE_COUNT = 23;

export const demoBannerImagePath = (id: number | string) => `/__demo/banner/${id}.svg`;
export const demoPromotionImagePath = (id: string) => `/__demo/promo/${id}.svg`;

/** A game the home banner opens (the demo catalogue's PG slot; assumed to exist in the games area). */
export const DEMO_BANNER_GAME = 'vassalage=PG&gameType=RNG&nodeId=1001&gameCode=PG_FORTUNE';

function banner(
  bannerId: number,
  groupName: string,
  title: string,
  link: Partial<Pick<DemoBanner, 'linkageType' | 'redirect' | 'externalLink' | 'redirectPromotionId'>> = {},
): DemoBanner {
  return {
    bannerId,
    groupName,
    url: demoBannerImagePath(bannerId),
    title,
    linkageType: 'NONE',
    redirect: null,
    externalLink: null,
    redirectPromotionId: null,
    ...link,
  };
}

const BANNERS: readonly DemoBanner[] = [
  banner(101, 'w_home', 'Welcome bonus up to 100%', { linkageType: 'PROMOTION', redirectPromotionId: 'PR-201' }),
  banner(102, 'w_home', 'Fortune slots: play now', { linkageType: 'GAME', redirect: DEMO_BANNER_GAME }),
  banner(103, 'w_home', 'Play responsibly', {
    linkageType: 'EXTERNAL',
    externalLink: 'https://www.example.org/responsible-gaming',
  }),
  banner(104, 'w_home', 'Vietnamese lottery: draws every day', {
    linkageType: 'INTERNAL',
    redirect: '/vnLottery?gameCode=VN_NORTH',
  }),
  // The app must refuse this link (it shows the banner without one).
  banner(105, 'w_home', 'Too good to be true', {
    linkageType: 'EXTERNAL',
    externalLink: 'javascript:alert(document.cookie)',
  }),
  banner(111, 'w_login', 'Sign in and claim your daily rebate'),
  banner(121, 'w_register', 'Join today: welcome bonus', { linkageType: 'PROMOTION', redirectPromotionId: 'PR-201' }),
  banner(131, 'w_forget', 'We keep your account safe'),
  banner(141, 'w_leftmenu', 'All promotions', { linkageType: 'INTERNAL', redirect: '/promotions' }),
  banner(142, 'w_leftmenu', 'Points mall', { linkageType: 'INTERNAL', redirect: '/pointMall' }),
];

const POPUPS: readonly DemoPopup[] = [
  {
    id: 1,
    title: 'Welcome to Atrium',
    content:
      '<p>Register today and receive a <strong>welcome bonus</strong>.</p><img src="x" onerror="alert(\'popup\')">',
    execution: 'B',
    promotionType: 'WELCOME',
  },
  {
    id: 2,
    title: 'Scheduled maintenance',
    content: '<p>Some games pause every Tuesday from 02:00 to 04:00.</p><script>alert("guest")</script>',
    execution: 'anonymous',
    promotionType: null,
  },
  {
    id: 3,
    title: 'Member week',
    content:
      '<p>Deposit this week for double points. <a href="/promotions">See the rules</a> or ' +
      '<a href="javascript:alert(\'member\')">claim here</a>.</p>',
    execution: 'A',
    promotionType: 'DEPOSIT',
  },
  {
    id: 4,
    title: 'Your VIP level',
    content: '<p>Your VIP benefits are waiting in the <em>security centre</em>.</p>',
    execution: 'user',
    promotionType: null,
  },
  {
    id: 5,
    title: 'Thanks for joining',
    content: '<p>This is your first login: set a withdrawal password to secure your wallet.</p>',
    execution: 'F',
    promotionType: null,
  },
  {
    id: 6,
    title: 'New payment method',
    content: '<p>Deposits by e-wallet are now available to everyone.</p>',
    execution: 'A,B',
    promotionType: null,
  },
];

const PROMOTIONS: readonly DemoPromotion[] = [
  {
    id: 'PR-201',
    title: 'Welcome bonus up to 100%',
    content:
      '<p>Your first deposit is matched up to 100%.</p><ul><li>Minimum deposit 10</li><li>Rollover 10×</li></ul>',
    image: demoPromotionImagePath('PR-201'),
  },
  {
    id: 'PR-202',
    title: 'Daily rebate',
    content: '<p>Up to 1.2% back on every valid bet, paid the next day.</p>',
    image: demoPromotionImagePath('PR-202'),
  },
  {
    id: 'PR-203',
    title: 'Weekend lottery boost',
    content: '<p>Lottery wins pay 5% more on Saturdays and Sundays.</p><img src="x" onerror="alert(\'promo\')">',
    image: demoPromotionImagePath('PR-203'),
  },
  {
    id: 'PR-204',
    title: 'Refer a friend',
    content: '<p>Invite friends and earn a share of their turnover.</p>',
    image: demoPromotionImagePath('PR-204'),
  },
];

const NOTICE_TOPICS: readonly { readonly title: string; readonly body: string }[] = [
  { title: 'Deposit channel update', body: '<p>A new bank channel is available for deposits.</p>' },
  { title: 'Game provider maintenance', body: '<p>One provider pauses for an upgrade; other games stay open.</p>' },
  {
    title: 'Security reminder',
    body: '<p>We never ask for your password.</p><img src="x" onerror="alert(\'notice\')">',
  },
  { title: 'New slot titles', body: '<p>Twelve new slots arrived in the casino lobby.</p>' },
  {
    title: 'Withdrawal times',
    body: '<p>Withdrawals are processed around the clock.</p><script>alert("notice")</script>',
  },
  { title: 'Lottery results', body: '<p>The latest draws are in the lottery lobby.</p>' },
  {
    title: 'Holiday schedule',
    body: '<p>Customer service keeps its hours. <a href="javascript:alert(1)">Details</a></p>',
  },
];

/** The platform's announcements for a seed, with notice times counted back from `now`. */
export function seedAnnouncements(seed: number, now: number): AnnouncementsSeed {
  const random = seededRandom(seed ^ 0xa770);
  const start = Math.floor(now / 60_000) * 60_000;
  const notices: DemoNotice[] = [];
  let at = start;
  for (let i = 0; i < DEMO_NOTICE_COUNT; i += 1) {
    // One to twelve hours between notices, on whole minutes.
    at -= (60 + Math.floor(random() * 660)) * 60_000;
    const topic = NOTICE_TOPICS[i % NOTICE_TOPICS.length] ?? { title: 'Notice', body: '' };
    const number = DEMO_NOTICE_COUNT - i;
    notices.push({
      id: 5000 + number,
      title: `${topic.title} #${number}`,
      content: topic.body,
      time: formatNoticeTime(at, DEMO_NOTICE_UTC_OFFSET_MINUTES),
      publishedAt: at,
      views: Math.floor(random() * 10_000),
    });
  }
  return { banners: BANNERS, notices, popups: POPUPS, promotions: PROMOTIONS };
}

/** The area's state on a platform (created on first use; see `platform.area`). */
export const ANNOUNCEMENTS_AREA = 'announcements';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A placeholder image (no network): a gradient with a label, its hue from the label. */
export function demoImageSvg(label: string, width = 1200, height = 400): string {
  let hue = 0;
  for (const ch of label) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  const text = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`
  );
}
