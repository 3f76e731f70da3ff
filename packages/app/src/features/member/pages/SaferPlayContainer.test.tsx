import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@atrium/api/demo';
import { setRealityCheck } from '@atrium/api/saferPlay';
import { readToken } from '../../../shared/session';
import { setUpDemoServer } from '../../../test/demoServer';
import { field, typeInto } from '../../../test/fields';
import { openPage } from '../../../test/routeFaultSweep';
import { expectSignedOutAtHome } from '../../../test/signedOut';
import { demoClient } from '../../../test/signIn';

// A fresh demo platform per test: a limit or a break taken by one test must not hold in the next.
const demo = setUpDemoServer({ freshPlatformEachTest: true });

const LIMIT = '/wps/member/saferPlay/limit';
const EXCLUSION = '/wps/member/saferPlay/exclusion';
const LOGOUT = '/wps/session/logout';

/** The signed-in member's own client, for setting safer play up before the page opens. */
const memberClient = () => demoClient(readToken());

async function openSaferPlay() {
  await demo.signIn('member');
  await openPage(demo, '/member?tab=saferPlay');
  return screen.findByRole('form', { name: 'Daily deposit limit' });
}

const limitForm = (name: string) => screen.getByRole('form', { name });

async function saveLimit(name: string, amount: string) {
  const form = limitForm(name);
  await typeInto(form, 'New limit', amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
}

describe('safer play: limits (a decrease at once, an increase after 24 hours)', () => {
  it(
    'a daily deposit limit is set at once; raising it waits, shown with when it applies',
    { timeout: 30_000 },
    async () => {
      await openSaferPlay();
      expect(within(limitForm('Daily deposit limit')).getByText('Now: No limit')).toBeInTheDocument();
      await saveLimit('Daily deposit limit', '100');
      await waitFor(() =>
        expect(within(limitForm('Daily deposit limit')).getByText('Now: $100.00')).toBeInTheDocument(),
      );
      expect(field(limitForm('Daily deposit limit'), 'New limit')).toHaveValue('');
      await saveLimit('Daily deposit limit', '1000');
      const form = limitForm('Daily deposit limit');
      expect(await within(form).findByText(/^Changes to \$1,000\.00 on /)).toBeInTheDocument();
      expect(within(form).getByText('Now: $100.00')).toBeInTheDocument();
      expect(demo.requests.count('PUT', LIMIT)).toBe(2);
    },
  );

  it('a limit that is not an amount above zero is refused before anything is sent', async () => {
    await openSaferPlay();
    await saveLimit('Weekly loss limit', '0');
    expect(within(limitForm('Weekly loss limit')).getByText(/Enter an amount above zero/)).toBeInTheDocument();
    expect(demo.requests.count('PUT', LIMIT)).toBe(0);
  });
});

describe('safer play: a break, confirmed twice, signs the member out', () => {
  it(
    'a 24-hour break signs out to home with no login popup and nothing signed-in asked for; signing in again is refused',
    { timeout: 30_000 },
    async () => {
      await openSaferPlay();
      await userEvent.click(screen.getByRole('button', { name: '24 hours' }));
      const first = await screen.findByRole('dialog', { name: 'Take a break of 24 hours?' });
      expect(
        within(first).getByText(/You will be signed out now and cannot sign in or play until/),
      ).toBeInTheDocument();
      await userEvent.click(within(first).getByRole('button', { name: 'Continue' }));
      const final = await screen.findByRole('dialog', { name: 'Are you sure?' });
      expect(demo.requests.count('POST', EXCLUSION)).toBe(0);
      demo.requests.reset();
      await userEvent.click(within(final).getByRole('button', { name: 'I understand, exclude me' }));
      // Signed out as a logout does: home as a guest's, the login offered and not forced on the member.
      await expectSignedOutAtHome(demo);
      expect(screen.queryByRole('form', { name: 'Daily deposit limit' })).not.toBeInTheDocument();
      expect(demo.requests.count('POST', EXCLUSION)).toBe(1);
      // The break ended the platform's session: a logout call would only be refused as "not logged in".
      expect(demo.requests.count('DELETE', LOGOUT)).toBe(0);

      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      const login = await screen.findByRole('dialog', { name: 'Log in' });
      await typeInto(login, 'Username', 'member');
      await typeInto(login, 'Password', DEMO_PASSWORD);
      await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
      expect(await within(login).findByRole('alert')).toHaveTextContent(/You are taking a break until .*\d/);
      expect(readToken()).toBeNull();
    },
  );
});

describe('safer play: the reality check', () => {
  const MINUTE = 60_000;

  /** Signs the member in with a 15-minute reality check, then moves the clock (the app's and the demo's) on. */
  async function playFor(minutes: number) {
    await demo.signIn('member');
    await setRealityCheck(memberClient(), 15);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + minutes * MINUTE);
  }
  afterEach(() => vi.useRealTimers());

  it('comes once the interval has passed, with the time played; "log out" signs out', { timeout: 30_000 }, async () => {
    await playFor(16);
    await openPage(demo, '/');
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(check).getByText('You have played for 16 minutes this session.')).toBeInTheDocument();
    expect(within(check).getByText('You are even this session.')).toBeInTheDocument();
    await userEvent.click(within(check).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(readToken()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
  });

  it(
    '"log out" on a member page goes home signed out, with no login popup from the page left',
    { timeout: 30_000 },
    async () => {
      await playFor(16);
      await openPage(demo, '/member?tab=saferPlay');
      const check = await screen.findByRole('dialog', { name: 'Reality check' });
      demo.requests.reset();
      await userEvent.click(within(check).getByRole('button', { name: 'Log out' }));
      await expectSignedOutAtHome(demo);
      expect(demo.requests.count('DELETE', '/wps/session/logout')).toBe(1);
    },
  );

  it(
    '"keep playing" closes it until the next interval; before the interval nothing is shown',
    { timeout: 30_000 },
    async () => {
      await playFor(16);
      await openPage(demo, '/');
      const check = await screen.findByRole('dialog', { name: 'Reality check' });
      await userEvent.click(within(check).getByRole('button', { name: 'Keep playing' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument());
      // Opened again (a reload) within the next interval: the answer holds, no reminder.
      await openPage(demo, '/');
      expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
      expect(readToken()).not.toBeNull();
    },
  );
});
