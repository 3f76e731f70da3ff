import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { closesOnEscape, findDialog } from '../../../stories/helpers';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { RealAccountRequiredDialog } from './RealAccountRequiredDialog';

const meta = {
  title: 'Auth/RealAccountRequiredDialog',
  component: RealAccountRequiredDialog,
  args: { isOpen: true, reason: 'game', onConfirm: fn() },
} satisfies Meta<typeof RealAccountRequiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Real account needed');

export const Playground: Story = {};

export const GameLaunch: Story = {
  name: '§4 Game start: trial user gets an info dialog with OK',
  play: async ({ args, userEvent }) => {
    await expect(await dialog()).toHaveAccessibleDescription(
      'You are using a trial account. Please register a real account to play this game.',
    );
    await expect(screen.queryByRole('button', { name: 'Register now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const MemberPanel: Story = {
  name: '§5 Member panel: need a true account, with confirm',
  args: { reason: 'memberPanel' },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleDescription(
      'You are using a trial account. Please register a real account to use this area.',
    );
  },
};

export const General: Story = {
  args: { reason: 'general' },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleDescription(
      'You are using a trial account. Please register a real account first.',
    );
  },
};

export const WithRegisterAction: Story = {
  args: { onRegister: fn() },
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeConfirms: Story = {
  play: closesOnEscape(dialog, 'onConfirm'),
};

export const Rtl: Story = {
  ...inArabic([{ dialog: 'يلزم حساب حقيقي' }, { role: 'button', name: 'سجّل الآن' }]),
  args: { onRegister: fn() },
};

export const Chinese: Story = inChinese({ dialog: '需要正式账户' });
