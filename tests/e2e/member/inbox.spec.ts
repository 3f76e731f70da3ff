import { devices, type Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { axeViolations, describeViolations } from '../axe';
import { cents, expectNoSideScroll, headerBalanceCents } from '../pageChecks';

/**
 * §2 messageV2, referral and manualRebate against the demo platform: reading a message lowers the unread count on the
 * member menu's badge and the header's notice icon; the referral link is copied to the clipboard and drawn as a QR
 * code; a rebate is claimed once under a double click and the header's balance rises by exactly its amount. Each
 * browser project signs in as its own account (inboxplayer, inboxplayer2), which no other journey reads.
 */
test.describe.configure({ mode: 'serial' });

const CLAIM = '/wps/relay/MCSFE_claimManualRebate';
const READ = '/wps/relay/CSP_readMessage';

const accountFor = (projectName: string) => (projectName === 'phone' ? 'inboxplayer' : 'inboxplayer2');

async function expectAxeClean(page: Page) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
  }
}

/** The header's notice icon: "Notices, N waiting for you" (0 when it says only "Notices"). */
async function headerWaiting(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notices/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) waiting/.exec(label)?.[1] ?? 0);
}

/** The member menu's messages badge ("Unread messages: N"), 0 when there is none. */
async function menuUnread(page: Page): Promise<number> {
  const badge = page.getByText(/^Unread messages: \d+$/);
  if ((await badge.count()) === 0) return 0;
  return Number(/(\d+)$/.exec((await badge.first().textContent()) ?? '')?.[1] ?? 0);
}

function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test.describe('§2 member centre: messages, referral, manual rebate', () => {
  test.slow();

  test.beforeEach(async ({ page }, testInfo) => {
    await logInAs(page, accountFor(testInfo.project.name));
  });

  test('§2 messageV2: reading a message lowers the unread count on the menu and the header', async ({ page }) => {
    await page.goto('/member?tab=messageV2');
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    const first = page.getByRole('list', { name: 'Your messages' }).getByRole('button').first();
    await expect(first).toBeVisible();
    await expect.poll(() => menuUnread(page)).toBeGreaterThan(0);
    const unread = await menuUnread(page);
    const waiting = await headerWaiting(page);
    expect(waiting).toBeGreaterThanOrEqual(unread);
    await expectNoSideScroll(page);

    const reads = countRequests(page, READ);
    // The row holds the title and the "New" mark; the dialog is named by the title alone.
    const title = (await first.locator('span > span').first().innerText()).trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
    await expect.poll(() => menuUnread(page)).toBe(unread - 1);
    await dialog.getByRole('button', { name: 'Back to messages' }).click();
    await expect.poll(() => headerWaiting(page)).toBe(waiting - 1);
    await expect(page.getByText(`Unread: ${unread - 1}`)).toBeVisible();
    expect(reads()).toBe(1);
  });

  test('§2 referral: the link is copied to the clipboard and shown as a QR code', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/member?tab=referral');
    const code = page.getByTestId('referral-code');
    await expect(code).toHaveText(/^R[A-Z0-9]+$/);
    const link = `${new URL(page.url()).origin}/register?referralCode=${(await code.innerText()).trim()}`;
    await expect(page.getByTestId('referral-link')).toHaveText(link);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const qr = page.getByRole('img', { name: 'QR code of your referral link' });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.width ?? 999).toBeLessThanOrEqual(360);
    await expect(page.getByRole('region', { name: 'Your invitees' }).getByRole('listitem')).toHaveCount(3);
    await expectNoSideScroll(page);
    await expectAxeClean(page);

    // A friend (a guest in a browser of their own) opens the link: registration opens with the code filled in.
    const friend = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 360, height: 740 } });
    const guest = await friend.newPage();
    await guest.goto(link);
    const register = guest.getByRole('dialog', { name: 'Create an account' });
    await expect(register.getByLabel(/^Referral code/)).toHaveValue((await code.innerText()).trim());
    await friend.close();
  });

  test('§2 manualRebate: a claim is sent once under a double click and the balance rises by its amount', async ({
    page,
  }, testInfo) => {
    // More valid bet on live casino (demo control), so the journey has 10.00 to claim however often it runs.
    const added = await page.request.post('/__demo/rebate/bets', {
      data: { username: accountFor(testInfo.project.name), gameType: 'LIVE', validBet: 1250 },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/member?tab=manualRebate');
    const claim = page.getByRole('button', { name: 'Claim the Live casino rebate' });
    await expect(claim).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
    const rebate = cents(await page.getByTestId('rebate-LIVE').locator('dd').nth(2).innerText());
    expect(rebate).toBeGreaterThanOrEqual(1_000);
    const before = await headerBalanceCents(page);
    await expectNoSideScroll(page);

    const sent = countRequests(page, CLAIM);
    await claim.dblclick();
    await expect(page.getByTestId('rebate-result')).toContainText('Live casino rebate was added to your balance.');
    await expect.poll(() => headerBalanceCents(page)).toBe(before + rebate);
    expect(sent()).toBe(1);
    await expect(page.getByTestId('rebate-LIVE').getByText('Nothing to claim yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Claim history' }).getByText('Live casino').first()).toBeVisible();
    await expectNoSideScroll(page);
    await expectAxeClean(page);
  });

  test('§2 manualRebate: held Enter and a double tap each send one claim', async ({ page }, testInfo) => {
    const username = accountFor(testInfo.project.name);
    for (const gameType of ['RNG', 'FISH']) {
      const added = await page.request.post('/__demo/rebate/bets', { data: { username, gameType, validBet: 1000 } });
      expect(added.ok()).toBe(true);
    }
    await page.goto('/member?tab=manualRebate');
    const sent = countRequests(page, CLAIM);

    const slots = page.getByRole('button', { name: 'Claim the Slots rebate' });
    await slots.focus();
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect(page.getByTestId('rebate-result')).toContainText('Slots rebate was added to your balance.');
    expect(sent()).toBe(1);

    const fishing = page.getByRole('button', { name: 'Claim the Fishing rebate' });
    // The page settles first (the Slots row loses its button once the settings are read again), so the taps land.
    await expect(page.getByTestId('rebate-RNG').getByText('Nothing to claim yet')).toBeVisible();
    await fishing.scrollIntoViewIfNeeded();
    const box = await fishing.boundingBox();
    if (!box) throw new Error('the Fishing claim button has no box');
    // Two taps at the button's centre, without waiting in between (the second lands on the busy button).
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('rebate-result')).toContainText('Fishing rebate was added to your balance.');
    expect(sent()).toBe(2);
  });
});
