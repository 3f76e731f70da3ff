import { devices, type Page } from '@playwright/test';
import { expect, logInAs, logInAsAgent, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §4 Contract offers both ways, §6 Agent "offers, accepts or terminates contracts", against the demo platform: an
 * agent offers its sub-agent a daily salary contract with tiers typed in the editor; the sub-agent, in a browser of
 * its own, accepts it in the contract popup; both see it Accepted on the daily salary page. Accepting an offer below
 * the rate the sub-agent pays its own member warns first, then that member's contract shows Terminated. Each journey
 * has accounts of its own (ctagent1 → ctsub1, ctagent2 → ctsub2 → ctsubmember2) that no other journey reads.
 */

const DAILY = '/wps/relay/MCS2_processDailySalContract';
const DAILY_PAGE = '/agentHome?tab=agentDailyWages2';

/** Counts the requests to `path` by this method; `answers` only the popup's answers (a status, no action). */
function countRequests(page: Page, method: string, path: string, answers = false) {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== method || url.pathname !== path) return;
    if (answers && !url.searchParams.has('status')) return;
    count += 1;
  });
  return () => count;
}

const side = (page: Page, name: 'From my upline' | 'To my downlines') => page.getByRole('region', { name });
const card = (page: Page, name: string, status: string) =>
  page.getByRole('listitem', { name, exact: true }).filter({ hasText: status });

test.describe('§4 contracts both ways', () => {
  test.slow();

  test('§4 an agent offers a daily salary contract with tiers; the sub-agent accepts it; both see it Accepted', async ({
    page,
    browser,
  }, testInfo) => {
    const offers = countRequests(page, 'POST', DAILY);
    await logInAsAgent(page, 'ctagent1');
    await page.goto(DAILY_PAGE);
    const turnedDown = card(page, 'To ctsub1', 'Rejected');
    await expect(turnedDown).toBeVisible();
    await turnedDown.getByRole('button', { name: 'Offer a new daily salary contract' }).click();

    const editor = page.getByRole('dialog', { name: 'Offer a contract to ctsub1' });
    const tier1 = editor.getByRole('group', { name: 'Tier 1' });
    await tier1.getByLabel('Daily team bet from').fill('1000');
    await tier1.getByLabel('Active members from').fill('2');
    await tier1.getByLabel('Rate (%)').fill('2.5');
    await editor.getByRole('button', { name: 'Add a tier' }).click();
    const tier2 = editor.getByRole('group', { name: 'Tier 2' });
    await tier2.getByLabel('Daily team bet from').fill('5000');
    await tier2.getByLabel('Active members from').fill('3');
    await tier2.getByLabel('Rate (%)').fill('3');
    await expectNoSideScroll(page);
    await editor.getByRole('button', { name: 'Send the offer' }).dblclick();
    await expect(editor.getByRole('status')).toHaveText('Offer sent. ctsub1 answers it in their contract popup.');
    expect(offers()).toBe(1);
    await editor.getByRole('button', { name: 'Done' }).click();
    await expect(card(page, 'To ctsub1', 'Pending')).toContainText('New offer, waiting for an answer');

    // The sub-agent, in a browser of its own.
    const other = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 360, height: 740 },
      baseURL: testInfo.project.use.baseURL,
    });
    // The entry announcements closed, as the journeys' own fixture does for the first browser.
    await other.addInitScript(() => sessionStorage.setItem('popupClosed', 'B,A'));
    const sub = await other.newPage();
    await logInAs(sub, 'ctsub1');
    const popup = sub.getByRole('dialog', { name: 'Daily salary contract' });
    await expect(popup.getByText('ctagent1 offers you this contract.')).toBeVisible();
    await expect(popup.getByRole('region', { name: 'Live casino' }).getByRole('listitem')).toHaveCount(2);
    await popup.getByRole('button', { name: 'Accept' }).click();
    await expect(popup.getByRole('status')).toHaveText('You accepted the daily salary contract.');
    await popup.getByRole('button', { name: 'Done' }).click();
    await sub.goto(DAILY_PAGE);
    await expect(side(sub, 'From my upline').getByRole('listitem', { name: 'From ctagent1' }).first()).toBeVisible();
    await expect(card(sub, 'From ctagent1', 'Accepted')).toContainText('Live casino: 2.5–3 %');
    await expectNoSideScroll(sub);
    await other.close();

    await page.reload();
    await expect(card(page, 'To ctsub1', 'Accepted')).toContainText('Live casino: 2.5–3 %');
    await expect(
      card(page, 'To ctsub1', 'Accepted').getByRole('button', { name: 'Change the daily salary contract' }),
    ).toBeVisible();
  });

  test('§4 accepting an offer below the rate paid to one’s own member warns first, then that contract is Terminated', async ({
    page,
  }) => {
    // ctagent2 offers 1 %; ctsub2 pays ctsubmember2 2 % (demo control: the upline's offer on demand).
    const made = await page.request.post('/__demo/contracts/offer', {
      data: { downline: 'ctsub2', type: 'dailySalary', rate: 1 },
    });
    expect(made.ok()).toBe(true);
    const answers = countRequests(page, 'GET', DAILY, true);
    await logInAs(page, 'ctsub2');
    const popup = page.getByRole('dialog', { name: 'Daily salary contract' });
    await expect(popup.getByText('ctagent2 offers you this contract.')).toBeVisible();
    await popup.getByRole('button', { name: 'Accept' }).click();
    await expect(popup.getByRole('alert')).toContainText('that downline’s contract is terminated');
    await popup.getByRole('button', { name: 'Accept and terminate it' }).dblclick();
    await expect(popup.getByRole('status')).toHaveText('You accepted the daily salary contract.');
    expect(answers()).toBe(1);
    await popup.getByRole('button', { name: 'Done' }).click();

    await page.goto(DAILY_PAGE);
    await expect(card(page, 'To ctsubmember2', 'Terminated')).toBeVisible();
    await expect(card(page, 'From ctagent2', 'Accepted')).toBeVisible();
    expect(answers()).toBe(1);
  });
});
