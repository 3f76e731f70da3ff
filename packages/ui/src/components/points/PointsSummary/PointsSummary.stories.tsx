import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { POINT_SUMMARY } from '../points.fixtures';
import { PointsSummary } from './PointsSummary';
import { listStates } from '../../../stories/listStories';
import { inArabic, inChinese } from '../../../stories/languageStories';

/** §3 current points and balance, the statement that points never expire, the way to convert. */
const meta = {
  title: 'Points/PointsSummary',
  component: PointsSummary,
  args: { summary: POINT_SUMMARY, currencySymbol: '$', onConvert: fn(), onSignIn: fn(), onRetry: fn() },
} satisfies Meta<typeof PointsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({ region: 'My points', none: { summary: null } });

export const Member: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3,250')).toBeVisible();
    await expect(canvas.getByText('$1,234.56')).toBeVisible();
    await expect(canvas.getByText('Points never expire.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Convert to main wallet' }));
    await expect(args.onConvert).toHaveBeenCalledTimes(1);
    await expectNoSideScroll();
  },
};

/** A guest sees that points never expire and is asked to sign in. */
export const Guest: Story = {
  args: { summary: null, isGuest: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Convert to main wallet' })).toBeNull();
    await expect(canvas.getByText('Points never expire.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** After a conversion the member reads what it gave, above the figures. */
export const Converted: Story = {
  args: { convertResult: { id: 'c-1', points: 500, amountCents: 500 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '500 points converted: $5.00 added to your main wallet.',
    );
  },
};

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('النقاط لا تنتهي صلاحيتها أبدًا.');

export const Chinese: Story = inChinese('积分永不过期。');
