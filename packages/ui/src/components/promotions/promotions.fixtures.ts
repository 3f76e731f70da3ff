import type { PromotionCategoryView, PromotionView } from './types';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1);

const image = (label: string, hue: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="100%" height="100%" fill="hsl(${hue} 60% 35%)"/><text x="50%" y="50%" fill="#fff" font-size="48" text-anchor="middle">${label}</text></svg>`,
  )}`;

export const PROMOTION_CATEGORIES: readonly PromotionCategoryView[] = [
  { id: 'welcome', name: 'Welcome' },
  { id: 'daily', name: 'Daily' },
  { id: 'vip', name: 'VIP' },
];

export const PROMOTIONS: readonly PromotionView[] = [
  {
    id: 'PR-201',
    title: 'Welcome bonus up to 100%',
    imageUrl: image('Welcome', 210),
    categoryId: 'welcome',
    startsAt: START,
    endsAt: START + 30 * DAY,
    status: 'join',
    canApply: true,
    content:
      '<p>Your first deposit is matched up to 100%.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
    terms: '<ol><li>One application per member.</li><li>Rollover 10×.</li></ol>',
  },
  {
    id: 'PR-202',
    title: 'Daily rebate',
    imageUrl: image('Daily', 30),
    categoryId: 'daily',
    startsAt: START,
    endsAt: null,
    status: 'applying',
    canApply: false,
    content: '<p>Up to 1.2% back on every valid bet.</p>',
    terms: '',
  },
  {
    id: 'PR-207',
    title: 'VIP birthday gift',
    imageUrl: image('VIP', 300),
    categoryId: 'vip',
    startsAt: START,
    endsAt: START + 90 * DAY,
    status: 'comingSoon',
    canApply: false,
    content: '<p>VIP members receive a gift in their birthday month.</p>',
    terms: '',
  },
];

/** Picked files: a real 1×1 PNG, a GIF, and a PNG of 6 MB. */
const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const pngFile = (name = 'receipt.png') => new File([PNG_1PX], name, { type: 'image/png' });
export const gifFile = () => new File([new TextEncoder().encode('GIF89a....')], 'anim.gif', { type: 'image/gif' });
export const sixMegabytePng = () =>
  new File([PNG_1PX, new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
