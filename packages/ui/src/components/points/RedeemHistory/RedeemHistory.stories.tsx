import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { REDEEM_RECORDS } from '../points.fixtures';
import { RedeemHistory } from './RedeemHistory';

/** §4 In Process, Rejected, Approved, with every column docs/centres.md names. */
const meta = {
  title: 'Points/RedeemHistory',
  component: RedeemHistory,
  args: { page: REDEEM_RECORDS, currencySymbol: '$', onPageChange: fn(), onRetry: fn() },
  // visual-skip: the rows show their times in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
} satisfies Meta<typeof RedeemHistory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Redeem history',
  none: { page: null },
  empty: { args: { page: { items: [], page: 1, totalPages: 0 } }, says: 'No redemptions yet.' },
});

/** Each record reads with its reference, quantity, requirements and status; an undecided one has no time yet. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('rd-1003')).toBeVisible();
    await expect(first.getAllByText('In Process').length).toBeGreaterThan(0);
    await expect(first.getByText('Goods')).toBeVisible();
    await expect(first.getByText('2,000')).toBeVisible();
    await expect(first.getByText('$500.00')).toBeVisible();
    await expect(first.getByText('None')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getAllByText('Rejected').length).toBeGreaterThan(0);
    await expect(within(rows[2] as HTMLElement).getAllByText('Approved').length).toBeGreaterThan(0);
    await expect(within(rows[2] as HTMLElement).getByText('Cash')).toBeVisible();
    await expectNoSideScroll();
  },
};

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('قيد المعالجة');
