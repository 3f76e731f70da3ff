import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { WarningDialog } from './WarningDialog';

const meta = {
  title: 'Auth/WarningDialog',
  component: WarningDialog,
  args: { isOpen: true, message: 'SMS sending failed, please try again later.', onConfirm: fn() },
} satisfies Meta<typeof WarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ServerMessage: Story = {
  name: '§8 Failed SMS send: the server message and a confirm button',
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await expect(dialog).toHaveAccessibleDescription('SMS sending failed, please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const InvalidInvitationCode: Story = {
  name: '§8 Invalid invitation code (i18n key)',
  args: { message: null, messageKey: 'errors:invitationInvalid' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await expect(dialog).toHaveAccessibleDescription('Invalid invitation code.');
  },
};

export const ShowsHtmlAsText: Story = {
  args: { message: '<img src=x onerror=alert(1)><b>Failed</b>' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)><b>Failed</b>');
    await expect(dialog.querySelector('img, b')).toBeNull();
  },
};

export const EscapeConfirms: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Notice' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    message:
      'The verification service of your mobile carrier did not accept the request. Please check that the number is correct, wait a few minutes and try again, or contact customer service if the problem continues. Reference: SMS-GATEWAY-REJECTED-0000000000000000000000000001',
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: 'OK' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  ...inArabic([{ dialog: 'تنبيه' }, { role: 'button', name: 'حسنًا' }]),
  args: { message: null, messageKey: 'errors:invitationInvalid' },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { message: null, messageKey: 'errors:invitationInvalid' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '提示' })).toHaveAccessibleDescription('邀请码无效。');
  },
};
