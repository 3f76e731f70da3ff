import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { findDialog } from '../../../stories/helpers';
import { PROMOTIONS } from '../promotions.fixtures';
import { PromotionDetail } from './PromotionDetail';

const [WELCOME, DAILY] = PROMOTIONS;
if (!WELCOME || !DAILY) throw new Error('fixtures');

/** §2 /promotions#{promoId}: one promotion, its sanitized content and terms, and the action its status allows. */
const meta = {
  title: 'Promotions/PromotionDetail',
  component: PromotionDetail,
  args: { promotion: WELCOME, onClose: fn(), onApply: fn() },
} satisfies Meta<typeof PromotionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's HTML is sanitized (no script, no onerror); Join allows an application. */
export const Detail: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Welcome bonus up to 100%');
    const scope = within(dialog);
    await expect(dialog).toHaveTextContent('Your first deposit is matched up to 100%.');
    await expect(scope.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    await userEvent.click(scope.getByRole('button', { name: 'Apply for Welcome bonus up to 100%' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** A guest is asked to sign in rather than to apply. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ args, userEvent }) => {
    const scope = within(await findDialog('Welcome bonus up to 100%'));
    await userEvent.click(scope.getByRole('button', { name: 'Sign in to apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Applying: nothing to press but close; after an application the success is said. */
export const Applied: Story = {
  args: { promotion: DAILY, isApplied: true },
  play: async () => {
    const scope = within(await findDialog('Daily rebate'));
    await expect(scope.getByText('Status: Applying')).toBeVisible();
    await expect(scope.getByText(/It is now being reviewed/)).toBeVisible();
    await expect(scope.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const scope = within(await findDialog('Welcome bonus up to 100%'));
    await expect(scope.getByRole('heading', { name: 'الشروط والأحكام' })).toBeVisible();
  },
};
