import type { Page } from '@playwright/test';
import { expect, loginDialog, logInAs, test } from '../auth/helpers';

/**
 * §2 /promotions and /promotions#{promoId}, §5 activity application, §9 uploads (3 images, 5 MB, png or jpg; remark
 * 140), in the built app against the demo platform. The application journey signs in as `promoplayer`, which no
 * other journey reads; an application is once per promotion and account, so it runs once per demo server.
 */
const APPLY = '/wps/relay/MCSFE_applyPromotion';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });
const sixMegabytePng = {
  name: 'big.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]),
};
const gif = { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a....') };

const promotionDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('§2 a visitor opens a promotion from the list and from its #id address; Apply asks to sign in', async ({
  page,
}) => {
  // §2 side menu: the first 6 of the same list, each opening its promotion, and a link to them all.
  await page.goto('/');
  await page.getByRole('button', { name: 'Main menu' }).click();
  const menuPromotions = page.getByRole('list', { name: 'Promotions' });
  await expect(menuPromotions.getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/promotions');
  await menuPromotions.getByRole('link', { name: 'Refer a friend' }).click();
  await expect(page).toHaveURL(/\/promotions#PR-204$/);
  const refer = promotionDialog(page, 'Refer a friend');
  await expect(refer.getByText('Invite friends and earn a share of their turnover.')).toBeVisible();
  await refer.getByRole('button', { name: 'Close' }).first().click();
  await expect(refer).toBeHidden();

  const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
  await tabs.getByRole('tab', { name: 'Lottery' }).click();
  await page.getByRole('button', { name: 'Details of Weekend lottery boost' }).click();
  const lottery = promotionDialog(page, 'Weekend lottery boost');
  await expect(lottery.getByText('Lottery wins pay 5% more on Saturdays and Sundays.')).toBeVisible();
  await expect(page).toHaveURL(/\/promotions#PR-203$/);
  // The server HTML is sanitized: the demo promotion's onerror image is gone.
  expect(await lottery.innerHTML()).not.toMatch(/onerror|<script/);
  await lottery.getByRole('button', { name: 'Close' }).first().click();
  await expect(lottery).toBeHidden();

  await page.goto('/promotions#PR-207');
  const vip = promotionDialog(page, 'VIP birthday gift');
  await expect(vip.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  expect(await vip.innerHTML()).not.toMatch(/<script/);
  await vip.getByRole('button', { name: 'Sign in to apply' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('§5 a member applies with a remark and two images: sent once, status Applying; a 6 MB png and a gif are refused', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await logInAs(page, 'promoplayer');
  await page.goto('/promotions#PR-201');
  const dialog = promotionDialog(page, 'Welcome bonus up to 100%');
  await expect(dialog.getByText('Status: Join')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply for Welcome bonus up to 100%' }).click();

  const files = dialog.locator('input[type="file"]');
  await files.setInputFiles([sixMegabytePng, gif]);
  await expect(dialog.getByText('big.png is larger than 5 MB.')).toBeVisible();
  await expect(dialog.getByText('anim.gif is not a png or jpg image.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Preview of/ })).toHaveCount(0);

  await dialog.getByLabel('Remark').fill('My first deposit slip');
  await expect(dialog.getByText('21 of 140 characters')).toBeVisible();
  await files.setInputFiles([png('slip-1.png'), png('slip-2.png')]);
  await expect(dialog.getByRole('img', { name: /^Preview of/ })).toHaveCount(2);

  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === APPLY) sent += 1;
  });
  await dialog.getByRole('button', { name: 'Send application' }).dblclick();
  await expect(
    dialog.getByText('Your application for Welcome bonus up to 100% was sent. It is now being reviewed.'),
  ).toBeVisible();
  await expect(dialog.getByText('Status: Applying')).toBeVisible();
  expect(sent).toBe(1);
  await expect(dialog.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
});
