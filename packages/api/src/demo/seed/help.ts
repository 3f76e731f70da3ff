import type { PlatformLanguageCode } from '@atrium/domain/i18n';

/**
 * The demo platform's help centre (GET /wps/system/helpCenter; docs/protocol.md: `value[] {title, content (HTML), tag,
 * children[]}`). The same tags exist in several languages, so `/help#{tag}` works whatever the language. Content is
 * server HTML, and one item deliberately carries what a sanitizer must strip (an `onerror` attribute, a script, a
 * `javascript:` link and an inline handler), so tests can prove the app sanitizes before rendering.
 */

export interface DemoHelpItem {
  readonly title: string;
  readonly content: string;
  readonly tag: string;
  readonly children: readonly DemoHelpItem[];
}

/** The tag of the item whose HTML carries script a sanitizer must remove. */
export const DEMO_HELP_UNSAFE_TAG = 'faq-bonus';

/** Markers inside that item's HTML: none of them may survive sanitizing. */
export const DEMO_HELP_UNSAFE_MARKERS = ['onerror', '<script', 'javascript:', 'onclick'] as const;

/** The language used when the requested one has no help content. */
export const DEMO_HELP_FALLBACK_LANGUAGE: PlatformLanguageCode = 'EN';

const item = (tag: string, title: string, content: string, children: DemoHelpItem[] = []): DemoHelpItem => ({
  tag,
  title,
  content,
  children,
});

const EN: readonly DemoHelpItem[] = [
  item(
    'about',
    'About us',
    '<h2>About Atrium</h2><p>Atrium is a <strong>demo</strong> gaming platform. Nothing here is real money.</p>' +
      '<p>Read our <a href="/help#responsible">responsible gaming</a> page before you play.</p>',
  ),
  item(
    'deposit',
    'How to deposit',
    '<h2>Depositing</h2><ol><li>Open <em>Deposit</em> in the header.</li><li>Choose a method and an amount.</li>' +
      '<li>Confirm; the balance updates within minutes.</li></ol><p>Minimum deposit: <b>$10.00</b>.</p>',
  ),
  item(
    'withdraw',
    'How to withdraw',
    '<h2>Withdrawing</h2><ul><li>Withdrawals go to your bound bank account.</li>' +
      '<li>After the payout, confirm whether you received it.</li></ul>' +
      '<table><thead><tr><th>Method</th><th>Time</th></tr></thead>' +
      '<tbody><tr><td>Bank</td><td>1–24 h</td></tr><tr><td>E-wallet</td><td>15 min</td></tr></tbody></table>',
  ),
  item(
    'responsible',
    'Responsible gaming',
    '<h2>Play responsibly</h2><p>You must be 18 or older.</p>' +
      '<p>Need help? Visit <a href="https://help.atrium.example/responsible" target="_blank">our support site</a>.</p>',
  ),
  item('faq', 'Frequently asked questions', '<h2>FAQ</h2><p>Answers to the questions players ask most.</p>', [
    item(
      'faq-account',
      'I forgot my password',
      '<p>Use <em>Forgot password</em> in the login window and follow the steps by email or mobile.</p>',
    ),
    item(
      DEMO_HELP_UNSAFE_TAG,
      'How do bonuses work?',
      '<h3>Bonuses</h3><p>Bonuses are credited after the turnover requirement.</p>' +
        '<img src="/nonexistent.png" alt="bonus" onerror="alert(\'help-xss\')">' +
        '<script>alert("help-xss")</script>' +
        '<p><a href="javascript:alert(\'help-xss\')">Claim now</a></p>' +
        '<p onclick="alert(\'help-xss\')">Terms apply.</p>',
    ),
  ]),
];

const CN: readonly DemoHelpItem[] = [
  item('about', '关于我们', '<h2>关于 Atrium</h2><p>Atrium 是一个<strong>演示</strong>游戏平台。</p>'),
  item(
    'deposit',
    '如何存款',
    '<h2>存款</h2><ol><li>点击页首的<em>存款</em>。</li><li>选择方式和金额。</li><li>确认后余额将更新。</li></ol>',
  ),
  item('responsible', '负责任博彩', '<h2>理性游戏</h2><p>您必须年满 18 岁。</p>'),
];

const TH: readonly DemoHelpItem[] = [
  item('about', 'เกี่ยวกับเรา', '<h2>เกี่ยวกับ Atrium</h2><p>Atrium เป็นแพลตฟอร์มเกม<strong>สาธิต</strong></p>'),
  item('deposit', 'วิธีฝากเงิน', '<h2>การฝากเงิน</h2><ul><li>กด <em>ฝากเงิน</em></li><li>เลือกจำนวนเงิน</li></ul>'),
];

const VI: readonly DemoHelpItem[] = [
  item('about', 'Về chúng tôi', '<h2>Về Atrium</h2><p>Atrium là nền tảng trò chơi <strong>mô phỏng</strong>.</p>'),
  item(
    'withdraw',
    'Cách rút tiền',
    '<h2>Rút tiền</h2><ol><li>Mở <em>Rút tiền</em>.</li><li>Nhập số tiền.</li><li>Xác nhận khi đã nhận.</li></ol>',
  ),
];

export const DEMO_HELP_CENTER: Readonly<Partial<Record<PlatformLanguageCode, readonly DemoHelpItem[]>>> = {
  EN,
  CN,
  TH,
  VI,
};

/** The help items for a language, falling back to English when the language has none. */
export function helpItemsFor(language: PlatformLanguageCode | null): readonly DemoHelpItem[] {
  return (language ? DEMO_HELP_CENTER[language] : undefined) ?? DEMO_HELP_CENTER[DEMO_HELP_FALLBACK_LANGUAGE] ?? [];
}
