import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures';
import { expect, logInAsAgent, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 /agentHome and "Agent-centre pages": the agent signs in on /agent, lands on the team overview with the demo
 * agent tree's figures, changes the period, opens the announcements; the menu at 360 px leaves the page its width.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });
const figure = (page: Page, id: string) => page.locator(`[data-figure="${id}"]`);

test.describe('§2 Agent centre', () => {
  test.slow();

  test('§2 the agent lands on the team overview, sees the figures, changes the period, opens the announcements', async ({
    page,
  }) => {
    await logInAsAgent(page);
    await expect(menu(page).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(figure(page, 'teamSize')).toHaveText(/^[1-9]\d*$/);
    await expect(figure(page, 'deposits')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const weekDeposits = await figure(page, 'deposits').textContent();

    await page.getByRole('button', { name: 'Past 30 days' }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('button', { name: 'Past 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Updating the figures…')).toBeHidden();
    const monthDeposits = await figure(page, 'deposits').textContent();
    const cents = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    expect(cents(monthDeposits)).toBeGreaterThanOrEqual(cents(weekDeposits));

    await menu(page).getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\?tab=agentAnnouncement$/);
    const notices = page.getByRole('list', { name: 'Announcements for agents' });
    await expect(notices.getByRole('listitem').first()).toBeVisible();
    // Server HTML is sanitized before it reaches the page.
    await expect(notices.locator('script, [onerror], [onclick]')).toHaveCount(0);
  });

  test('§2 at 360 px the menu scrolls on its own row, the page keeps its width', async ({ page }) => {
    await logInAsAgent(page);
    await expect(figure(page, 'teamSize')).toBeVisible();
    await expectNoSideScroll(page);
    const last = menu(page).getByRole('link', { name: 'Real-time salary' });
    await last.click();
    await expect(page).toHaveURL(/\?tab=agentRealtimeSalary$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Real-time salary' })).toBeVisible();
    // The current entry is brought into the row's view.
    const row = await menu(page).boundingBox();
    const entry = await menu(page).locator('[aria-current="page"]').boundingBox();
    expect(row && entry && entry.x >= row.x - 1 && entry.x + entry.width <= row.x + row.width + 1).toBe(true);
    await expectNoSideScroll(page);
  });

  test('axe: the team overview and the announcements, dark and light', async ({ page }) => {
    await logInAsAgent(page);
    await expect(figure(page, 'teamSize')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/agentHome?tab=agentAnnouncement');
    await expect(page.getByRole('list', { name: 'Announcements for agents' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('§2 the menu’s entries: withdraw and platform messages open those pages; customer service its window', async ({
    page,
  }) => {
    await logInAsAgent(page);
    await menu(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/member\?tab=withdraw$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expectNoSideScroll(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/agentHome$/);
    await menu(page).getByRole('link', { name: 'Platform messages' }).click();
    await expect(page).toHaveURL(/\/member\?tab=messageV2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/agentHome$/);
    // §9 the service entry opens in its own window (440 × 750), the demo's support page.
    const opened = page.waitForEvent('popup');
    await menu(page).getByRole('button', { name: 'Customer service' }).click();
    const support = await opened;
    await support.waitForLoadState();
    expect(new URL(support.url()).pathname).toBe('/__demo/support');
  });
});
