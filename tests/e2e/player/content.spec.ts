import type { Page } from '@playwright/test';
import { contrastRatio } from '../../../packages/ui/src/theme/contrast';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * What the player reads and sees on the demo platform: the lottery pages opened from a deep link or a vendor
 * (§2 Routes, §4 "Choosing e-lottery launches its first vendor", §7 Lottery), the platform's content in the chosen
 * language (§3 "Stored: lang"; every call carries the Language header), vendor logos in light mode and the brand
 * in the 360 px header.
 */
test.slow();

const results = (page: Page) => page.getByRole('region', { name: 'Latest results' });

/** The opened-number calls of the page, as `path?gameCode=…`. */
function openedCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/lgw/vn/numeros/opened/game' || url.pathname === '/lotto/lgw/games/opened/numero') {
      calls.push(`${url.pathname}?gameCode=${url.searchParams.get('gameCode') ?? ''}`);
    }
  });
  return calls;
}

test('§2 §7 /lottery?gameCode=VN_NORTH asks the Vietnamese family for its numbers, once; an unknown code says so', async ({
  page,
}) => {
  await logInAs(page, 'member');
  const calls = openedCalls(page);
  await page.goto('/lottery?gameCode=VN_NORTH');
  await expect(results(page).getByText('Ha Noi')).toBeVisible();
  await expect(results(page).getByRole('listitem')).toHaveCount(5);
  expect(calls).toEqual(['/lgw/vn/numeros/opened/game?gameCode=VN_NORTH']);

  calls.length = 0;
  await page.goto('/lottery?gameCode=NO_SUCH_GAME');
  await expect(results(page).getByRole('alert')).toHaveText(
    'This lottery game is not available. Choose one of the games below.',
  );
  expect(calls).toEqual(['/lotto/lgw/games/opened/numero?gameCode=NO_SUCH_GAME']);
});

test('§4 /elott opens the e-lottery vendor on its lottery page, with results, and its lobby launches', async ({
  page,
}) => {
  await logInAs(page, 'member');
  await page.goto('/elott');
  // The first e-lottery vendor (TCG_LOTTO_VN) goes to /vnLottery with its own code (§2).
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_LOBBY$/);
  await expect(results(page).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await results(page).getByRole('button', { name: 'Open the lottery lobby' }).click();
  await expect(page).toHaveURL(/\/seamless\?lottery=VN&mode=ELOTT&gameCode=VN_FAST_1/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Demo lottery lobby (ELOTT)' })).toBeVisible();
});

for (const [locale, notice, promotion, classify] of [
  ['zh-CN', '存款渠道更新 #23', '首存红利高达 100%', '视频老虎机'],
  ['ar', 'تحديث قناة الإيداع #23', 'مكافأة ترحيب تصل إلى 100%', 'سلوتس الفيديو'],
] as const) {
  test(`§3 in ${locale}, the platform's notices, promotions and the lobby's classify tabs come in that language`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), locale);
    await page.goto('/');
    // The notice marquee and the promotion banner (§2 Home page).
    await expect(page.getByRole('button', { name: notice })).toBeVisible();
    await expect(page.getByRole('img', { name: promotion })).toBeVisible();
    await page.goto('/rng');
    await expect(
      page.getByRole('tab', { name: classify }).or(page.getByRole('button', { name: classify })),
    ).toBeVisible();
  });
}

test.describe('light mode', () => {
  test.use({ colorScheme: 'light' });

  test('§2 home: every vendor logo sits on a plate it stands out on, and the brand shows whole at 360 px', async ({
    page,
  }) => {
    await page.goto('/');
    const brand = page.getByRole('banner').getByRole('link').first();
    await expect(brand).toHaveText('Atrium Demo');
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const cards = page.locator('[data-vendor]');
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeVisible();
    const plates = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const media = card.firstElementChild as HTMLElement;
        const rgb = (getComputedStyle(media).backgroundColor.match(/\d+/g) ?? []).slice(0, 3);
        return `#${rgb.map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
      }),
    );
    expect(plates.length).toBeGreaterThan(0);
    // The logos are white (§3 `{vendor}-WHITE.png`).
    for (const plate of plates) expect(contrastRatio('#ffffff', plate)).toBeGreaterThanOrEqual(4.5);
  });
});
