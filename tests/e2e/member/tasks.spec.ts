import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { axeViolations, describeViolations } from '../axe';
import { expectNoSideScroll, headerBalanceCents } from '../pageChecks';

/**
 * §2 /task, §1 tasks and prize wheel, against the demo platform: a complete task is claimed once however hard it is
 * pressed and its reward reaches the header's balance; the wheel turns to the prize the server picked, the result
 * shows and a chance is used; the red envelope and the golden egg pay what the server drew, once each, and then say the
 * limit the player has met. The journeys use an account no other journey reads (taskplayer, or taskplayer2 in a
 * second browser project), one after the other.
 */
test.describe.configure({ mode: 'serial' });

const CLAIM = '/wps/relay/MCSFE_claimTask';
const SPIN = '/wps/relay/MCSFE_spinPrizeWheel';
const OPEN_ENVELOPE = '/wps/relay/MCSFE_openRedEnvelope';
const SMASH_EGG = '/wps/relay/MCSFE_smashGoldenEgg';

/** Counts the requests that reach `path`. */
function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const chancesLeft = async (page: Page) =>
  Number((await page.getByTestId('prize-wheel-chances').innerText()).replace(/[^\d]/g, ''));

test.describe('§2 /task: tasks and the prize wheel', () => {
  test.slow();

  test.beforeEach(async ({ page }, testInfo) => {
    await logInAs(page, testInfo.project.name === 'phone' ? 'taskplayer' : 'taskplayer2');
    await page.goto('/task');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
  });

  test('§1 a complete task is claimed once under a double click; the balance rises by its reward', async ({ page }) => {
    await expectNoSideScroll(page);
    // The member's page (the route gate sees /task as a guest, over home): no axe violation in either theme.
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
    }
    const header = await headerBalanceCents(page);
    const sent = countRequests(page, CLAIM);
    const task = page.getByTestId('task-daily-login');
    await task.getByRole('button', { name: 'Claim the reward of Log in today' }).dblclick();
    await expect(page.getByText('$2.00 was added to your balance.')).toBeVisible();
    await expect(task.getByText('Claimed')).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBe(header + 200);
    expect(sent()).toBe(1);
  });

  test('§1 the prize wheel turns to the server’s prize; the result shows and a chance is used', async ({ page }) => {
    const before = await chancesLeft(page);
    expect(before).toBeGreaterThan(0);
    const header = await headerBalanceCents(page);
    const sent = countRequests(page, SPIN);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === SPIN);
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    const { value } = (await (await answer).json()) as { value: { prize: number; segmentId: string } };
    await expect(page.getByTestId('prize-wheel-disc')).toHaveAttribute('data-landed', value.segmentId);
    const dialog = page.getByRole('dialog', { name: value.prize > 0 ? /^You won/ : 'No prize this time' });
    await expect(dialog).toBeVisible();
    await expectNoSideScroll(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => chancesLeft(page)).toBe(before - 1);
    await expect.poll(() => headerBalanceCents(page)).toBe(header + Math.round(value.prize * 100));
    expect(sent()).toBe(1);
  });

  test('§1 the red envelope opens once and the golden egg smashes: each prize reaches the balance, then the limit is said', async ({
    page,
  }) => {
    // Every demo account has today's free envelope and one egg ticket, and nothing earned yet.
    const envelope = page.getByTestId('red-envelope');
    const opened = countRequests(page, OPEN_ENVELOPE);
    let header = await headerBalanceCents(page);
    let answer = page.waitForResponse((response) => new URL(response.url()).pathname === OPEN_ENVELOPE);
    await envelope.getByRole('button', { name: 'Open the red envelope' }).dblclick();
    const envelopePrize = ((await (await answer).json()) as { value: { prize: number } }).value.prize;
    let dialog = page.getByRole('dialog', { name: /^You won/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(envelope.getByText('No chances left. Complete tasks to earn more.')).toBeVisible();
    await expect(envelope.getByRole('button', { name: 'Open the red envelope' })).toBeDisabled();
    await expect.poll(() => headerBalanceCents(page)).toBe(header + Math.round(envelopePrize * 100));
    expect(opened()).toBe(1);

    const egg = page.getByTestId('golden-egg');
    await expect(egg.getByText('Tickets: 1')).toBeVisible();
    const smashed = countRequests(page, SMASH_EGG);
    header = await headerBalanceCents(page);
    answer = page.waitForResponse((response) => new URL(response.url()).pathname === SMASH_EGG);
    await egg.getByRole('button', { name: 'Smash egg 2' }).dblclick();
    const eggPrize = ((await (await answer).json()) as { value: { prize: number } }).value.prize;
    dialog = page.getByRole('dialog', { name: eggPrize > 0 ? /^You won/ : 'No prize this time' });
    await expect(dialog).toBeVisible();
    await expectNoSideScroll(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(egg.getByText('Tickets: 0')).toBeVisible();
    await expect(egg.getByText('No chances left. Complete tasks to earn more.')).toBeVisible();
    for (const number of [1, 2, 3]) {
      await expect(egg.getByRole('button', { name: `Smash egg ${number}` })).toBeDisabled();
    }
    await expect.poll(() => headerBalanceCents(page)).toBe(header + Math.round(eggPrize * 100));
    expect(smashed()).toBe(1);
  });
});
