import { parsePlatformLanguageCode } from '@atrium/domain/i18n';

/**
 * The languages the demo platform writes its content in (the app's three: English, Chinese, Arabic), and how it
 * picks one for a request, as a real platform does: the `language` (or `lang`) query parameter when the call has
 * one, else the `Language` header every call carries. Content is seeded in English and translated here, keyed by
 * its English text; a language the demo has no content in gets English, as a platform answers a language it lacks.
 */
export type DemoLanguage = 'EN' | 'CN' | 'AR';
export const DEMO_CONTENT_LANGUAGES: readonly DemoLanguage[] = ['EN', 'CN', 'AR'];

export function requestLanguage(request: Request): DemoLanguage {
  const url = new URL(request.url);
  const raw = url.searchParams.get('language') ?? url.searchParams.get('lang') ?? request.headers.get('language');
  const code = parsePlatformLanguageCode(raw);
  return code === 'CN' || code === 'AR' ? code : 'EN';
}

type Translations = Readonly<Record<string, readonly [cn: string, ar: string]>>;

/**
 * Every seeded text a player reads, in Chinese and Arabic. The HTML keeps its hostile parts (the sanitizer is
 * tested in every language).
 */
export const DEMO_TRANSLATIONS: Translations = {
  // Banners (w_home, w_login, w_register, w_forget, w_leftmenu)
  'Welcome bonus up to 100%': ['首存红利高达 100%', 'مكافأة ترحيب تصل إلى 100%'],
  'Fortune slots: play now': ['财富老虎机：立即畅玩', 'سلوتس الحظ: العب الآن'],
  'Play responsibly': ['理性娱乐', 'العب بمسؤولية'],
  'Vietnamese lottery: draws every day': ['越南彩票：每日开奖', 'اليانصيب الفيتنامي: سحوبات كل يوم'],
  'Too good to be true': ['好得令人难以置信', 'أجمل من أن يكون حقيقيًا'],
  'Sign in and claim your daily rebate': ['登录领取每日返水', 'سجّل الدخول واحصل على استردادك اليومي'],
  'Join today: welcome bonus': ['立即加入：领取迎新红利', 'انضم اليوم: مكافأة ترحيب'],
  'We keep your account safe': ['我们守护您的账户安全', 'نحافظ على أمان حسابك'],
  'All promotions': ['全部优惠', 'كل العروض'],
  'Points mall': ['积分商城', 'متجر النقاط'],
  // Entry popups
  'Welcome to Atrium': ['欢迎来到 Atrium', 'مرحبًا بك في Atrium'],
  '<p>Register today and receive a <strong>welcome bonus</strong>.</p><img src="x" onerror="alert(\'popup\')">': [
    '<p>今日注册即可获得<strong>迎新红利</strong>。</p><img src="x" onerror="alert(\'popup\')">',
    '<p>سجّل اليوم واحصل على <strong>مكافأة ترحيب</strong>.</p><img src="x" onerror="alert(\'popup\')">',
  ],
  'Scheduled maintenance': ['计划维护', 'صيانة مجدولة'],
  '<p>Some games pause every Tuesday from 02:00 to 04:00.</p><script>alert("guest")</script>': [
    '<p>部分游戏每周二 02:00 至 04:00 暂停。</p><script>alert("guest")</script>',
    '<p>تتوقف بعض الألعاب كل ثلاثاء من 02:00 إلى 04:00.</p><script>alert("guest")</script>',
  ],
  'Member week': ['会员周', 'أسبوع الأعضاء'],
  '<p>Deposit this week for double points. <a href="/promotions">See the rules</a> or <a href="javascript:alert(\'member\')">claim here</a>.</p>':
    [
      '<p>本周存款可获双倍积分。<a href="/promotions">查看规则</a>或<a href="javascript:alert(\'member\')">在此领取</a>。</p>',
      '<p>أودع هذا الأسبوع لتحصل على نقاط مضاعفة. <a href="/promotions">اطّلع على الشروط</a> أو <a href="javascript:alert(\'member\')">اطلبها هنا</a>.</p>',
    ],
  'Your VIP level': ['您的 VIP 等级', 'مستوى VIP الخاص بك'],
  '<p>Your VIP benefits are waiting in the <em>security centre</em>.</p>': [
    '<p>您的 VIP 权益正在<em>安全中心</em>等您领取。</p>',
    '<p>مزايا VIP الخاصة بك بانتظارك في <em>مركز الأمان</em>.</p>',
  ],
  'Thanks for joining': ['感谢您的加入', 'شكرًا لانضمامك'],
  '<p>This is your first login: set a withdrawal password to secure your wallet.</p>': [
    '<p>这是您首次登录：请设置提款密码以保护您的钱包。</p>',
    '<p>هذا أول تسجيل دخول لك: عيّن كلمة مرور للسحب لحماية محفظتك.</p>',
  ],
  'New payment method': ['新的支付方式', 'طريقة دفع جديدة'],
  '<p>Deposits by e-wallet are now available to everyone.</p>': [
    '<p>电子钱包存款现已向所有人开放。</p>',
    '<p>الإيداع عبر المحفظة الإلكترونية متاح الآن للجميع.</p>',
  ],
  // Promotions
  '<p>Your first deposit is matched up to 100%.</p><ul><li>Minimum deposit 10</li><li>Rollover 10×</li></ul>': [
    '<p>首笔存款最高可获 100% 红利。</p><ul><li>最低存款 10</li><li>流水 10 倍</li></ul>',
    '<p>نضاعف إيداعك الأول حتى 100%.</p><ul><li>الحد الأدنى للإيداع 10</li><li>التدوير 10×</li></ul>',
  ],
  'Daily rebate': ['每日返水', 'استرداد يومي'],
  '<p>Up to 1.2% back on every valid bet, paid the next day.</p>': [
    '<p>每笔有效投注最高返还 1.2%，次日发放。</p>',
    '<p>استرداد حتى 1.2% على كل رهان صالح، يُدفع في اليوم التالي.</p>',
  ],
  'Weekend lottery boost': ['周末彩票加奖', 'تعزيز اليانصيب في عطلة نهاية الأسبوع'],
  '<p>Lottery wins pay 5% more on Saturdays and Sundays.</p><img src="x" onerror="alert(\'promo\')">': [
    '<p>周六、周日彩票中奖额外加奖 5%。</p><img src="x" onerror="alert(\'promo\')">',
    '<p>تزيد أرباح اليانصيب 5% أيام السبت والأحد.</p><img src="x" onerror="alert(\'promo\')">',
  ],
  'Refer a friend': ['推荐好友', 'ادعُ صديقًا'],
  '<p>Invite friends and earn a share of their turnover.</p>': [
    '<p>邀请好友，赚取其流水分成。</p>',
    '<p>ادعُ أصدقاءك واحصل على حصة من حجم رهاناتهم.</p>',
  ],
  // Notices (their titles carry a number: "Deposit channel update #23")
  'Deposit channel update': ['存款渠道更新', 'تحديث قناة الإيداع'],
  '<p>A new bank channel is available for deposits.</p>': [
    '<p>新增一条银行存款渠道。</p>',
    '<p>تتوفر قناة مصرفية جديدة للإيداع.</p>',
  ],
  'Game provider maintenance': ['游戏供应商维护', 'صيانة مزوّد الألعاب'],
  '<p>One provider pauses for an upgrade; other games stay open.</p>': [
    '<p>一家供应商暂停升级，其他游戏照常开放。</p>',
    '<p>يتوقف أحد المزوّدين للترقية، وتبقى الألعاب الأخرى متاحة.</p>',
  ],
  'Security reminder': ['安全提醒', 'تذكير أمني'],
  '<p>We never ask for your password.</p><img src="x" onerror="alert(\'notice\')">': [
    '<p>我们绝不会索要您的密码。</p><img src="x" onerror="alert(\'notice\')">',
    '<p>لن نطلب كلمة مرورك أبدًا.</p><img src="x" onerror="alert(\'notice\')">',
  ],
  'New slot titles': ['老虎机新游戏', 'ألعاب سلوتس جديدة'],
  '<p>Twelve new slots arrived in the casino lobby.</p>': [
    '<p>娱乐场大厅新增十二款老虎机。</p>',
    '<p>وصلت اثنتا عشرة لعبة سلوتس جديدة إلى ردهة الكازينو.</p>',
  ],
  'Withdrawal times': ['提款时间', 'أوقات السحب'],
  '<p>Withdrawals are processed around the clock.</p><script>alert("notice")</script>': [
    '<p>提款全天候处理。</p><script>alert("notice")</script>',
    '<p>تتم معالجة السحوبات على مدار الساعة.</p><script>alert("notice")</script>',
  ],
  'Lottery results': ['彩票开奖结果', 'نتائج اليانصيب'],
  '<p>The latest draws are in the lottery lobby.</p>': [
    '<p>最新开奖结果请见彩票大厅。</p>',
    '<p>أحدث السحوبات في ردهة اليانصيب.</p>',
  ],
  'Holiday schedule': ['假期安排', 'جدول العطلات'],
  '<p>Customer service keeps its hours. <a href="javascript:alert(1)">Details</a></p>': [
    '<p>客服服务时间不变。<a href="javascript:alert(1)">详情</a></p>',
    '<p>تحافظ خدمة العملاء على مواعيدها. <a href="javascript:alert(1)">التفاصيل</a></p>',
  ],
  // Reward centre activities
  'Welcome bonus': ['迎新红利', 'مكافأة الترحيب'],
  'Weekly cashback': ['每周返现', 'استرداد نقدي أسبوعي'],
  'VIP upgrade gift': ['VIP 晋级礼金', 'هدية ترقية VIP'],
  'Lucky draw': ['幸运抽奖', 'السحب المحظوظ'],
  '18.88 bonus cash': ['18.88 奖金', 'مكافأة نقدية 18.88'],
  'Play 10 rounds today': ['今日游戏 10 局', 'العب 10 جولات اليوم'],
  'First deposit mission': ['首存任务', 'مهمة الإيداع الأول'],
  'Deposit 500 this week': ['本周存款 500', 'أودِع 500 هذا الأسبوع'],
  'Slots tournament': ['老虎机锦标赛', 'بطولة السلوتس'],
  'Daily check-in': ['每日签到', 'تسجيل الحضور اليومي'],
  'Birthday gift': ['生日礼金', 'هدية عيد الميلاد'],
  'Referral bonus': ['推荐奖金', 'مكافأة الإحالة'],
  'Lucky spin': ['幸运转盘', 'الدوران المحظوظ'],
  '8.88 bonus cash': ['8.88 奖金', 'مكافأة نقدية 8.88'],
  'Summer carnival': ['夏日嘉年华', 'كرنفال الصيف'],
  'Spring festival': ['春节活动', 'مهرجان الربيع'],
  // Lobby classify tabs and game types
  'Video Slots': ['视频老虎机', 'سلوتس الفيديو'],
  Classic: ['经典', 'كلاسيكي'],
  Jackpot: ['奖池', 'الجائزة الكبرى'],
  Megaways: ['Megaways', 'ميغاويز'],
  New: ['新游戏', 'جديد'],
  Baccarat: ['百家乐', 'باكارا'],
  Roulette: ['轮盘', 'روليت'],
  Blackjack: ['二十一点', 'بلاك جاك'],
  'Game Shows': ['游戏秀', 'عروض الألعاب'],
  Fishing: ['捕鱼', 'صيد السمك'],
  Arcade: ['街机', 'ألعاب الأركيد'],
  Poker: ['扑克', 'بوكر'],
  Mahjong: ['麻将', 'ماهجونغ'],
  'Card Games': ['棋牌', 'ألعاب الورق'],
  Lottery: ['彩票', 'اليانصيب'],
  'E-Lottery': ['电子彩票', 'اليانصيب الإلكتروني'],
  'Live Casino': ['真人娱乐', 'الكازينو المباشر'],
  Sports: ['体育', 'الرياضة'],
  Slots: ['老虎机', 'السلوتس'],
  // Lottery menus and games
  'Northern lottery': ['北部彩票', 'يانصيب الشمال'],
  'Central lottery': ['中部彩票', 'يانصيب الوسط'],
  'Southern lottery': ['南部彩票', 'يانصيب الجنوب'],
  'Fast lottery': ['快速彩票', 'اليانصيب السريع'],
  'Ha Noi': ['河内', 'هانوي'],
  'Da Nang': ['岘港', 'دا نانغ'],
  'Khanh Hoa': ['庆和', 'خانه هوا'],
  'Ho Chi Minh City': ['胡志明市', 'مدينة هو تشي منه'],
  'Dong Thap': ['同塔', 'دونغ ثاب'],
  'Fast lottery 1 minute': ['快速彩票 1 分钟', 'اليانصيب السريع دقيقة واحدة'],
  'Fast lottery 5 minutes': ['快速彩票 5 分钟', 'اليانصيب السريع 5 دقائق'],
  '5D every minute': ['5D 每分钟', '5D كل دقيقة'],
  '3D every 5 minutes': ['3D 每 5 分钟', '3D كل 5 دقائق'],
  'Speed race 10': ['极速赛车 10', 'سباق السرعة 10'],
  'Quick 3 dice': ['快三骰子', 'النرد الثلاثي السريع'],
  // Platform messages
  'Your withdrawal was paid': ['您的提款已支付', 'تم دفع السحب الخاص بك'],
  '<p>Your withdrawal of <b>150.00</b> has been paid.</p>': [
    '<p>您的 <b>150.00</b> 提款已支付。</p>',
    '<p>تم دفع سحبك البالغ <b>150.00</b>.</p>',
  ],
  'New promotion: Weekly cashback': ['新优惠：每周返现', 'عرض جديد: استرداد نقدي أسبوعي'],
  '<p>Claim up to <b>10%</b> cashback every Monday.</p>': [
    '<p>每周一领取最高 <b>10%</b> 返现。</p>',
    '<p>احصل على استرداد نقدي حتى <b>10%</b> كل يوم اثنين.</p>',
  ],
  '<p>Never share your password, not even with customer service.</p>': [
    '<p>切勿向任何人透露您的密码，包括客服。</p>',
    '<p>لا تشارك كلمة مرورك أبدًا، ولا حتى مع خدمة العملاء.</p>',
  ],
  '<p>Thanks for joining. Your welcome bonus is waiting.</p>': [
    '<p>感谢您的加入，您的迎新红利已就绪。</p>',
    '<p>شكرًا لانضمامك. مكافأة الترحيب بانتظارك.</p>',
  ],
  'VIP level up': ['VIP 升级', 'ترقية مستوى VIP'],
  '<p>Congratulations, you reached <b>Gold</b>.</p>': [
    '<p>恭喜，您已升至<b>黄金</b>等级。</p>',
    '<p>تهانينا، لقد بلغت المستوى <b>الذهبي</b>.</p>',
  ],
  'Maintenance notice': ['维护通知', 'إشعار صيانة'],
  '<p>Scheduled maintenance on Tuesday 02:00–04:00.</p>': [
    '<p>周二 02:00–04:00 进行计划维护。</p>',
    '<p>صيانة مجدولة يوم الثلاثاء 02:00–04:00.</p>',
  ],
  'Deposit received': ['存款已到账', 'تم استلام الإيداع'],
  '<p>Your deposit of <b>500.00</b> was credited.</p>': [
    '<p>您的 <b>500.00</b> 存款已入账。</p>',
    '<p>تمت إضافة إيداعك البالغ <b>500.00</b>.</p>',
  ],
  'Points mall update': ['积分商城更新', 'تحديث متجر النقاط'],
  '<p>New rewards are available in the points mall.</p>': [
    '<p>积分商城上新了奖励。</p>',
    '<p>تتوفر مكافآت جديدة في متجر النقاط.</p>',
  ],
};

/** `text` in `language`: its translation, or the English seed when the demo has none. */
export function translated(text: string, language: DemoLanguage): string {
  if (language === 'EN') return text;
  const entry = DEMO_TRANSLATIONS[text];
  return entry ? entry[language === 'CN' ? 0 : 1] : text;
}

/** A title followed by a number ("Security reminder #21"): the title translated, the number kept. */
export function translatedNumbered(text: string, language: DemoLanguage): string {
  const match = /^(.*) (#\d+)$/.exec(text);
  return match ? `${translated(match[1] ?? '', language)} ${match[2] ?? ''}` : translated(text, language);
}
