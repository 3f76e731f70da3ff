import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/renderApp';
import { activateTwice, expectBusy, SUBMIT_GESTURES } from '../../../test/submitGestures';
import { SecurityCenterContainer } from './SecurityCenterContainer';
import { setUpDemoServer } from '../../../test/demoServer';
import { field, typeInto } from '../../../test/fields';
import { demoSmsCode } from '../../../test/signIn';

/** The platform's clock runs ahead by this much (a code's expiry without waiting for it). */
let ahead = 0;
// A fresh demo platform per test: a payment password or a binding must not leak into the next.
const demo = setUpDemoServer({
  freshPlatformEachTest: true,
  platform: { now: () => Date.now() + ahead },
  afterEach: () => {
    ahead = 0;
  },
});
const { requests } = demo;

async function openPage(username: string) {
  await signIn(username);
  await renderApp(<SecurityCenterContainer />, { withSession: true, path: '/member?tab=securityCenter' });
  return screen.findByRole('region', { name: 'Bound accounts' });
}

async function emailCode(email: string): Promise<string> {
  const answer = await fetch(`${DEMO_ORIGIN}/__demo/account/email-code?email=${encodeURIComponent(email)}`);
  const body = (await answer.json()) as { code: string | null };
  if (!body.code) throw new Error(`no code was sent to ${email}`);
  return body.code;
}

/** A section of the page, once a modal dialog over it has closed (it hides the page from assistive technology). */
/** A tiny PNG (its signature, then a few bytes): the platform decides by the bytes. */
const PNG = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], 'me.png', {
  type: 'image/png',
});

const section = (name: string) => screen.findByRole('region', { name });

interface SubmitCase {
  readonly name: string;
  readonly request: readonly [method: string, path: string];
  readonly button: string;
  /** Brings the page to the press; returns the field Enter is held in (or undefined: Enter on the button). */
  readonly prepare: () => Promise<HTMLElement | undefined>;
  /** What the user sees after the one request: the first answer, never a refusal caused by a second one. */
  readonly outcome: () => Promise<void>;
}

const CASES: readonly SubmitCase[] = [
  {
    name: 'set a payment password (an account without one)',
    request: ['POST', '/wps/member/paymentPassword'],
    button: 'Save',
    prepare: async () => {
      await openPage('firsttime');
      await userEvent.click(await screen.findByRole('button', { name: 'Set payment password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Set payment password' });
      await typeInto(dialog, 'New payment password', '135790');
      await typeInto(dialog, 'Confirm payment password', '135790');
      return field(dialog, 'Confirm payment password');
    },
    outcome: async () => {
      expect(await within(await section('Password')).findByRole('status')).toHaveTextContent('Payment password set.');
      expect(demo.platform.accountById('m-1004')?.paymentPassword).toBe('135790');
    },
  },
  {
    name: 'change the payment password',
    request: ['POST', '/wps/member/paymentPassword'],
    button: 'Save',
    prepare: async () => {
      await openPage('member');
      await userEvent.click(await screen.findByRole('button', { name: 'Change payment password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change payment password' });
      await typeInto(dialog, 'Current payment password', '246802');
      await typeInto(dialog, 'New payment password', '135790');
      await typeInto(dialog, 'Confirm payment password', '135790');
      return field(dialog, 'Confirm payment password');
    },
    outcome: async () => {
      // Never "the current password is incorrect" from a second POST carrying the old one.
      expect(await within(await section('Password')).findByRole('status')).toHaveTextContent(
        'Payment password changed.',
      );
      expect(screen.queryByText(/incorrect/i)).not.toBeInTheDocument();
    },
  },
  {
    name: 'send an email binding code',
    request: ['POST', '/wps/verification/email/bind'],
    button: 'Send code',
    prepare: async () => {
      demo.platform.accountById('m-1004')!.email = null;
      await openPage('firsttime');
      await userEvent.click(await screen.findByRole('button', { name: 'Bind Email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bind email' });
      await typeInto(dialog, 'Email', 'night.owl@example.com');
      return undefined;
    },
    outcome: async () => {
      // The countdown of the one code sent; a second send would have been refused ("too many requests").
      expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  },
  {
    name: 'bind an email with its code',
    request: ['PUT', '/wps/member/bind/email'],
    button: 'Bind',
    prepare: async () => {
      demo.platform.accountById('m-1004')!.email = null;
      await openPage('firsttime');
      await userEvent.click(await screen.findByRole('button', { name: 'Bind Email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bind email' });
      await typeInto(dialog, 'Email', 'night.owl@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
      await typeInto(dialog, 'Verification code', await emailCode('night.owl@example.com'));
      return field(dialog, 'Verification code');
    },
    outcome: async () => {
      // Bound and shown masked; a second PUT would have found the code spent ("not valid").
      expect(await within(await section('Bound accounts')).findByRole('status')).toHaveTextContent('Email bound.');
      expect(within(await section('Bound accounts')).getByText('ni***@example.com')).toBeInTheDocument();
    },
  },
  {
    name: 'bind a social account (confirmed)',
    request: ['POST', '/wps/member/bind/social'],
    button: 'Confirm and bind',
    prepare: async () => {
      await openPage('member');
      await userEvent.click(await screen.findByRole('button', { name: 'Bind Google' }));
      await screen.findByRole('dialog', { name: 'Bind Google' });
      return undefined;
    },
    outcome: async () => {
      expect(await within(await section('Social accounts')).findByRole('status')).toHaveTextContent(
        'Social account bound.',
      );
      expect(
        within(await section('Social accounts')).queryByRole('button', { name: 'Bind Google' }),
      ).not.toBeInTheDocument();
    },
  },
  {
    name: 'save the profile',
    request: ['PUT', '/wps/member/profile'],
    button: 'Save profile',
    prepare: async () => {
      await openPage('member');
      const profile = await screen.findByRole('form', { name: 'Profile' });
      await typeInto(profile, 'Telegram', '@lucky_star');
      return field(profile, 'Telegram');
    },
    outcome: async () => {
      expect(await within(await section('Profile')).findByRole('status')).toHaveTextContent('Profile saved.');
    },
  },
  {
    name: 'choose a built-in avatar',
    request: ['PUT', '/wps/member/info/icon'],
    button: 'Save avatar',
    prepare: async () => {
      await openPage('member');
      await userEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose an avatar' });
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Avatar 7' }));
      return undefined;
    },
    outcome: async () => {
      expect(await within(await section('Account details')).findByRole('status')).toHaveTextContent('Avatar saved.');
    },
  },
  {
    name: 'upload an avatar picture',
    request: ['POST', '/wps/member/info/icon'],
    button: 'Save avatar',
    prepare: async () => {
      await openPage('member');
      await userEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose an avatar' });
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      await userEvent.upload(input, PNG);
      await within(dialog).findByRole('img', { name: 'Picture to upload' });
      return undefined;
    },
    outcome: async () => {
      const details = await section('Account details');
      expect(await within(details).findByRole('status')).toHaveTextContent('Avatar saved.');
      const avatar = within(details).getByRole('img', { name: 'Your avatar' }).querySelector('img');
      expect(avatar?.getAttribute('src')).toMatch(/^\/__demo\/account\/avatar\/m-1001\?v=1$/);
    },
  },
];

describe('§6 VIP levels have rank benefits: my account lists every rank, the member’s own and the next open', () => {
  it('the demo member at VIP 3 sees ranks 0 to 10, its own rank marked with its bonuses, a lower rank folded', async () => {
    await openPage('member');
    const ranks = await screen.findByRole('list', { name: 'Benefits of each rank' });
    expect(within(ranks).getAllByRole('listitem')).toHaveLength(11);
    const own = within(ranks).getByText('Your rank').closest('details') as HTMLDetailsElement;
    expect(own.open).toBe(true);
    expect(within(own).getByText('VIP 3')).toBeInTheDocument();
    // VIP 3 of the demo brand: upgrade $90.00, monthly $60.00, birthday $150.00, rebate 0.6%, $40,000.00 a day.
    for (const [term, value] of [
      ['Deposits to reach', '$15,000.00'],
      ['Upgrade bonus', '$90.00'],
      ['Monthly bonus', '$60.00'],
      ['Birthday bonus', '$150.00'],
      ['Rebate', '0.6%'],
      ['Daily withdrawal limit', '$40,000.00'],
    ] as const) {
      expect(within(own).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    const next = within(ranks).getByText('Next rank').closest('details') as HTMLDetailsElement;
    expect(within(next).getByText('VIP 4')).toBeInTheDocument();
    const lowest = within(ranks).getByText('VIP 0').closest('details') as HTMLDetailsElement;
    expect(lowest.open).toBe(false);
    // A bonus the brand does not give at a rank is left out, not shown as $0.00.
    expect(within(lowest).queryByText('Upgrade bonus')).not.toBeInTheDocument();
  });
});

describe('§2 securityCenter: every change sends one request, whatever the user does twice (shared/submit)', () => {
  const table = CASES.flatMap((submit) => SUBMIT_GESTURES.map((gesture) => ({ name: submit.name, gesture, submit })));
  it.each(table)(
    '$name, $gesture: one request is sent, and the first outcome is shown',
    { timeout: 20_000 },
    async ({ submit, gesture }) => {
      const inField = await submit.prepare();
      const [method, path] = submit.request;
      const before = requests.count(method, path);
      const release = demo.hold(path);
      const button = screen.getByRole('button', { name: submit.button });
      activateTwice(gesture, button, inField);
      await waitFor(() => expectBusy(submit.button));
      release();
      await submit.outcome();
      expect(requests.count(method, path) - before).toBe(1);
    },
  );
});

describe('§2 securityCenter: failures keep what was typed and say why where the user looks', () => {
  it('a wrong current payment password: the dialog says so, the fields keep their values, nothing changes', async () => {
    await openPage('member');
    await userEvent.click(await screen.findByRole('button', { name: 'Change payment password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payment password' });
    await typeInto(dialog, 'Current payment password', '000000');
    await typeInto(dialog, 'New payment password', '135790');
    await typeInto(dialog, 'Confirm payment password', '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(field(dialog, 'Current payment password')).toHaveValue('000000');
    expect(field(dialog, 'New payment password')).toHaveValue('135790');
    expect(demo.platform.accountById('m-1001')?.paymentPassword).toBe('246802');
  });

  it('a wrong email code: refused in the dialog, the address and code stay, nothing is bound', async () => {
    demo.platform.accountById('m-1004')!.email = null;
    await openPage('firsttime');
    await userEvent.click(await screen.findByRole('button', { name: 'Bind Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind email' });
    await typeInto(dialog, 'Email', 'night.owl@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
    await typeInto(dialog, 'Verification code', '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/not valid/i);
    expect(field(dialog, 'Email')).toHaveValue('night.owl@example.com');
    expect(demo.platform.accountById('m-1004')?.email).toBeNull();
  });

  it('a phone bound with its SMS code makes the bank account name bindable, with a code sent to that phone', async () => {
    await openPage('firsttime');
    const bindings = await section('Bound accounts');
    expect(within(bindings).getByText('Bind a mobile number first: the code is sent there.')).toBeInTheDocument();
    expect(within(bindings).queryByRole('button', { name: 'Bind Bank account name' })).not.toBeInTheDocument();
    await userEvent.click(within(bindings).getByRole('button', { name: 'Bind Mobile number' }));
    const phone = await screen.findByRole('dialog', { name: 'Bind mobile number' });
    await waitFor(() =>
      expect(within(phone).getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(/\+63/),
    );
    await typeInto(phone, /Mobile number/, '9170000009');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send code' }));
    await within(phone).findByRole('button', { name: /Resend in \d+ s/ });
    await typeInto(phone, 'Verification code', await demoSmsCode('639170000009'));
    await userEvent.click(within(phone).getByRole('button', { name: 'Bind' }));
    const after = await section('Bound accounts');
    expect(await within(after).findByRole('status')).toHaveTextContent('Mobile number bound.');
    expect(within(after).getByText('917****009')).toBeInTheDocument();

    // The phone's first code is spent; the demo lets a new one go once the first has expired.
    ahead = 3 * 60_000;
    await userEvent.click(within(after).getByRole('button', { name: 'Bind Bank account name' }));
    const name = await screen.findByRole('dialog', { name: 'Bind bank account name' });
    expect(name).toHaveTextContent('The code is sent to your mobile number 917****009.');
    await typeInto(name, 'Bank account name', 'Night Owl');
    await userEvent.click(within(name).getByRole('button', { name: 'Send code' }));
    await within(name).findByRole('button', { name: /Resend in \d+ s/ });
    await typeInto(name, 'Verification code', await demoSmsCode('639170000009'));
    await userEvent.click(within(name).getByRole('button', { name: 'Bind' }));
    const done = await section('Bound accounts');
    expect(await within(done).findByRole('status')).toHaveTextContent('Bank account name bound.');
    expect(within(done).getByText('N*** O***')).toBeInTheDocument();
  });

  it('the profile a member saves is what the page and the platform then hold (the nickname too)', async () => {
    await openPage('member');
    const profile = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.clear(field(profile, 'Nickname'));
    await typeInto(profile, 'Nickname', 'Night Owl');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(await section('Profile')).findByRole('status')).toHaveTextContent('Profile saved.');
    expect(demo.platform.accountById('m-1001')?.nickname).toBe('Night Owl');
    expect(await within(await section('Account details')).findByText('Night Owl')).toBeInTheDocument();
  });

  it('§5/§9 a birthday in the future is refused unsent; a real one is saved only once confirmed, then locked', async () => {
    await openPage('member');
    const profile = await screen.findByRole('form', { name: 'Profile' });
    await typeInto(profile, 'Birthday', '2099-01-01');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(field(profile, 'Birthday')).toHaveAccessibleDescription(/Enter a real date that is not in the future\./);
    expect(requests.count('PUT', '/wps/member/profile')).toBe(0);

    await userEvent.clear(field(profile, 'Birthday'));
    await typeInto(profile, 'Birthday', '1990-12-31');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check before saving' });
    expect(confirm).toHaveTextContent('Birthday: 1990-12-31');
    expect(confirm).toHaveTextContent('cannot be changed afterwards');
    expect(requests.count('PUT', '/wps/member/profile')).toBe(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save for good' }));
    expect(await within(await section('Profile')).findByRole('status')).toHaveTextContent('Profile saved.');
    expect(requests.count('PUT', '/wps/member/profile')).toBe(1);
    expect(within(await section('Profile')).getByText('1990-12-31')).toBeInTheDocument();
  });

  it('the social binding is refused when the identity is already another account’s: said in its dialog', async () => {
    // This browser's demo identity signed in with Google before, which bound it to an account of its own.
    const { requestDemoSocialConsent, loginSocial } = await import('@atrium/api/session');
    const { createApiClient } = await import('@atrium/api/client');
    const guest = createApiClient({
      baseUrl: DEMO_ORIGIN,
      merchantCode: 'atriumdemo',
      getLanguage: () => 'EN',
      getToken: () => null,
    });
    const { deviceId } = await import('../../../shared/session');
    const code = await requestDemoSocialConsent(guest, { provider: 'google', deviceId: deviceId() });
    await loginSocial(guest, { provider: 'google', code, deviceId: deviceId() });
    await openPage('member');
    await userEvent.click(await screen.findByRole('button', { name: 'Bind Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind Google' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and bind' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the operation is not allowed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const social = await section('Social accounts');
    expect(within(social).getByRole('button', { name: 'Bind Google' })).toBeInTheDocument();
    expect(within(social).getAllByText('Not bound')).toHaveLength(2);
  });
});
