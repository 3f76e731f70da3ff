import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { inArabic, inChinese } from '../../../stories/languageStories';
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
  play: async ({ args, userEvent, step }) => {
    await step('the Cancel button', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
    });
    await step('Escape', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
    });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Sign in with Google' });
    const confirm = screen.getByRole('button', { name: 'Confirm and continue' });
    for (let i = 0; i < 4 && document.activeElement !== confirm; i += 1) await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Rtl: Story = inArabic({ dialog: 'تسجيل الدخول عبر جوجل', says: 'لا يمكن التراجع عن الربط' });

export const Chinese: Story = inChinese({ dialog: /Google/, says: '无法撤销' });
