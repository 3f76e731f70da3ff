/**
 * The beginner guide (§2 Other screens): seven sections in English, Chinese and Arabic, in the order a new player
 * meets them. Each step's body is HTML as an editor would write it. One step of the safety section carries markup a
 * real CMS lets through (a script, an inline handler, a javascript: link): the UI must strip it (sanitizer tests).
 */

export interface DemoGuideStep {
  readonly title: string;
  readonly content: string;
}

export interface DemoGuideSection {
  readonly id: string;
  readonly title: string;
  readonly icon: string;
  readonly steps: readonly DemoGuideStep[];
  readonly action: { readonly kind: string; readonly label?: string } | null;
}

export type DemoGuideLanguage = 'EN' | 'CN' | 'AR';

/** What the platform's editors wrote in the safety section; the UI keeps the text and drops the rest. */
export const DEMO_GUIDE_HOSTILE_HTML =
  '<p>Never share your password or verification code, not even with support.</p>' +
  '<script>window.__guideHacked = true</script>' +
  '<img src="x" onerror="window.__guideHacked = true" alt="">' +
  '<a href="javascript:window.__guideHacked = true">Learn more</a>';

const EN: readonly DemoGuideSection[] = [
  {
    id: 'register',
    title: 'Create your account',
    icon: 'register',
    steps: [
      {
        title: 'Open the registration form',
        content: '<p>Press <strong>Register</strong> at the top of any page.</p>',
      },
      {
        title: 'Choose a username and password',
        content: '<p>Use 6 to 16 letters and digits for the username; the password needs both letters and digits.</p>',
      },
      { title: 'Confirm and sign in', content: '<p>Accept the terms and you are signed in at once.</p>' },
    ],
    action: { kind: 'register' },
  },
  {
    id: 'deposit',
    title: 'Make your first deposit',
    icon: 'deposit',
    steps: [
      { title: 'Open Deposit', content: '<p>Press <strong>Deposit</strong> in the header or the member centre.</p>' },
      {
        title: 'Pick a payment method',
        content: '<p>Bank transfer, e-wallet or USDT: each shows its minimum and maximum amount.</p>',
      },
      {
        title: 'Enter the amount and confirm',
        content: '<p>Your balance updates as soon as the payment is confirmed, usually within minutes.</p>',
      },
    ],
    action: { kind: 'deposit' },
  },
  {
    id: 'games',
    title: 'Choose and launch a game',
    icon: 'games',
    steps: [
      {
        title: 'Browse the lobby',
        content:
          '<p>Slots, live casino, sports and lottery each have their own page; filter by provider or search by name.</p>',
      },
      { title: 'Try before you play', content: '<p>Many slots offer a free demo: no balance is used.</p>' },
      {
        title: 'Launch the game',
        content: '<p>Press <strong>Play</strong>. Funds move to the game wallet automatically.</p>',
      },
    ],
    action: { kind: 'games', label: 'Explore slots' },
  },
  {
    id: 'rewards',
    title: 'Claim rewards and climb the VIP levels',
    icon: 'rewards',
    steps: [
      {
        title: 'Check the promotions',
        content: '<p>Welcome, daily and VIP offers are listed with their terms and period.</p>',
      },
      { title: 'Apply or claim', content: '<p>Press <strong>Apply</strong> and follow the offer’s conditions.</p>' },
      {
        title: 'Level up',
        content:
          '<p>Every bet counts toward your VIP level: higher levels bring larger rebates and birthday gifts.</p>',
      },
    ],
    action: { kind: 'promotions' },
  },
  {
    id: 'withdraw',
    title: 'Withdraw your winnings',
    icon: 'withdraw',
    steps: [
      {
        title: 'Bind a bank card or wallet',
        content: '<p>Add it once in the member centre; it is checked before the first payout.</p>',
      },
      {
        title: 'Set a withdrawal password',
        content: '<p>It protects payouts and is different from your login password.</p>',
      },
      {
        title: 'Request the payout',
        content: '<p>Enter the amount; most requests are paid within 30 minutes.</p>',
      },
    ],
    action: { kind: 'withdraw' },
  },
  {
    id: 'download',
    title: 'Install the app',
    icon: 'download',
    steps: [
      {
        title: 'Pick your device',
        content: '<p>Android and iOS each have an install guide with pictures.</p>',
      },
      { title: 'Sign in once', content: '<p>The app keeps you signed in and opens faster than the browser.</p>' },
    ],
    action: { kind: 'download', label: 'Install guides' },
  },
  {
    id: 'safety',
    title: 'Stay safe and play responsibly',
    icon: 'safety',
    steps: [
      { title: 'Protect your account', content: DEMO_GUIDE_HOSTILE_HTML },
      {
        title: 'Set your limits',
        content: '<ul><li>Decide a budget before you play.</li><li>Take breaks.</li><li>Never chase losses.</li></ul>',
      },
      { title: 'Ask for help', content: '<p>Customer service is open 24 hours a day, every day.</p>' },
    ],
    action: { kind: 'help' },
  },
];

const CN: readonly DemoGuideSection[] = [
  {
    id: 'register',
    title: '创建账户',
    icon: 'register',
    steps: [
      { title: '打开注册表单', content: '<p>点击任意页面顶部的<strong>注册</strong>。</p>' },
      { title: '设置用户名和密码', content: '<p>用户名为 6 至 16 位字母和数字；密码须同时包含字母和数字。</p>' },
      { title: '确认并登录', content: '<p>同意条款后即自动登录。</p>' },
    ],
    action: { kind: 'register' },
  },
  {
    id: 'deposit',
    title: '完成首次存款',
    icon: 'deposit',
    steps: [
      { title: '打开存款', content: '<p>点击页头或会员中心的<strong>存款</strong>。</p>' },
      { title: '选择支付方式', content: '<p>银行转账、电子钱包或 USDT：每种方式都会显示最低和最高金额。</p>' },
      { title: '输入金额并确认', content: '<p>付款确认后余额立即更新，通常只需几分钟。</p>' },
    ],
    action: { kind: 'deposit' },
  },
  {
    id: 'games',
    title: '选择并启动游戏',
    icon: 'games',
    steps: [
      { title: '浏览大厅', content: '<p>老虎机、真人娱乐、体育和彩票各有专页；可按厂商筛选或按名称搜索。</p>' },
      { title: '先试玩', content: '<p>许多老虎机提供免费试玩，不消耗余额。</p>' },
      { title: '启动游戏', content: '<p>点击<strong>开始游戏</strong>，资金会自动转入游戏钱包。</p>' },
    ],
    action: { kind: 'games', label: '探索老虎机' },
  },
  {
    id: 'rewards',
    title: '领取奖励，提升 VIP 等级',
    icon: 'rewards',
    steps: [
      { title: '查看优惠活动', content: '<p>新人、每日和 VIP 优惠均列明条款和期限。</p>' },
      { title: '申请或领取', content: '<p>点击<strong>申请</strong>并按活动条件完成。</p>' },
      { title: '升级', content: '<p>每笔投注都计入 VIP 等级：等级越高，返水越多，还有生日礼金。</p>' },
    ],
    action: { kind: 'promotions' },
  },
  {
    id: 'withdraw',
    title: '提取奖金',
    icon: 'withdraw',
    steps: [
      { title: '绑定银行卡或钱包', content: '<p>在会员中心添加一次即可；首次出款前会进行核实。</p>' },
      { title: '设置提款密码', content: '<p>用于保护出款，与登录密码不同。</p>' },
      { title: '申请出款', content: '<p>输入金额；大多数申请在 30 分钟内到账。</p>' },
    ],
    action: { kind: 'withdraw' },
  },
  {
    id: 'download',
    title: '安装应用',
    icon: 'download',
    steps: [
      { title: '选择设备', content: '<p>安卓和 iOS 各有图文安装指南。</p>' },
      { title: '登录一次', content: '<p>应用会保持登录，打开速度比浏览器更快。</p>' },
    ],
    action: { kind: 'download', label: '安装指南' },
  },
  {
    id: 'safety',
    title: '安全与理性游戏',
    icon: 'safety',
    steps: [
      {
        title: '保护账户',
        content: DEMO_GUIDE_HOSTILE_HTML.replace(
          'Never share your password or verification code, not even with support.',
          '切勿向任何人（包括客服）透露密码或验证码。',
        ),
      },
      { title: '设定限额', content: '<ul><li>游戏前先定预算。</li><li>适时休息。</li><li>切勿追损。</li></ul>' },
      { title: '寻求帮助', content: '<p>客服全年无休，24 小时在线。</p>' },
    ],
    action: { kind: 'help' },
  },
];

const AR: readonly DemoGuideSection[] = [
  {
    id: 'register',
    title: 'أنشئ حسابك',
    icon: 'register',
    steps: [
      { title: 'افتح نموذج التسجيل', content: '<p>اضغط <strong>تسجيل</strong> أعلى أي صفحة.</p>' },
      {
        title: 'اختر اسم مستخدم وكلمة مرور',
        content: '<p>اسم المستخدم من 6 إلى 16 حرفًا ورقمًا؛ وكلمة المرور تحتاج إلى حروف وأرقام معًا.</p>',
      },
      { title: 'أكّد وسجّل الدخول', content: '<p>وافق على الشروط وستُسجَّل دخولك فورًا.</p>' },
    ],
    action: { kind: 'register' },
  },
  {
    id: 'deposit',
    title: 'قم بأول إيداع',
    icon: 'deposit',
    steps: [
      { title: 'افتح الإيداع', content: '<p>اضغط <strong>إيداع</strong> في الترويسة أو في مركز العضو.</p>' },
      {
        title: 'اختر طريقة الدفع',
        content: '<p>تحويل بنكي أو محفظة إلكترونية أو USDT: لكل طريقة حدّ أدنى وحدّ أقصى.</p>',
      },
      { title: 'أدخل المبلغ وأكّد', content: '<p>يُحدَّث رصيدك فور تأكيد الدفع، عادةً خلال دقائق.</p>' },
    ],
    action: { kind: 'deposit' },
  },
  {
    id: 'games',
    title: 'اختر لعبة وابدأها',
    icon: 'games',
    steps: [
      {
        title: 'تصفّح الردهة',
        content: '<p>للسلوتس والكازينو المباشر والرياضة واليانصيب صفحات خاصة؛ صفِّ حسب المزوّد أو ابحث بالاسم.</p>',
      },
      { title: 'جرّب قبل أن تلعب', content: '<p>كثير من السلوتس تتيح تجربة مجانية دون استخدام الرصيد.</p>' },
      { title: 'ابدأ اللعبة', content: '<p>اضغط <strong>العب</strong>، وتنتقل الأموال إلى محفظة اللعبة تلقائيًا.</p>' },
    ],
    action: { kind: 'games', label: 'استكشف السلوتس' },
  },
  {
    id: 'rewards',
    title: 'اطلب المكافآت وارتقِ في مستويات VIP',
    icon: 'rewards',
    steps: [
      { title: 'راجع العروض', content: '<p>عروض الترحيب واليومية وVIP مدرجة مع شروطها ومدتها.</p>' },
      { title: 'قدّم الطلب أو اطلب المكافأة', content: '<p>اضغط <strong>تقديم</strong> واتبع شروط العرض.</p>' },
      {
        title: 'ارتقِ بمستواك',
        content: '<p>كل رهان يُحتسب في مستوى VIP: المستويات الأعلى تعني استردادًا أكبر وهدايا عيد الميلاد.</p>',
      },
    ],
    action: { kind: 'promotions' },
  },
  {
    id: 'withdraw',
    title: 'اسحب أرباحك',
    icon: 'withdraw',
    steps: [
      { title: 'اربط بطاقة بنكية أو محفظة', content: '<p>أضفها مرة واحدة في مركز العضو؛ ويُتحقَّق منها قبل أول سحب.</p>' },
      { title: 'عيّن كلمة مرور السحب', content: '<p>تحمي عمليات السحب وتختلف عن كلمة مرور الدخول.</p>' },
      { title: 'اطلب السحب', content: '<p>أدخل المبلغ؛ تُدفع معظم الطلبات خلال 30 دقيقة.</p>' },
    ],
    action: { kind: 'withdraw' },
  },
  {
    id: 'download',
    title: 'ثبّت التطبيق',
    icon: 'download',
    steps: [
      { title: 'اختر جهازك', content: '<p>لأندرويد وiOS دليل تثبيت مصوّر لكلٍّ منهما.</p>' },
      { title: 'سجّل الدخول مرة واحدة', content: '<p>يبقيك التطبيق مسجّلًا ويفتح أسرع من المتصفح.</p>' },
    ],
    action: { kind: 'download', label: 'أدلة التثبيت' },
  },
  {
    id: 'safety',
    title: 'ابقَ آمنًا والعب بمسؤولية',
    icon: 'safety',
    steps: [
      {
        title: 'احمِ حسابك',
        content: DEMO_GUIDE_HOSTILE_HTML.replace(
          'Never share your password or verification code, not even with support.',
          'لا تشارك كلمة المرور أو رمز التحقق مع أحد، ولا حتى مع الدعم.',
        ),
      },
      {
        title: 'ضع حدودك',
        content: '<ul><li>حدّد ميزانية قبل اللعب.</li><li>خذ فترات راحة.</li><li>لا تطارد الخسائر.</li></ul>',
      },
      { title: 'اطلب المساعدة', content: '<p>خدمة العملاء متاحة على مدار الساعة كل يوم.</p>' },
    ],
    action: { kind: 'help' },
  },
];

export const DEMO_GUIDE: Readonly<Record<DemoGuideLanguage, readonly DemoGuideSection[]>> = { EN, CN, AR };
