import type { Page, Request } from '@playwright/test';
import {
  expect,
  fillUsernameLogin,
  loginDialog,
  registerFreshMember,
  sessionToken,
  submitLogin,
  test,
} from '../auth/helpers';

/**
 * Safer play against the demo platform (docs/decisions/0012-safer-play.md), each journey on a
 * member registered for it, so a limit or a break holds nobody else: limits (EN, CN, AR), a break (EN),
 * self-exclusion (CN) and the reality check (AR, the browser's clock moved on by the interval). Lean: one context each, two page loads (the
 * registration, then the member centre), the rest moves inside the app.
 */
test.describe.configure({ mode: 'parallel' });
test.slow();

const PASSWORD = 'Fresh2026';

/** What each journey finds by its translated name (ui catalogs saferPlay, deposit, member; errors saferPlay). */
const WORDS = {
  en: {
    menu: 'Member centre',
    dailyLimit: 'Daily deposit limit',
    newLimit: 'New limit',
    save: 'Save',
    now: 'Now: $100.00',
    depositPage: 'Deposit',
    depositForm: 'Make a deposit',
    amount: 'Amount',
    name: 'Name on your bank account',
    submit: 'Deposit',
    refused: 'This deposit is over your daily deposit limit of $100.00. You can deposit up to $100.00 more.',
  },
  'zh-CN': {
    menu: '会员中心',
    dailyLimit: '每日存款限额',
    newLimit: '新限额',
    save: '保存',
    now: /^当前：.*100\.00/,
    depositPage: '存款',
    depositForm: '存款',
    amount: '金额',
    name: '银行账户户名',
    submit: '存款',
    refused: /^此笔存款超出您的每日存款限额 .*100\.00。您最多还可存入 .*100\.00。$/,
  },
  ar: {
    menu: 'مركز الأعضاء',
    dailyLimit: 'حد الإيداع اليومي',
    newLimit: 'الحد الجديد',
    save: 'حفظ',
    now: /^الآن: /,
    depositPage: 'إيداع',
    depositForm: 'إجراء إيداع',
    amount: 'المبلغ',
    name: 'الاسم على حسابك البنكي',
    submit: 'إيداع',
    refused: /^هذا الإيداع يتجاوز حد الإيداع اليومي البالغ .+\. يمكنك إيداع ما يصل إلى .+ إضافية\.$/,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A fresh member in `locale`, on the member centre's safer-play page. */
async function openSaferPlay(page: Page, prefix: string, locale: keyof typeof WORDS) {
  await registerFreshMember(page, prefix, PASSWORD);
  if (locale !== 'en') await page.evaluate((value) => localStorage.setItem('lang', value), locale);
  await page.goto('/member?tab=saferPlay');
}

/** Sets the daily deposit limit to 100, which applies at once (a first limit is a decrease). */
async function setDailyLimit(page: Page, words: Words) {
  const form = page.getByRole('form', { name: words.dailyLimit });
  await form.getByRole('textbox', { name: words.newLimit }).fill('100');
  await form.getByRole('button', { name: words.save, exact: true }).click();
  await expect(form.getByText(words.now)).toBeVisible();
}

/** Moves to the deposit page inside the app and asks for a bank transfer of `amount`. */
async function deposit(page: Page, words: Words, amount: string) {
  const form = page.getByRole('region', { name: words.depositForm });
  await form.getByRole('textbox', { name: words.amount, exact: true }).fill(amount);
  await form.getByRole('textbox', { name: words.name, exact: true }).fill('Demo Depositor');
  await form.getByRole('button', { name: words.submit, exact: true }).click();
  return form;
}

/** How many of the page's requests sent from now on are still unanswered. */
function openRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

async function openDepositFromMenu(page: Page, words: Words) {
  await page
    .getByRole('navigation', { name: words.menu })
    .getByRole('link', { name: words.depositPage, exact: true })
    .click();
  await expect(
    page.getByRole('region', { name: words.depositForm }).getByRole('textbox', { name: words.amount, exact: true }),
  ).toBeVisible();
}

test('EN: a daily deposit limit of 100 refuses a deposit of 150 naming the limit and what remains; 50 goes through', async ({
  page,
}) => {
  const words = WORDS.en;
  await openSaferPlay(page, 'sl', 'en');
  await setDailyLimit(page, words);
  await openDepositFromMenu(page, words);
  const form = await deposit(page, words, '150');
  await expect(form.getByRole('alert')).toHaveText(words.refused);
  await deposit(page, words, '50');
  await expect(page.getByRole('region', { name: 'Your deposit order' })).toBeVisible();
});

test('EN: a 24-hour break, confirmed twice, signs the member out; signing in again is refused saying until when', async ({
  page,
}) => {
  const username = await registerFreshMember(page, 'sb', PASSWORD);
  await page.goto('/member?tab=saferPlay');
  await page.getByRole('button', { name: '24 hours', exact: true }).click();
  const first = page.getByRole('dialog', { name: 'Take a break of 24 hours?' });
  await first.getByRole('button', { name: 'Continue', exact: true }).click();
  const final = page.getByRole('dialog', { name: 'Are you sure?' });
  const open = openRequests(page);
  await final.getByRole('button', { name: 'I understand, exclude me', exact: true }).click();

  // Home as a guest's, and once everything it asked for has been answered, no "not logged in" popup over it.
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sessionToken(page)).toBeNull();
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await expect(logIn).toBeVisible();
  await expect.poll(open).toBe(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await logIn.click();
  await fillUsernameLogin(page, username, PASSWORD);
  await submitLogin(page);
  await expect(loginDialog(page).getByRole('alert')).toHaveText(/^You are taking a break until .*\d{4}.*\.$/);
  expect(await sessionToken(page)).toBeNull();
});

for (const locale of ['zh-CN', 'ar'] as const) {
  test(`${locale}: a daily deposit limit refuses a deposit over it, in that language`, async ({ page }) => {
    const words = WORDS[locale];
    await openSaferPlay(page, locale === 'ar' ? 'sa' : 'sc', locale);
    await setDailyLimit(page, words);
    await openDepositFromMenu(page, words);
    const form = await deposit(page, words, '150');
    await expect(form.getByRole('alert')).toHaveText(words.refused);
  });
}

test('zh-CN: self-exclusion for 6 months, confirmed twice, signs the member out; signing in is refused saying until when', async ({
  page,
}) => {
  const username = await registerFreshMember(page, 'se', PASSWORD);
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  await page.goto('/member?tab=saferPlay');
  await page.getByRole('button', { name: '6 个月', exact: true }).click();
  await page
    .getByRole('dialog', { name: '自我禁入 6 个月？' })
    .getByRole('button', { name: '继续', exact: true })
    .click();
  const open = openRequests(page);
  await page
    .getByRole('dialog', { name: '确定吗？' })
    .getByRole('button', { name: '我已了解，确认禁入', exact: true })
    .click();

  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sessionToken(page)).toBeNull();
  const logIn = page.getByRole('banner').getByRole('button', { name: '登录', exact: true });
  await expect(logIn).toBeVisible();
  await expect.poll(open).toBe(0);
  await logIn.click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('textbox', { name: '用户名', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^您已自我禁入，直至 .*\d{4}.*。$/);
  expect(await sessionToken(page)).toBeNull();
});

test('ar: a reality check every 15 minutes shows the time played and the result; keep playing closes it, still signed in', async ({
  page,
}) => {
  // The browser's clock runs as usual until it is moved on by the reminder's interval.
  await page.clock.install();
  await openSaferPlay(page, 'sr', 'ar');
  // The choice shows as made once the platform has kept it.
  const every15 = page.getByRole('radio', { name: /^(15|١٥) دقيقة$/ });
  await every15.click();
  await expect(every15).toBeChecked();
  await page.clock.fastForward('15:00');
  const reminder = page.getByRole('dialog', { name: 'تذكير الواقع' });
  await expect(reminder).toContainText('لقد لعبت لمدة');
  await expect(reminder).toContainText('أنت متعادل في هذه الجلسة.');
  await reminder.getByRole('button', { name: 'متابعة اللعب', exact: true }).click();
  await expect(reminder).toHaveCount(0);
  expect(await sessionToken(page)).not.toBeNull();
});
