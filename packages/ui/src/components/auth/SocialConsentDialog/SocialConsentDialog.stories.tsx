import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { choosesByKeyboard, dismissesByButtonAndEscape } from '../../../stories/dialogStories';
import { SocialConsentDialog } from './SocialConsentDialog';

const meta = {
  title: 'Auth/SocialConsentDialog',
  component: SocialConsentDialog,
  args: { isOpen: true, provider: 'google', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof SocialConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** §6: the player is told the binding cannot be undone before confirming. */
export const SaysTheBindingIsForGood: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await expect(dialog).toHaveTextContent('binds this Google account to an account on this site for good');
    await expect(dialog).toHaveTextContent('cannot be undone');
  },
};

export const Confirms: Story = {
  args: { provider: 'facebook' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Sign in with Facebook' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape share nothing and bind nothing. */
export const Cancels: Story = {
  play: dismissesByButtonAndEscape({ button: 'Cancel', handler: 'onCancel', notCalled: 'onConfirm' }),
};

export const ByKeyboard: Story = {
  play: choosesByKeyboard('Sign in with Google', 'Confirm and continue', 'onConfirm'),
};

export const Rtl: Story = inArabic({ dialog: 'تسجيل الدخول عبر جوجل', says: 'لا يمكن التراجع عن الربط' });

export const Chinese: Story = inChinese({ dialog: /Google/, says: '无法撤销' });
