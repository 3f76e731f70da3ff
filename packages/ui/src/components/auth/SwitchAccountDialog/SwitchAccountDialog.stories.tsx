import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { choosesByKeyboard, choosesWith, dismissesByButtonAndEscape } from '../../../stories/dialogStories';
import { SwitchAccountDialog } from './SwitchAccountDialog';

const meta = {
  title: 'Auth/SwitchAccountDialog',
  component: SwitchAccountDialog,
  args: { isOpen: true, currentName: 'Lucky Star', onKeep: fn(), onSwitch: fn() },
} satisfies Meta<typeof SwitchAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AsksWhichAccount: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    await expect(dialog).toHaveTextContent('This link signs in to another account. You are signed in as Lucky Star.');
    await expect(screen.getByRole('button', { name: 'Stay signed in as Lucky Star' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Use the link’s account' })).toBeEnabled();
  },
};

export const SwitchesOnlyWhenAsked: Story = { play: choosesWith('Use the link’s account', 'onSwitch', 'onKeep') };

/** The keep button, Escape and the close button all keep the signed-in account. */
export const ClosingKeepsTheAccount: Story = {
  play: dismissesByButtonAndEscape({
    button: 'Stay signed in as Lucky Star',
    handler: 'onKeep',
    notCalled: 'onSwitch',
    buttonStep: 'the keep button',
  }),
};

/** Keyboard: focus starts inside the dialog and Tab reaches both choices. */
export const ByKeyboard: Story = {
  play: choosesByKeyboard('Switch account?', 'Stay signed in as Lucky Star', 'onKeep'),
};

export const NameNotKnownYet: Story = {
  args: { currentName: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    await expect(dialog).toHaveTextContent('This link signs in to another account than the one signed in here.');
    await expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeEnabled();
  },
};

export const Rtl: Story = inArabic({ dialog: 'تبديل الحساب؟', says: 'Lucky Star' });

export const Chinese: Story = inChinese({ dialog: '切换账户？', says: 'Lucky Star' });
