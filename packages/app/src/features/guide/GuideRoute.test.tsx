import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { isLoginDialogOpen, signInAccount, openPage } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();

const GUIDE = '/wps/content/guide';

async function open(address: string) {
  // The guest's announcement popups were already closed this session: the page itself is under test.
  sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
  return openPage(demo, address);
}

const section = (name: RegExp) => screen.getByRole('button', { name });

describe('§2 Other screens: beginner guide (/guide, /guide#{section})', () => {
  it('a guest opens "deposit": its numbered steps, and its action asks them to sign in', async () => {
    await open('/guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beginner guide' }, { timeout: 5_000 })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Create your accountSteps: 3',
      'Make your first depositSteps: 3',
      'Choose and launch a gameSteps: 3',
      'Claim rewards and climb the VIP levelsSteps: 3',
      'Withdraw your winningsSteps: 3',
      'Install the appSteps: 2',
      'Stay safe and play responsiblySteps: 3',
    ]);
    await userEvent.click(section(/Make your first deposit/));
    const region = screen.getByRole('region', { name: /Make your first deposit/ });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Open Deposit', 'Pick a payment method', 'Enter the amount and confirm']);
    await userEvent.click(within(region).getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
    expect(demo.requests.count('GET', GUIDE)).toBe(1);
  }, 20_000);

  it('/guide#download opens that section; the games section leads to the slots lobby', async () => {
    await open('/guide#download');
    const trigger = await screen.findByRole('button', { name: /Install the app/ }, { timeout: 5_000 });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(section(/Make your first deposit/)).toHaveAttribute('aria-expanded', 'false');
    const region = screen.getByRole('region', { name: /Install the app/ });
    expect(within(region).getByRole('button', { name: 'Install guides' })).toBeVisible();
    await userEvent.click(section(/Choose and launch a game/));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const games = screen.getByRole('region', { name: /Choose and launch a game/ });
    await userEvent.click(within(games).getByRole('button', { name: 'Explore slots' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Beginner guide' })).toBeNull(), {
      timeout: 10_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  }, 30_000);

  it('a member: deposit opens the member centre on its deposit page', async () => {
    await signInAccount('member');
    await open('/guide#deposit');
    const region = await screen.findByRole('region', { name: /Make your first deposit/ }, { timeout: 5_000 });
    await userEvent.click(within(region).getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' }, { timeout: 10_000 })).toBeVisible();
  }, 20_000);

  it('a malformed guide shows the error with a retry, which reads it again', async () => {
    demo.server.use(
      http.get(`*${GUIDE}`, () => HttpResponse.json({ success: true, value: { sections: [{ id: 1 }] } }), {
        once: true,
      }),
    );
    await open('/guide');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    await userEvent.click(within(alert.parentElement ?? alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Make your first deposit/ }, { timeout: 5_000 })).toBeVisible();
  }, 20_000);
});
