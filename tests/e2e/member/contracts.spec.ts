import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 contract popup, §4 Contract offers, against the demo platform: after sign-in a member with pending offers sees
 * them one at a time and answers each once, however hard the button is pressed; once none is left the popup is gone
 * and a reload does not bring it back. An agent whose downline is paid more is warned before accepting, and that
 * downline's contract then ends. Each browser project uses accounts of its own (offeree1 / offeree2, rateagent1 /
 * rateagent2), which no other journey reads.
 */

const CONSOLIDATED = '/wps/member/info/funds/consolidated';
const DIVIDEND_ANSWER = '/wps/relay/MCS2_processDividendReq';
const HOURLY_ANSWER = '/wps/relay/MCS2_processContractHourSalary';
const DAILY_ANSWER = '/wps/relay/MCS2_processDailySalContract';

interface DemoState {
  readonly contracts: readonly { readonly type: string; readonly downline: string; readonly state: string }[];
}

async function demoState(page: Page, account: string): Promise<DemoState> {
  return (await (await page.request.get(`/__demo/contracts/state?account=${account}`)).json()) as DemoState;
}

/** Counts the requests that reach `path`. */
function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test.describe('§2 contract popup', () => {
  test('a member answers each pending offer once; the popup is then gone and does not return', async ({
    page,
  }, testInfo) => {
    const account = testInfo.project.name === 'phone' ? 'offeree1' : 'offeree2';
    const dividendAnswers = countRequests(page, DIVIDEND_ANSWER);
    const hourlyAnswers = countRequests(page, HOURLY_ANSWER);
    await logInAs(page, account);

    const dividend = page.getByRole('dialog', { name: 'Dividend contract' });
    await expect(dividend).toBeVisible();
    await expect(dividend.getByText('subagent1 offers you this contract.')).toBeVisible();
    await expect(dividend.getByRole('region', { name: 'Live casino' })).toBeVisible();
    await expectNoSideScroll(page);
    await dividend.getByRole('button', { name: 'Accept' }).dblclick();

    const hourly = page.getByRole('dialog', { name: 'Hourly salary contract' });
    await expect(hourly.getByRole('status')).toHaveText('You accepted the dividend contract.');
    await expect(hourly.getByText('subagent1 changed the terms of this offer.')).toBeVisible();
    expect(dividendAnswers()).toBe(1);
    await hourly.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect(hourly.getByRole('status')).toHaveText('You accepted the hourly salary contract.');
    expect(hourlyAnswers()).toBe(1);
    await hourly.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const held = await demoState(page, account);
    expect(held.contracts.filter((c) => c.state === 'accepted').map((c) => c.type)).toEqual(
      expect.arrayContaining(['dividend', 'hourlySalary']),
    );

    const offersRead = page.waitForResponse((response) => new URL(response.url()).pathname === CONSOLIDATED);
    await page.reload();
    await offersRead;
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('§4 accepting an offer below a downline’s rate warns first, then ends that downline’s contract', async ({
    page,
  }, testInfo) => {
    const [account, downline] =
      testInfo.project.name === 'phone' ? ['rateagent1', 'subdownline1'] : ['rateagent2', 'subdownline2'];
    const answers = countRequests(page, DAILY_ANSWER);
    await logInAs(page, account);

    const dialog = page.getByRole('dialog', { name: 'Daily salary contract' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText('that downline’s contract is terminated');
    await expectNoSideScroll(page);
    expect(answers()).toBe(0);
    await dialog.getByRole('button', { name: 'Accept and terminate it' }).dblclick();
    await expect(dialog.getByRole('status')).toHaveText('You accepted the daily salary contract.');
    expect(answers()).toBe(1);

    const state = await demoState(page, downline);
    expect(state.contracts).toEqual([expect.objectContaining({ type: 'dailySalary', downline, state: 'ended' })]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
