import { CAPTCHA_REFRESH_THROTTLE_MS } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_CAPTCHA_PNG, STORY_NOW } from '../../forms/storyFixtures';
import { AgentLanding, type AgentLandingProps } from './AgentLanding';
import { expectNoSideScroll } from '../../../stories/helpers';

const meta = {
  title: 'Agent/AgentLanding',
  component: AgentLanding,
  args: {
    brandName: 'Atrium',
    year: 2026,
    onSubmit: fn(),
    isSubmitting: false,
    errorKey: null,
    captcha: null,
    onRefreshCaptcha: fn(),
  },
} satisfies Meta<typeof AgentLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const usernameBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Agent account/ });
const passwordBox = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Log in' });

export const Playground: Story = {};

export const Empty: Story = {
  name: '§2 /agent: marketing text, agent login, hours, copyright',
  play: async ({ canvas, step }) => {
    await step('marketing', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Build your team and earn with every bet they place' }),
      ).toBeVisible();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    });
    await step('the agent login form has no remember-password box', async () => {
      await expect(canvas.getByRole('region', { name: 'Agent login' })).toBeVisible();
      await expect(usernameBox(canvas)).toHaveAttribute('autocomplete', 'username');
      await expect(passwordBox(canvas)).toHaveAttribute('autocomplete', 'current-password');
      await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    });
    await step('consultation hours Monday-Friday 12:00-21:00, and the copyright', async () => {
      await expect(canvas.getByText(/Monday.*Friday, 12:00.*9:00\s?PM/)).toBeVisible();
      await expect(canvas.getByText('© 2026 Atrium. All rights reserved.')).toBeVisible();
    });
  },
};

export const WithCaptcha: Story = {
  args: { captcha: { imageBase64: STORY_CAPTCHA_PNG }, errorKey: 'errors:captcha.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter the captcha.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(submit(canvas)).toBeDisabled();
    await expect(submit(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const NonAgentRefused: Story = {
  name: '§6 Agent-only login rejects non-agents',
  args: { errorKey: 'errors:login.nonAgent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Non-agents cannot log in.');
  },
};

export const FieldErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(submit(canvas));
    await expect(usernameBox(canvas)).toHaveAccessibleDescription('This field cannot be empty.');
    await expect(passwordBox(canvas)).toHaveAccessibleDescription('This field cannot be empty.');
    await waitFor(() => expect(usernameBox(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TrimsUsername: Story = {
  name: '§5 Login by username: inputs trimmed',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(usernameBox(canvas), ' agent01  ');
    await userEvent.type(passwordBox(canvas), 'secret123');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'agent01', password: 'secret123' });
  },
};

export const RequiresCaptchaWhenShown: Story = {
  args: { captcha: { imageBase64: STORY_CAPTCHA_PNG } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(usernameBox(canvas), 'agent01');
    await userEvent.type(passwordBox(canvas), 'secret123');
    await userEvent.click(submit(canvas));
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), '4729');
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'agent01', password: 'secret123', captcha: '4729' });
  },
};

let throttleNow = STORY_NOW;

export const RefreshesCaptchaAtMostOncePerSecond: Story = {
  args: { captcha: { imageBase64: STORY_CAPTCHA_PNG }, clock: () => throttleNow },
  play: async ({ canvas, args, userEvent }) => {
    const refresh = canvas.getByRole('button', { name: 'New captcha image' });
    await userEvent.click(refresh);
    throttleNow += CAPTCHA_REFRESH_THROTTLE_MS - 1;
    await userEvent.click(refresh);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    throttleNow += 1;
    await userEvent.click(refresh);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(2);
  },
};

function RefusingParent(props: AgentLandingProps) {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return (
    <AgentLanding
      {...props}
      errorKey={errorKey}
      onSubmit={(submission) => {
        props.onSubmit(submission);
        setErrorKey('errors:login.nonAgent');
      }}
    />
  );
}

export const KeepsInputOnServerError: Story = {
  render: (args) => <RefusingParent {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(usernameBox(canvas), 'player01');
    await userEvent.type(passwordBox(canvas), 'secret123');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Non-agents cannot log in.');
    await expect(usernameBox(canvas)).toHaveValue('player01');
    await expect(passwordBox(canvas)).toHaveValue('secret123');
  },
};

export const LongText: Story = {
  args: {
    brandName: 'The Extraordinarily Long Brand Name Of A White-Label Operator International Limited',
    errorKey: 'errors:invalidDomain',
  },
  play: async () => {
    await expectNoSideScroll();
  },
};

/** §4 Language change before signing in: the same selector as the member side's menu. */
export const WithLanguageSelector: Story = {
  args: { languageSelect: { languages: ['en', 'zh-CN', 'ar'], language: 'en', onLanguageChange: fn() } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Language/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: /^العربية/ }));
    await expect(args.languageSelect?.onLanguageChange).toHaveBeenCalledWith('ar');
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'كوّن فريقك واربح مع كل رهان يضعه' })).toBeVisible();
    // The days come from Intl in Arabic.
    await expect(canvas.getByText(/الاثنين.*الجمعة/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '代理登录' })).toBeVisible();
    await expect(canvas.getByText(/星期一.*星期五/)).toBeVisible();
  },
};
