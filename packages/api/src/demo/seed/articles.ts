import { demoImageSvg } from './announcements';

/**
 * News and blog (§2 Other screens): fourteen news items (platform updates, new vendors, maintenance windows,
 * tournaments) and thirteen blog posts (responsible gaming, RTP, sports betting basics, tips), newest first. The six
 * newest of each (the first page) carry their title and summary in English, Chinese and Arabic; the rest, and every
 * body, are English, and the article says which language its content is in. `BLOG-HOSTILE` carries a script and an
 * event handler that must not survive sanitizing. Covers are data: SVGs so the demo needs no network.
 */

export type DemoArticleKind = 'news' | 'blog';

interface Localized {
  readonly en: string;
  readonly cn?: string;
  readonly ar?: string;
}

export interface DemoArticle {
  readonly id: string;
  readonly kind: DemoArticleKind;
  readonly title: Localized;
  readonly summary: Localized;
  readonly author: string;
  /** Hours before the platform's now. */
  readonly hoursAgo: number;
  readonly tags: readonly string[];
  /** English HTML. */
  readonly content: string;
}

export const DEMO_ARTICLE_COVER = { width: 800, height: 400 } as const;

export function demoArticleCover(title: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    demoImageSvg(title, DEMO_ARTICLE_COVER.width, DEMO_ARTICLE_COVER.height),
  )}`;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const NEWS: readonly DemoArticle[] = [
  {
    id: 'NEWS-114',
    kind: 'news',
    title: {
      en: 'Winter Slots Cup starts Monday',
      cn: '冬季老虎机杯周一开赛',
      ar: 'كأس ماكينات الشتاء يبدأ يوم الاثنين',
    },
    summary: {
      en: 'A two-week slots tournament with a prize pool of 50,000 and daily leaderboards.',
      cn: '为期两周的老虎机锦标赛，奖池 50,000，每日排行榜。',
      ar: 'بطولة ماكينات لمدة أسبوعين بجوائز قيمتها 50,000 ولوحات صدارة يومية.',
    },
    author: 'Events team',
    hoursAgo: 5,
    tags: ['Tournament', 'Slots'],
    content:
      p(
        'The Winter Slots Cup runs for fourteen days from Monday 00:00 platform time.',
        'Every spin on a participating game earns points; the top 100 players share a prize pool of 50,000.',
      ) +
      '<h2>How to take part</h2><ol><li>Open the reward centre and join the cup.</li>' +
      '<li>Play any game with the Cup badge.</li><li>Check the daily leaderboard in the reward centre.</li></ol>',
  },
  {
    id: 'NEWS-113',
    kind: 'news',
    title: { en: 'Scheduled maintenance on Thursday', cn: '周四例行维护', ar: 'صيانة مجدولة يوم الخميس' },
    summary: {
      en: 'The platform pauses for about 90 minutes on Thursday from 03:00 platform time.',
      cn: '平台将于周四平台时间 03:00 起暂停约 90 分钟。',
      ar: 'تتوقف المنصة نحو 90 دقيقة يوم الخميس ابتداءً من الساعة 03:00 بتوقيت المنصة.',
    },
    author: 'Operations',
    hoursAgo: 30,
    tags: ['Maintenance'],
    content: p(
      'We will upgrade our payment servers on Thursday between 03:00 and 04:30 platform time.',
      'Deposits and withdrawals are paused during the window; games in progress are settled before it starts.',
      'Your balance and bets are safe. Thank you for your patience.',
    ),
  },
  {
    id: 'NEWS-112',
    kind: 'news',
    title: {
      en: 'New vendor: Aurora Live Casino',
      cn: '新供应商：Aurora 真人娱乐场',
      ar: 'مزوّد جديد: كازينو أورورا المباشر',
    },
    summary: {
      en: 'Twelve live tables join the lobby, including speed baccarat and lightning roulette.',
      cn: '十二张真人桌台加入大厅，包括极速百家乐和闪电轮盘。',
      ar: 'اثنتا عشرة طاولة مباشرة تنضم إلى الردهة، منها باكارا سريعة وروليت البرق.',
    },
    author: 'Product team',
    hoursAgo: 3 * 24,
    tags: ['New vendor', 'Live casino'],
    content:
      p('Aurora Live Casino streams from studios in Riga and Manila, 24 hours a day.') +
      '<ul><li>Speed baccarat (4 tables)</li><li>Lightning roulette (2 tables)</li><li>Blackjack (6 tables)</li></ul>',
  },
  {
    id: 'NEWS-111',
    kind: 'news',
    title: { en: 'Faster withdrawals to e-wallets', cn: '电子钱包提款更快', ar: 'سحب أسرع إلى المحافظ الإلكترونية' },
    summary: {
      en: 'Most e-wallet withdrawals now arrive within 10 minutes.',
      cn: '大多数电子钱包提款现在 10 分钟内到账。',
      ar: 'تصل معظم عمليات السحب إلى المحافظ الإلكترونية الآن خلال 10 دقائق.',
    },
    author: 'Payments team',
    hoursAgo: 6 * 24,
    tags: ['Platform update', 'Payments'],
    content: p(
      'We connected directly to three e-wallet networks, which removes a manual review step.',
      'Bank transfers are unchanged. Withdrawal limits are the same as before.',
    ),
  },
  {
    id: 'NEWS-110',
    kind: 'news',
    title: { en: 'Football weekend: boosted odds', cn: '足球周末：赔率提升', ar: 'عطلة كرة القدم: احتمالات معززة' },
    summary: {
      en: 'Selected league matches carry boosted odds from Friday to Sunday.',
      cn: '周五至周日精选联赛比赛赔率提升。',
      ar: 'مباريات دوري مختارة باحتمالات معززة من الجمعة إلى الأحد.',
    },
    author: 'Sports desk',
    hoursAgo: 9 * 24,
    tags: ['Sports', 'Promotion'],
    content: p('Look for the Boost badge in the sportsbook. Boosted odds apply to single bets up to 100.'),
  },
  {
    id: 'NEWS-109',
    kind: 'news',
    title: { en: 'Two-step sign-in for every account', cn: '所有账户启用两步登录', ar: 'تسجيل دخول بخطوتين لكل حساب' },
    summary: {
      en: 'You can now protect your account with a one-time code at sign-in.',
      cn: '现在可以在登录时用一次性验证码保护您的账户。',
      ar: 'يمكنك الآن حماية حسابك برمز لمرة واحدة عند تسجيل الدخول.',
    },
    author: 'Security team',
    hoursAgo: 12 * 24,
    tags: ['Platform update', 'Security'],
    content: p('Turn it on in Security center. We never ask for your code by phone or chat.'),
  },
  {
    id: 'NEWS-108',
    kind: 'news',
    title: { en: 'Lottery draws every five minutes' },
    summary: { en: 'Fast lottery now draws every five minutes, around the clock.' },
    author: 'Product team',
    hoursAgo: 15 * 24,
    tags: ['Lottery', 'Platform update'],
    content: p('Fast lottery moves from ten to five minutes between draws. Results stay in your betting record.'),
  },
  {
    id: 'NEWS-107',
    kind: 'news',
    title: { en: 'Maintenance completed: new game lobby' },
    summary: { en: 'The lobby loads faster and remembers your filters.' },
    author: 'Operations',
    hoursAgo: 18 * 24,
    tags: ['Maintenance', 'Platform update'],
    content: p('The new lobby is live on every device. Tell us what you think through Feedback.'),
  },
  {
    id: 'NEWS-106',
    kind: 'news',
    title: { en: 'New vendor: Red Panda Slots' },
    summary: { en: 'Forty new slot games arrive, with jackpots from the first spin.' },
    author: 'Product team',
    hoursAgo: 22 * 24,
    tags: ['New vendor', 'Slots'],
    content: p('Red Panda Slots brings forty titles, including three progressive jackpots.'),
  },
  {
    id: 'NEWS-105',
    kind: 'news',
    title: { en: 'Esports season finals' },
    summary: { en: 'Bet live on the season finals, with in-play markets on every map.' },
    author: 'Sports desk',
    hoursAgo: 26 * 24,
    tags: ['Sports', 'Esports'],
    content: p('In-play markets open as soon as each map starts.'),
  },
  {
    id: 'NEWS-104',
    kind: 'news',
    title: { en: 'Points mall restocked' },
    summary: { en: 'New gadgets and vouchers in the point mall.' },
    author: 'Rewards team',
    hoursAgo: 30 * 24,
    tags: ['Rewards'],
    content: p('Redeem your points for vouchers, headphones and more in the point mall.'),
  },
  {
    id: 'NEWS-103',
    kind: 'news',
    title: { en: 'Emergency maintenance resolved' },
    summary: { en: 'A short outage of live casino streams on Sunday night is resolved.' },
    author: 'Operations',
    hoursAgo: 34 * 24,
    tags: ['Maintenance'],
    content: p('Rounds interrupted by the outage were refunded within the hour.'),
  },
  {
    id: 'NEWS-102',
    kind: 'news',
    title: { en: 'Autumn Poker Series results' },
    summary: { en: 'Congratulations to the winners of the Autumn Poker Series.' },
    author: 'Events team',
    hoursAgo: 40 * 24,
    tags: ['Tournament', 'Poker'],
    content: p('Over 3,000 players took part. Prizes were paid to the winners’ wallets.'),
  },
  {
    id: 'NEWS-101',
    kind: 'news',
    title: { en: 'Welcome to our news page' },
    summary: { en: 'Platform updates, new games and events, in one place.' },
    author: 'Editorial team',
    hoursAgo: 45 * 24,
    tags: ['Platform update'],
    content: p('Check back here for updates about the platform.'),
  },
];

const BLOG: readonly DemoArticle[] = [
  {
    id: 'BLOG-213',
    kind: 'blog',
    title: { en: 'Playing responsibly: setting limits', cn: '理性娱乐：设定限额', ar: 'اللعب بمسؤولية: وضع الحدود' },
    summary: {
      en: 'Deposit limits, time reminders and cooling-off: the tools that keep play fun.',
      cn: '存款限额、时间提醒和冷静期：让娱乐保持乐趣的工具。',
      ar: 'حدود الإيداع وتذكيرات الوقت وفترات التهدئة: أدوات تبقي اللعب ممتعًا.',
    },
    author: 'Responsible gaming team',
    hoursAgo: 20,
    tags: ['Responsible gaming'],
    content:
      p('Gaming is entertainment, not a way to make money. Decide on a budget before you play and stick to it.') +
      '<h2>Tools you can use</h2><ul><li>Daily, weekly or monthly deposit limits</li>' +
      '<li>A reminder after every hour of play</li><li>A cooling-off period from one day to six weeks</li></ul>' +
      p('If gaming stops being fun, talk to our support team. Help is confidential.'),
  },
  {
    id: 'BLOG-212',
    kind: 'blog',
    title: { en: 'How RTP works', cn: 'RTP 是如何运作的', ar: 'كيف تعمل نسبة العائد للاعب' },
    summary: {
      en: 'Return to player is a long-run average, not a promise for your next session.',
      cn: '返还率是长期平均值，而不是对下一局的承诺。',
      ar: 'نسبة العائد متوسط على المدى الطويل، وليست وعدًا لجلستك القادمة.',
    },
    author: 'Maya Chen',
    hoursAgo: 4 * 24,
    tags: ['Guides', 'Slots'],
    content:
      p(
        'A slot with an RTP of 96% pays back, on average, 96 of every 100 staked over millions of spins.',
        'Over one evening anything can happen: variance decides how far a session strays from the average.',
      ) +
      '<table><thead><tr><th>RTP</th><th>Average return per 100</th></tr></thead>' +
      '<tbody><tr><td>94%</td><td>94</td></tr><tr><td>96%</td><td>96</td></tr><tr><td>98%</td><td>98</td></tr></tbody></table>',
  },
  {
    id: 'BLOG-HOSTILE',
    kind: 'blog',
    title: { en: 'Sports betting basics', cn: '体育投注基础', ar: 'أساسيات المراهنات الرياضية' },
    summary: {
      en: 'Decimal odds, singles and accumulators explained in five minutes.',
      cn: '五分钟了解小数赔率、单注和串关。',
      ar: 'الاحتمالات العشرية والرهانات الفردية والمجمعة في خمس دقائق.',
    },
    author: 'Sports desk',
    hoursAgo: 7 * 24,
    tags: ['Guides', 'Sports'],
    // Content as an editor's tool may paste it: the script and the handler must not survive sanitizing.
    content:
      p('Decimal odds of 2.50 return 2.50 for every 1 staked, stake included.') +
      '<script>window.__articleScriptRan = true;</script>' +
      '<img src="x" onerror="window.__articleScriptRan = true" alt="Odds table">' +
      '<h2>Singles and accumulators</h2>' +
      p('A single is one selection. An accumulator joins several: all must win, and the odds multiply.') +
      '<a href="javascript:window.__articleScriptRan = true">Read more</a>',
  },
  {
    id: 'BLOG-210',
    kind: 'blog',
    title: { en: 'Five tips for live casino', cn: '真人娱乐场的五个技巧', ar: 'خمس نصائح للكازينو المباشر' },
    summary: {
      en: 'Table limits, etiquette in chat and why a stable connection matters.',
      cn: '桌台限额、聊天礼仪以及为何稳定的网络很重要。',
      ar: 'حدود الطاولات وآداب الدردشة ولماذا يهم الاتصال المستقر.',
    },
    author: 'Maya Chen',
    hoursAgo: 11 * 24,
    tags: ['Tips', 'Live casino'],
    content:
      '<ol><li>Check the table limits first.</li><li>Use a stable connection.</li><li>Be kind in chat.</li>' +
      '<li>Know the rules of the game.</li><li>Take breaks.</li></ol>',
  },
  {
    id: 'BLOG-209',
    kind: 'blog',
    title: { en: 'Understanding volatility', cn: '了解波动性', ar: 'فهم التقلب' },
    summary: {
      en: 'Why two games with the same RTP can feel completely different.',
      cn: '为什么两款返还率相同的游戏感觉完全不同。',
      ar: 'لماذا تبدو لعبتان بنفس نسبة العائد مختلفتين تمامًا.',
    },
    author: 'Maya Chen',
    hoursAgo: 16 * 24,
    tags: ['Guides', 'Slots'],
    content: p('High-volatility games pay less often but more at a time; low-volatility games pay small and often.'),
  },
  {
    id: 'BLOG-208',
    kind: 'blog',
    title: { en: 'Keeping your account safe', cn: '保护您的账户安全', ar: 'الحفاظ على أمان حسابك' },
    summary: {
      en: 'Strong passwords, two-step sign-in and spotting phishing.',
      cn: '强密码、两步登录和识别钓鱼。',
      ar: 'كلمات مرور قوية وتسجيل دخول بخطوتين وكشف التصيّد.',
    },
    author: 'Security team',
    hoursAgo: 21 * 24,
    tags: ['Security', 'Tips'],
    content: p('Use a password you use nowhere else. We will never ask for your password or codes.'),
  },
  {
    id: 'BLOG-207',
    kind: 'blog',
    title: { en: 'Lottery odds in plain words' },
    summary: { en: 'What a 1 in 10 million chance looks like.' },
    author: 'Editorial team',
    hoursAgo: 25 * 24,
    tags: ['Guides', 'Lottery'],
    content: p('Picture a stadium filled a hundred times over: one seat wins.'),
  },
  {
    id: 'BLOG-206',
    kind: 'blog',
    title: { en: 'Bankroll management 101' },
    summary: { en: 'Split your budget into sessions and never chase losses.' },
    author: 'Responsible gaming team',
    hoursAgo: 29 * 24,
    tags: ['Responsible gaming', 'Tips'],
    content: p('Divide your monthly budget into sessions. When a session’s money is gone, the session is over.'),
  },
  {
    id: 'BLOG-205',
    kind: 'blog',
    title: { en: 'In-play betting explained' },
    summary: { en: 'How odds move during a match and when markets are suspended.' },
    author: 'Sports desk',
    hoursAgo: 33 * 24,
    tags: ['Guides', 'Sports'],
    content: p('Markets pause briefly after goals, cards and penalties while the odds are repriced.'),
  },
  {
    id: 'BLOG-204',
    kind: 'blog',
    title: { en: 'Myths about slot machines' },
    summary: { en: 'No, a machine is never "due" to pay.' },
    author: 'Maya Chen',
    hoursAgo: 38 * 24,
    tags: ['Slots', 'Guides'],
    content: p('Every spin is independent. Past results do not change the next one.'),
  },
  {
    id: 'BLOG-203',
    kind: 'blog',
    title: { en: 'Getting the most from rebates' },
    summary: { en: 'How daily rebates are counted and when they are paid.' },
    author: 'Rewards team',
    hoursAgo: 43 * 24,
    tags: ['Rewards', 'Tips'],
    content: p('Rebates count valid bets only: cancelled and void bets are left out.'),
  },
  {
    id: 'BLOG-202',
    kind: 'blog',
    title: { en: 'When to take a break' },
    summary: { en: 'Signs that it is time to step away.' },
    author: 'Responsible gaming team',
    hoursAgo: 50 * 24,
    tags: ['Responsible gaming'],
    content: p('Playing longer than planned, or to win back losses, is a sign to stop for today.'),
  },
  {
    id: 'BLOG-201',
    kind: 'blog',
    title: { en: 'Welcome to the blog' },
    summary: { en: 'Guides and tips from our team.' },
    author: 'Editorial team',
    hoursAgo: 60 * 24,
    tags: ['Tips'],
    content: p('Guides about games, odds and playing responsibly.'),
  },
];

/** Every article, each kind newest first. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [...NEWS, ...BLOG];
