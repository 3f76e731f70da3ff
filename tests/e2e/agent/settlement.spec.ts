import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures';
import { expect, logInAsAgent, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §9 "Real-time salary settled and paid every 5 minutes": settleagent1 is paid a real-time salary by agent on the
 * simulated bets of its two members (demo seed rs-st1). Its real-time salary records grow by one settlement when the
 * demo clock moves 5 minutes, and my income for today shows the same real-time salary total.
 *
 * §2 dividend, daily and hourly salary records: subagent1 is the seed's one agent with all three in force (agent
 * pays it a daily salary, ds-1; it pays downline1 an hourly salary, hs-2, and a daily dividend, dv-6, the shortest
 * period seeded); the settle accounts have real-time contracts only. Once the clock passes midnight the new day has
 * one settlement of each. The deposit journeys read subagent1's balance, but this project runs after them.
 */

const MARK_MS = 300_000;
const DAY_MS = 86_400_000;

// The journeys share the server's one clock: the second moves it a day, so they run one after the other.
test.describe.configure({ mode: 'serial' });

async function advanceClock(page: Page, minutes: number): Promise<number> {
  const response = await page.request.post('/__demo/clock/advance', { data: { minutes } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { now: number }).now;
}

const total = (page: Page, id: string) => page.locator(`[data-total="${id}"]`);
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test.describe('§9 Agent settlement', () => {
  test('§9 after the demo clock moves 5 minutes a real-time salary record appears, the total grows, my income agrees', async ({
    page,
  }) => {
    // The wall clock must not reach the next 5-minute mark during the journey (about 10 s): when it is near, the
    // demo clock is moved just past it first (at most half a minute, so other journeys' timers barely notice).
    const clock = (await (await page.request.get('/__demo/clock')).json()) as { now: number };
    const toNextMark = MARK_MS - (clock.now % MARK_MS);
    if (toNextMark < 30_000) await advanceClock(page, (toNextMark + 1_000) / 60_000);

    await logInAsAgent(page, 'settleagent1');

    await page.goto('/agentHome?tab=agentRealtimeSalary');
    await expect(page.getByRole('heading', { level: 2, name: 'Real-time salary' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Real-time salary settlements' })).toBeVisible();
    await expect(page.getByText('From agent').first()).toBeVisible();
    const countBefore = Number(await total(page, 'count').textContent());
    const amountBefore = amountOf(await total(page, 'amount').textContent());
    expect(countBefore).toBeGreaterThan(0);
    await expectNoSideScroll(page);

    await advanceClock(page, 5);
    await page.reload();
    await expect(total(page, 'count')).toHaveText(String(countBefore + 1));
    const amountAfter = await total(page, 'amount').textContent();
    expect(amountOf(amountAfter)).toBeGreaterThan(amountBefore);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'My income' }).click();
    await expect(page).toHaveURL(/\?tab=agentRevenueReport$/);
    await expect(page.getByRole('table', { name: 'My income by day' })).toBeVisible();
    await expect(total(page, 'realtimeSalary')).toHaveText(amountAfter ?? '');
    await expect(total(page, 'total')).toHaveText(amountAfter ?? '');
    await expectNoSideScroll(page);
  });

  test.describe('the day’s records (days in UTC, as the demo clock)', () => {
    test.use({ timezoneId: 'UTC' });

    test('§2 after the clock passes midnight the daily, hourly and dividend records of the new day appear; my income agrees', async ({
      page,
    }) => {
      const clock = (await (await page.request.get('/__demo/clock')).json()) as { now: number };
      const midnight = Math.floor(clock.now / DAY_MS) * DAY_MS + DAY_MS;
      const day = new Date(midnight).toISOString().slice(0, 10);
      const range = `&from=${day}&to=${day}`;

      await logInAsAgent(page, 'subagent1');
      await page.goto(`/agentHome?tab=agentDailyWages2${range}&role=received`);
      await expect(page.getByRole('heading', { level: 2, name: 'Daily salary' })).toBeVisible();
      await expect(page.getByText('No records in this range.')).toBeVisible();

      // One minute past midnight: the day's daily salary, the hourly salary of 23:00–00:00 and the day's dividend.
      await advanceClock(page, (midnight - clock.now) / 60_000 + 1);
      await page.reload();
      const daily = page.getByRole('table', { name: 'Daily salary settlements' });
      await expect(daily.getByText('From agent')).toHaveCount(1);
      await expect(total(page, 'count')).toHaveText('1');
      const dailyAmount = await total(page, 'amount').textContent();
      expect(dailyAmount).toMatch(/\d/);
      await expectNoAxeViolations(page);

      await page.goto(`/agentHome?tab=agentHourSalary${range}`);
      await expect(
        page.getByRole('table', { name: 'Hourly salary settlements' }).getByText('To downline1'),
      ).toHaveCount(1);
      await page.goto(`/agentHome?tab=agentDividendRecordCopy2${range}`);
      await expect(page.getByRole('table', { name: 'Dividend settlements' }).getByText('To downline1')).toHaveCount(1);
      await expectNoSideScroll(page);

      await page.goto(`/agentHome?tab=agentRevenueReport${range}`);
      await expect(page.getByRole('table', { name: 'My income by day' })).toBeVisible();
      await expect(total(page, 'dailySalary')).toHaveText(dailyAmount ?? '');
    });
  });
});
