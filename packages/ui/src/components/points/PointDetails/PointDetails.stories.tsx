import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { POINT_DETAILS } from '../points.fixtures';
import { PointDetails } from './PointDetails';

/** §3 points details by type: changed points, the points balance after, the remark, page by page. */
const meta = {
  title: 'Points/PointDetails',
  component: PointDetails,
  args: { page: POINT_DETAILS, type: null, onTypeChange: fn(), onPageChange: fn(), onRetry: fn() },
  // visual-skip: the rows show their times in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
} satisfies Meta<typeof PointDetails>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Points details',
  none: { page: null },
  empty: { args: { page: { items: [], page: 1, totalPages: 0 }, type: 'pvp' }, says: 'No points changes yet.' },
});

/** Each change with its sign, the balance after it and its remark; the filter offers the seven types. */
export const Details: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('-500').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('+120').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Converted to balance')).toBeVisible();
    await expect(canvas.getByText('3,630')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Point type/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'All types',
      'Live casino',
      'Lottery',
      'Card games',
      'Slots',
      'Sports',
      'Redeem',
      'Deposit',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sports' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('sports');
    await userEvent.click(canvas.getByRole('button', { name: /^Page 2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expectNoSideScroll();
  },
};

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic({ heading: 'تفاصيل النقاط' });
