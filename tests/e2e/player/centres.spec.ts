import { expect, logInAs, loginDialog, test } from '../auth/helpers';

/** Game centres (spec §2 /lott, /elott, /sports, /esports; §4 Vendor data, "Choosing e-lottery…"). */
test.describe('§2 Game centres', () => {
  test.slow();

  test('§2 each centre lists its vendors as cards (§4 SPORTS split into sports, e-sports and cockfight)', async ({
    page,
  }) => {
    await page.goto('/lott');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    const lottery = page.getByRole('list', { name: 'Lottery' });
    await expect(lottery.getByRole('button', { name: /TCG Lottery/ })).toBeVisible();
    await expect(lottery.getByRole('button', { name: /SEA Lottery/ })).toBeVisible();

    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    const sports = page.getByRole('list', { name: 'Sports', exact: true });
    await expect(sports.getByRole('button')).toHaveCount(3);
    await expect(sports.getByRole('button', { name: /SABA Sports/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cockfight' }).getByRole('button', { name: /SV388/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /IM eSports/ })).toHaveCount(0);

    await page.goto('/esports');
    await expect(page.getByRole('heading', { level: 1, name: 'E-sports' })).toBeVisible();
    const esports = page.getByRole('list', { name: 'E-sports' });
    await expect(esports.getByRole('button')).toHaveCount(3);
    await expect(esports.getByRole('button', { name: /IM eSports/ })).toBeVisible();
  });

  test('§4 e-lottery launches its first vendor: the login popup for a guest', async ({ page }) => {
    await page.goto('/elott');
    await expect(loginDialog(page)).toBeVisible();
  });

  test('§4 e-lottery launches its first vendor (TCG_LOTTO_VN → /vnLottery), and Back does not launch it again', async ({
    page,
  }) => {
    await logInAs(page, 'member');
    await page.goto('/lott');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await page.goto('/elott');
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_LOBBY$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/lott$/);
  });

  test('§8 the vendor call fails: an error with retry, then the vendors', async ({ page }) => {
    await page.route('**/GCSGAME_newGameVendor*', (route) => route.fulfill({ status: 503, body: '' }), { times: 2 });
    await page.goto('/esports');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'E-sports' }).getByRole('button')).toHaveCount(3);
  });
});
