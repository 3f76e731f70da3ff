import { CAPTCHA_REFRESH_THROTTLE_MS } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { closesOnEscape, expectNoSideScroll, findDialog } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { manualClock } from '../../primitives/CountdownButton';
import { STORY_CAPTCHA_PNG, STORY_NOW } from '../../forms/storyFixtures';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';
import { loginStoryArgs } from './LoginDialog.fixtures';

// The SMS tab's stories are in LoginDialogSms.stories.tsx, under the same title.
const meta = {
  title: 'Auth/LoginDialog',
  component: LoginDialog,
  args: loginStoryArgs,
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Log in');
const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Log in' });

/** The dialog as the app holds it: the server's answers arrive as props after a submit. */
function Stateful(props: LoginDialogProps & { readonly refuseWith?: string }) {
  const { refuseWith, ...rest } = props;
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return (
    <LoginDialog
      {...rest}
      errorKey={errorKey}
      onSubmit={(submission) => {
        props.onSubmit(submission);
        if (refuseWith) setErrorKey(refuseWith);
      }}
    />
  );
}

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

export const Empty: Story = {
  play: async () => {
    await dialog();
    await expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await expect(usernameBox()).toHaveValue('');
    await expect(usernameBox()).toHaveAttribute('autocomplete', 'username');
    await expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    await expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    await expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const FocusesTheFirstField: Story = {
  name: 'Opens with the focus in the first field',
  play: async ({ userEvent }) => {
    await dialog();
    await waitFor(() => expect(usernameBox()).toHaveFocus());
    // Typing goes straight into it.
    await userEvent.keyboard('player1');
    await expect(usernameBox()).toHaveValue('player1');
  },
};

/** The switches arrive after the dialog opened: the SMS tab appears and the focus stays in the first field. */
function SwitchesArriveLate(props: LoginDialogProps) {
  const [isSmsLoginEnabled, setSmsLoginEnabled] = useState(false);
  useEffect(() => {
    const arrive = setTimeout(() => setSmsLoginEnabled(true), 50);
    return () => clearTimeout(arrive);
  }, []);
  return <LoginDialog {...props} isSmsLoginEnabled={isSmsLoginEnabled} />;
}

export const FocusSurvivesLateSwitches: Story = {
  name: 'The focus stays in the first field when the settings reshape the form',
  render: (args) => <SwitchesArriveLate {...args} />,
  play: async () => {
    await dialog();
    await screen.findByRole('tab', { name: 'SMS code' });
    await waitFor(() => expect(usernameBox()).toHaveFocus());
  },
};

/**
 * The switches arrive while the player is typing the password (after its third character): the tabs appear and the
 * fields move into the first tab, but what was typed stays and the next keys still go into the password.
 */
function SwitchesArriveWhileTyping(props: LoginDialogProps) {
  const [isSmsLoginEnabled, setSmsLoginEnabled] = useState(false);
  useEffect(() => {
    const onInput = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'password' && target.value.length >= 3) {
        setSmsLoginEnabled(true);
      }
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);
  return <LoginDialog {...props} isSmsLoginEnabled={isSmsLoginEnabled} />;
}

export const TypingSurvivesLateSwitches: Story = {
  name: 'What the player types survives settings that arrive mid-word',
  render: (args) => <SwitchesArriveWhileTyping {...args} />,
  play: async ({ userEvent }) => {
    await dialog();
    await userEvent.type(usernameBox(), 'player1');
    await userEvent.click(passwordBox());
    await userEvent.keyboard('Dem');
    await screen.findByRole('tab', { name: 'SMS code' });
    await userEvent.keyboard('o1234');
    await expect(passwordBox()).toHaveValue('Demo1234');
    await expect(passwordBox()).toHaveFocus();
    await expect(usernameBox()).toHaveValue('player1');
  },
};

export const UsernameOnly: Story = {
  name: 'Username only (SMS login off, no DIRECTREG3)',
  args: { isSmsLoginEnabled: false, canRegister: false, socialProviders: [] },
  play: async () => {
    await dialog();
    await expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(usernameBox()).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
  },
};

export const WithCaptcha: Story = {
  args: { captcha: { imageBase64: STORY_CAPTCHA_PNG }, errorKey: 'errors:captcha.required' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent('Please enter the captcha.');
  },
};

export const Submitting: Story = {
  args: { initialValues: { username: 'player01' }, isSubmitting: true },
  play: async ({ args, userEvent }) => {
    await dialog();
    const submit = submitButton();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(passwordBox(), 'secret123{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { initialValues: { username: 'player01' }, errorKey: 'errors:login.failed' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('The username or password is incorrect.');
  },
};

export const FieldErrors: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(submitButton());
    await expect(usernameBox()).toHaveAttribute('aria-invalid', 'true');
    await expect(usernameBox()).toHaveAccessibleDescription('This field cannot be empty.');
    await expect(passwordBox()).toHaveAccessibleDescription('This field cannot be empty.');
    await waitFor(() => expect(usernameBox()).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RememberedUsername: Story = {
  args: { initialValues: { username: 'player01', rememberMe: true } },
  play: async () => {
    await dialog();
    await expect(usernameBox()).toHaveValue('player01');
    await expect(passwordBox()).toHaveValue('');
    await expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const WithNotice: Story = {
  args: { noticeKey: 'errors:session.notLoggedIn' },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('You are not logged in. Please log in.');
  },
};

export const RejectsEmptyPassword: Story = {
  play: async ({ args, userEvent, step }) => {
    await dialog();
    await step('a username alone is refused, under the password field', async () => {
      await userEvent.type(usernameBox(), 'player01');
      await userEvent.click(submitButton());
      await expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
      await expect(passwordBox()).toHaveAccessibleDescription('This field cannot be empty.');
      await expect(usernameBox()).not.toHaveAttribute('aria-invalid');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('spaces alone are empty too (§5)', async () => {
      await userEvent.type(passwordBox(), '   ');
      await userEvent.click(submitButton());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('typing a password clears the message', async () => {
      await userEvent.type(passwordBox(), 'secret123');
      await expect(passwordBox()).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const TrimsUsername: Story = {
  name: '§5 Login by username: inputs trimmed',
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.type(usernameBox(), '  player01 ');
    await userEvent.type(passwordBox(), ' secret123 ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'username',
      username: 'player01',
      password: 'secret123',
      rememberMe: true,
    });
  },
};

export const KeepsInputOnServerError: Story = {
  render: (args) => <Stateful {...args} refuseWith="errors:login.failed" />,
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.type(usernameBox(), 'player01');
    await userEvent.type(passwordBox(), 'wrong123');
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    await expect(usernameBox()).toHaveValue('player01');
    await expect(passwordBox()).toHaveValue('wrong123');
    await expect(submitButton()).toBeEnabled();
  },
};

const throttleClock = manualClock(STORY_NOW);

export const RefreshesCaptchaAtMostOncePerSecond: Story = {
  args: { captcha: { imageBase64: STORY_CAPTCHA_PNG }, clock: throttleClock },
  play: async ({ args, userEvent, step }) => {
    await dialog();
    const refresh = screen.getByRole('button', { name: 'New captcha image' });
    await step('two presses within a second refresh once', async () => {
      await userEvent.click(refresh);
      throttleClock.advance(CAPTCHA_REFRESH_THROTTLE_MS - 1);
      await userEvent.click(refresh);
      await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    });
    await step('a second after the first, it refreshes again', async () => {
      throttleClock.advance(1);
      await userEvent.click(refresh);
      await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(2);
    });
  },
};

export const RequiresCaptchaWhenShown: Story = {
  name: '§5 Login by username: captcha when shown',
  args: { captcha: { imageBase64: STORY_CAPTCHA_PNG } },
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.type(usernameBox(), 'player01');
    await userEvent.type(passwordBox(), 'secret123');
    await userEvent.click(submitButton());
    const captcha = screen.getByRole('textbox', { name: 'Captcha' });
    await expect(captcha).toHaveAccessibleDescription('This field cannot be empty.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(captcha, ' 4729 ');
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: '4729' }));
  },
};

export const OpensForgotPassword: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
};

export const SwitchesToRegister: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await expect(args.onSwitchToRegister).toHaveBeenCalledTimes(1);
  },
};

export const SignsInWithGoogle: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await expect(screen.getByRole('group', { name: 'Or log in with' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    await expect(args.onSocialSignIn).toHaveBeenCalledWith('google');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StartsFreePlay: Story = {
  name: 'Starts free play (§1 trial accounts)',
  args: { onFreePlay: fn() },
  play: async ({ args, userEvent, step }) => {
    await dialog();
    const freePlay = screen.getByRole('button', { name: 'Play for free' });
    await step('press "Play for free"', async () => {
      await userEvent.click(freePlay);
      await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StartingFreePlay: Story = {
  args: { onFreePlay: fn(), isStartingFreePlay: true, initialValues: { username: 'player01' } },
  play: async ({ args, userEvent }) => {
    await dialog();
    const freePlay = screen.getByRole('button', { name: 'Play for free' });
    await expect(freePlay).toBeDisabled();
    await expect(freePlay).toHaveAttribute('aria-busy', 'true');
    await expect(submitButton()).toBeDisabled();
    await userEvent.type(passwordBox(), 'secret123{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onFreePlay).not.toHaveBeenCalled();
  },
};

export const NoFreePlay: Story = {
  name: 'No free play (no onFreePlay)',
  play: async () => {
    await dialog();
    await expect(screen.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  },
};

export const ClosesOnEscape: Story = { play: closesOnEscape(dialog, 'onClose') };

export const LongText: Story = {
  args: {
    noticeKey: 'errors:rateLimited',
    errorKey: 'errors:invalidDomain',
    captcha: { imageBase64: STORY_CAPTCHA_PNG },
    initialValues: { username: 'averyveryverylongusernamethatkeepsgoingandgoing' },
  },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('alert')).toBeVisible();
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  ...inArabic([{ dialog: 'تسجيل الدخول' }, { role: 'textbox', name: 'اسم المستخدم' }, { role: 'alert' }]),
  args: { errorKey: 'errors:login.failed', noticeKey: 'errors:session.notLoggedIn' },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: '登录' });
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expect(screen.getByRole('textbox', { name: '用户名' })).toHaveAccessibleDescription('此项不能为空。');
  },
};
