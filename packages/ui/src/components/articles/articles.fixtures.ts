import type { ArticleCardView, ArticleView } from './types';

/** Story fixtures: covers are data: SVGs drawn here, so stories need no network. */
function cover(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 60% 35%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="48" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const NOW = Date.UTC(2026, 10, 27, 9);
const DAY = 86_400_000;

export const NEWS_CARDS: readonly ArticleCardView[] = [
  {
    id: 'NEWS-114',
    title: 'Winter Slots Cup starts Monday',
    summary: 'A two-week slots tournament with a prize pool of 50,000 and daily leaderboards.',
    coverUrl: cover('Slots Cup', 210),
    coverWidth: 800,
    coverHeight: 400,
    author: 'Events team',
    publishedAt: NOW,
    tags: ['Tournament', 'Slots'],
  },
  {
    id: 'NEWS-113',
    title: 'Scheduled maintenance on Thursday',
    summary: 'The platform pauses for about 90 minutes on Thursday from 03:00 platform time.',
    coverUrl: cover('Maintenance', 30),
    coverWidth: 800,
    coverHeight: 400,
    author: 'Operations',
    publishedAt: NOW - DAY,
    tags: ['Maintenance'],
  },
  {
    id: 'NEWS-112',
    title: 'New vendor: Aurora Live Casino',
    summary: 'Twelve live tables join the lobby, including speed baccarat and lightning roulette.',
    coverUrl: '',
    coverWidth: 800,
    coverHeight: 400,
    author: '',
    publishedAt: NOW - 3 * DAY,
    tags: [],
  },
];

export const ARABIC_CARDS: readonly ArticleCardView[] = [
  {
    ...NEWS_CARDS[0]!,
    title: 'كأس ماكينات الشتاء يبدأ يوم الاثنين',
    summary: 'بطولة ماكينات لمدة أسبوعين بجوائز قيمتها 50,000 ولوحات صدارة يومية.',
  },
  { ...NEWS_CARDS[1]!, title: 'صيانة مجدولة يوم الخميس', summary: 'تتوقف المنصة نحو 90 دقيقة يوم الخميس.' },
];

export const LONG_CARD: ArticleCardView = {
  ...NEWS_CARDS[1]!,
  id: 'NEWS-LONG',
  title: 'Supercalifragilisticexpialidocious-maintenance-window-announcement-for-every-region-and-every-brand',
  tags: ['Platform-update-for-every-single-region-of-the-world', 'Maintenance'],
};

export const ARTICLE: ArticleView = {
  ...NEWS_CARDS[0]!,
  content:
    '<p>The Winter Slots Cup runs for fourteen days from Monday 00:00 platform time.</p>' +
    '<h2>How to take part</h2><ol><li>Open the reward centre and join the cup.</li>' +
    '<li>Play any game with the Cup badge.</li></ol>',
  contentLang: null,
};

/** Content as an editor's tool may paste it: a script, an event handler and a javascript: link. */
export const HOSTILE_ARTICLE: ArticleView = {
  ...NEWS_CARDS[1]!,
  id: 'BLOG-HOSTILE',
  title: 'Sports betting basics',
  content:
    '<p>Decimal odds of 2.50 return 2.50 for every 1 staked.</p>' +
    '<script>window.__articleScriptRan = true;</script>' +
    '<img src="x" onerror="window.__articleScriptRan = true" alt="Odds table">' +
    '<a href="javascript:window.__articleScriptRan = true">Read more</a>',
  contentLang: 'en',
};
