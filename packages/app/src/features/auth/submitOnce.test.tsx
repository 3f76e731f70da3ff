import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuthInternals, type AuthDialogState } from '../../shared/auth/authContext';
import { readToken } from '../../shared/session';
import { renderApp, signIn } from '../../test/renderApp';
import { activateTwice, expectBusy, SUBMIT_GESTURES } from '../../test/submitGestures';
import { DEMO_PASSWORD } from '@atrium/api/demo';
import { setUpDemoServer } from '../../test/demoServer';
import { field, typeInto } from '../../test/fields';
import { demoSmsCode } from '../../test/signIn';

const { server, requests, hold } = setUpDemoServer({ freshPlatformEachTest: true });

/** Opens one of the auth dialogs, as the header's buttons and the session layer do. */
function Open({ dialog }: { readonly dialog: NonNullable<AuthDialogState> }) {
  const { setDialog } = useAuthInternals();
  useEffect(() => setDialog(dialog), [dialog, setDialog]);
  return null;
}

/** Opens `dialog` and waits for the whitelabel switches to have shaped it (its tabs), as a user would see it. */
async function openDialog(dialog: NonNullable<AuthDialogState>, name: string) {
  await renderApp(<Open dialog={dialog} />, { withSession: true });
  const shown = await screen.findByRole('dialog', { name });
  if (dialog.kind === 'login' || dialog.kind === 'register' || dialog.kind === 'forgotPassword') {
    await within(shown).findAllByRole('tab');
  }
  return shown;
}

const LOGIN = { kind: 'login', noticeKey: null } as const;

/**
 * One submit: how to reach it, the request it sends (held until the gesture is over), the button, the field Enter is
 * held in, and the first request's outcome as the user sees it.
 */
interface SubmitCase {
  readonly name: string;
  readonly request: readonly [method: string, path: string];
  readonly button: string | RegExp;
  /** Fills the form; returns the field Enter is held in (the button itself when it is not a form's submit). */
  readonly prepare: () => Promise<HTMLElement | undefined>;
  readonly outcome: () => Promise<void>;
}

const dialogGone = (name: string) => () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

const CASES: readonly SubmitCase[] = [
  {
    name: 'sign-in by username',
    request: ['POST', '/wps/session/login'],
    button: 'Log in',
    prepare: async () => {
      const dialog = await openDialog(LOGIN, 'Log in');
      await typeInto(dialog, 'Username', 'member');
      await typeInto(dialog, 'Password', DEMO_PASSWORD);
      return field(dialog, 'Password');
    },
    outcome: async () => {
      await dialogGone('Log in')();
      expect(readToken()).not.toBeNull();
    },
  },
  {
    name: 'sign-in by SMS code',
    request: ['POST', '/wps/session/login'],
    button: 'Log in',
    prepare: async () => {
      const dialog = await openDialog(LOGIN, 'Log in');
      await userEvent.click(await within(dialog).findByRole('tab', { name: 'SMS code' }));
      await typeInto(dialog, 'Mobile number', '9171234567');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
      await typeInto(dialog, 'Verification code', await demoSmsCode('639171234567'));
      return field(dialog, 'Verification code');
    },
    outcome: async () => {
      await dialogGone('Log in')();
      expect(readToken()).not.toBeNull();
    },
  },
  {
    name: 'the two-factor answer',
    request: ['POST', '/wps/session/login'],
    button: 'Confirm',
    prepare: async () => {
      const login = await openDialog(LOGIN, 'Log in');
      await typeInto(login, 'Username', 'newip');
      await typeInto(login, 'Password', DEMO_PASSWORD);
      await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
      const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
      await typeInto(dialog, 'Verification code', '246810');
      requests.reset();
      return field(dialog, 'Verification code');
    },
    outcome: async () => {
      await dialogGone("Confirm it's you")();
      expect(readToken()).not.toBeNull();
    },
  },
  {
    name: 'free play',
    request: ['POST', '/wps/session/login/freeplay'],
    button: 'Play for free',
    prepare: async () => {
      await openDialog(LOGIN, 'Log in');
      return undefined;
    },
    outcome: async () => {
      await dialogGone('Log in')();
      expect(readToken()).not.toBeNull();
    },
  },
  {
    name: 'registration',
    request: ['PUT', '/wps/member/register'],
    button: 'Register',
    prepare: async () => {
      const dialog = await openDialog({ kind: 'register' }, 'Create an account');
      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Username' }));
      await typeInto(dialog, 'Username', 'newplayer1');
      await typeInto(dialog, 'Password', 'Secret77x');
      await typeInto(dialog, 'Confirm password', 'Secret77x');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms and conditions/ }));
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /at least \d+ years old/ }));
      return field(dialog, 'Confirm password');
    },
    outcome: async () => {
      // The account is created and signed in: never "this username is already taken" from a second PUT.
      await dialogGone('Create an account')();
      expect(readToken()).not.toBeNull();
    },
  },
  ...(['voluntary', 'forced'] as const).map((variant): SubmitCase => ({
    name: `change password (${variant})`,
    request: ['POST', '/wps/member/password'],
    button: 'Change password',
    prepare: async () => {
      await signIn(variant === 'forced' ? 'expired' : 'member');
      const dialog = await openDialog(
        { kind: 'changePassword', forced: variant === 'forced' ? 'expired' : null },
        'Change password',
      );
      await typeInto(dialog, 'Current password', DEMO_PASSWORD);
      await typeInto(dialog, 'New password', 'Newpass99');
      await typeInto(dialog, 'Confirm new password', 'Newpass99');
      return field(dialog, 'Confirm new password');
    },
    outcome: async () => {
      // The confirmation, never "the current password is incorrect" from a second POST.
      expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
      expect(screen.queryByText(/incorrect/i)).not.toBeInTheDocument();
    },
  })),
  {
    name: 'forgot password by email',
    request: ['POST', '/wps/member/password/email'],
    button: 'Send reset email',
    prepare: async () => {
      const dialog = await openDialog({ kind: 'forgotPassword' }, 'Forgot password');
      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Email' }));
      await typeInto(dialog, 'Username', 'member');
      await typeInto(dialog, 'Email', 'member@demo.atrium.test');
      return field(dialog, 'Email');
    },
    outcome: async () => {
      expect(await screen.findByText(/We have sent a password reset email/)).toBeInTheDocument();
    },
  },
  {
    name: 'forgot password by SMS',
    request: ['POST', '/wps/member/password/verification'],
    button: 'Reset password',
    prepare: async () => {
      const dialog = await openDialog({ kind: 'forgotPassword' }, 'Forgot password');
      await typeInto(dialog, /Mobile number/, '9171234567');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
      await typeInto(dialog, 'Verification code', await demoSmsCode('639171234567'));
      await typeInto(dialog, 'New password', 'Newpass99');
      await typeInto(dialog, 'Confirm new password', 'Newpass99');
      return field(dialog, 'Confirm new password');
    },
    outcome: async () => {
      await dialogGone('Forgot password')();
      expect(readToken()).not.toBeNull();
    },
  },
  ...(
    [
      ['login', LOGIN, 'Log in', '/wps/verification/sms/noLogin'],
      ['registration', { kind: 'register' }, 'Create an account', '/wps/verification/sms/register'],
      ['forgot password', { kind: 'forgotPassword' }, 'Forgot password', '/wps/verification/sms/noLogin'],
    ] as const
  ).map(([where, dialog, title, path]): SubmitCase => ({
    name: `SMS code send (${where})`,
    request: ['POST', path],
    button: 'Send code',
    prepare: async () => {
      const shown = await openDialog(dialog, title);
      if (where === 'login') await userEvent.click(await within(shown).findByRole('tab', { name: 'SMS code' }));
      if (where === 'registration') {
        await userEvent.click(await within(shown).findByRole('tab', { name: 'Mobile number' }));
      }
      await typeInto(shown, /Mobile number/, where === 'registration' ? '9170000001' : '9171234567');
      return undefined;
    },
    outcome: async () => {
      // The countdown of the one code sent; a second send would have been refused ("too many requests").
      expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
    },
  })),
  {
    name: 'log out',
    request: ['DELETE', '/wps/session/logout'],
    button: 'Log out',
    prepare: async () => {
      await signIn('member');
      await openDialog({ kind: 'logoutConfirm' }, 'Log out');
      return undefined;
    },
    outcome: async () => {
      await dialogGone('Log out')();
      expect(readToken()).toBeNull();
    },
  },
];

describe('§4 §5 every auth submit sends one request, whatever the user does twice (shared/submit)', () => {
  const table = CASES.flatMap((submit) => SUBMIT_GESTURES.map((gesture) => ({ name: submit.name, gesture, submit })));
  it.each(table)(
    '$name, $gesture: one request is sent, and the first outcome is shown',
    async ({ submit, gesture }) => {
      const field = await submit.prepare();
      const [method, path] = submit.request;
      const before = requests.count(method, path);
      const release = hold(path);
      const button = screen.getByRole('button', { name: submit.button });
      activateTwice(gesture, button, field);
      // While the first is on its way the button shows progress under the same name.
      await waitFor(() => expectBusy(submit.button));
      release();
      await submit.outcome();
      expect(requests.count(method, path) - before).toBe(1);
    },
  );
});

/** The JSON bodies the platform received for `path`, in order. */
function bodiesOf(path: string) {
  const bodies: Promise<unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) bodies.push(request.clone().json());
  });
  return () => Promise.all(bodies);
}

/** The platform's country list (GET /wps/system/countryCode). */
const COUNTRIES = '/wps/system/countryCode';

describe('§4 §5 auth form defects', () => {
  it('§4 SMS login sends the dialing code the dialog shows (+63), and the code sent to that number logs in', async () => {
    const sent = bodiesOf('/wps/verification/sms/noLogin');
    // The country list arrives after the dialog has opened, as on a first open after a page load.
    const releaseCountries = hold(COUNTRIES);
    const dialog = await openDialog(LOGIN, 'Log in');
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'SMS code' }));
    releaseCountries();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(/\+63/),
    );
    await typeInto(dialog, 'Mobile number', '9171234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
    expect(await sent()).toEqual([{ countryDialingCode: '63', mobileNum: '9171234567' }]);
    await typeInto(dialog, 'Verification code', await demoSmsCode('639171234567'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await dialogGone('Log in')();
    expect(readToken()).not.toBeNull();
  });

  it('§5 registration: "Send code" works on the first open, before any country is chosen (the list arrives later)', async () => {
    const sent = bodiesOf('/wps/verification/sms/register');
    const releaseCountries = hold(COUNTRIES);
    const dialog = await openDialog({ kind: 'register' }, 'Create an account');
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
    releaseCountries();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(/\+63/),
    );
    await typeInto(dialog, /Mobile number/, '9170000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in \d+ s/ });
    expect(await sent()).toEqual([expect.objectContaining({ countryDialingCode: '63', mobileNo: '9170000002' })]);
  });

  it('§4 the login dialog opens with the focus in its first field, not on Close', async () => {
    const dialog = await openDialog(LOGIN, 'Log in');
    await waitFor(() => expect(field(dialog, 'Username')).toHaveFocus());
  });

  it.each([
    ['login (SMS)', LOGIN, 'Log in', 'SMS code'],
    ['registration by mobile', { kind: 'register' }, 'Create an account', 'Mobile number'],
    ['password recovery by mobile', { kind: 'forgotPassword' }, 'Forgot password', 'Mobile number'],
  ] as const)(
    '§5 the required mobile number shows its marker and is announced as required: %s',
    async (_, open, title, tab) => {
      const dialog = await openDialog(open, title);
      await userEvent.click(await within(dialog).findByRole('tab', { name: tab }));
      const mobile = field(dialog, /^Mobile number/);
      expect(mobile).toHaveAttribute('aria-required', 'true');
      // The marker is seen, not read: the name stays "Mobile number".
      const label = dialog.querySelector(`label[for="${mobile.id}"]`);
      expect(label?.textContent).toMatch(/\*$/);
      expect(within(dialog).getByRole('textbox', { name: /^Mobile number$/ })).toBe(mobile);
    },
  );

  it('§5 a refused password change keeps everything typed; an accepted one is confirmed, and OK closes the dialog', async () => {
    await signIn('member');
    const dialog = await openDialog({ kind: 'changePassword', forced: null }, 'Change password');
    await typeInto(dialog, 'Current password', 'Wrong1234');
    await typeInto(dialog, 'New password', 'Newpass99');
    await typeInto(dialog, 'Confirm new password', 'Newpass99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(/current password/i, { selector: '[role="alert"], p' })).toBeInTheDocument();
    expect(field(dialog, 'New password')).toHaveValue('Newpass99');
    expect(field(dialog, 'Confirm new password')).toHaveValue('Newpass99');
    await userEvent.clear(field(dialog, 'Current password'));
    await typeInto(dialog, 'Current password', DEMO_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your password has been changed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await dialogGone('Change password')();
  });
});
