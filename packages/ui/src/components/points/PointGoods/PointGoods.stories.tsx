import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { POINT_GOODS } from '../points.fixtures';
import { PointGoods } from './PointGoods';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** docs/centres.md goods: conditions, quantity left, what a good pays or that it ships, and the member's action. */
const meta = {
  title: 'Points/PointGoods',
  component: PointGoods,
  args: {
    goods: POINT_GOODS,
    currentPoints: 3_250,
    currencySymbol: '$',
    onRedeem: fn(),
    onSignIn: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PointGoods>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Rewards',
  none: { goods: null },
  empty: { args: { goods: [] }, says: 'No rewards to redeem yet.' },
});

/** Each good says what it needs; only the ones the member can afford and that are left can be redeemed. */
export const Member: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pays $5.00 into your main wallet')).toBeVisible();
    await expect(canvas.getByText('Quantity left: unlimited')).toBeVisible();
    await expect(canvas.getByText('Quantity left: 3')).toBeVisible();
    await expect(canvas.getByText('Conditions: Shipped within 14 days of approval')).toBeVisible();
    await expect(canvas.getByText('Amount requirement: $500.00')).toBeVisible();
    await expect(canvas.getAllByText('Needs a delivery address')).toHaveLength(3);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByText('Not enough points')).toBeVisible();
    const redeem = canvas.getAllByRole('button', { name: /^Redeem / });
    await expect(redeem.map((b) => b.textContent)).toEqual(['Redeem 5.00 bonus cash', 'Redeem Team scarf']);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Team scarf' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(POINT_GOODS[1]);
    await expectNoSideScroll();
  },
};

/** Each good shows its picture from the demo platform, named for the good, in a 4:3 box held before it loads. */
export const Pictures: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const scarf = canvas.getByRole('img', { name: 'Picture of Team scarf' });
    await step('a picture per good, with alt text, loaded lazily', async () => {
      await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
        'Picture of 5.00 bonus cash',
        'Picture of Team scarf',
        'Picture of Luxury watch with a rather long name that has to wrap on a phone',
      ]);
      await expect(scarf).toHaveAttribute('loading', 'lazy');
      // A good the platform has no picture for shows none.
      await expect(canvas.getByText('Lucky mug').closest('li')?.querySelector('img')).toBeNull();
    });
    await step('the box keeps 4:3 whether or not the picture has arrived', async () => {
      const box = scarf.getBoundingClientRect();
      await expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
      const first = canvas.getByRole('img', { name: 'Picture of 5.00 bonus cash' }) as HTMLImageElement;
      await waitFor(() => expect(first.complete && first.naturalWidth > 0).toBe(true));
    });
    await expectNoSideScroll();
  },
};

/** A guest sees every good and a sign-in prompt for each action. */
export const Guest: Story = {
  args: { currentPoints: null },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Redeem / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to redeem Team scarf' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** After a redemption the good's own row says how it went, where the member pressed Redeem. */
export const RedeemedInProcess: Story = {
  args: { redeemResult: { id: 'rd-1', goodId: 'rw-scarf', status: 'inProcess' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Team scarf redeemed: in process. Follow it in the redeem history.');
    await expect(status.closest('li')).toHaveTextContent('Quantity left: 3');
  },
};

export const RedeemedApproved: Story = {
  args: { redeemResult: { id: 'rd-2', goodId: 'rw-cash-5', status: 'approved' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5.00 bonus cash redeemed: approved.');
  },
};

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('نفدت الكمية');
