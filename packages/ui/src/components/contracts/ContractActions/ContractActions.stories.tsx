import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { ContractActions } from './ContractActions';

/** §6 one direct downline's contracts, type by type, and what the upline may do about each. */
const meta = {
  title: 'Contracts/ContractActions',
  component: ContractActions,
  args: {
    downlineName: 'ctsub1',
    onAction: fn(),
    rows: [
      { type: 'dividend', state: null, waiting: null, actions: ['offer'] },
      { type: 'dailySalary', state: 'accepted', waiting: null, actions: ['edit', 'requestTerminate'] },
      { type: 'hourlySalary', state: 'pending', waiting: 'P', actions: [] },
      { type: 'realtimeSalary', state: 'ended', waiting: null, actions: ['offer'] },
    ],
  },
} satisfies Meta<typeof ContractActions>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  none: { rows: null },
  hasNoLoadingFlag: true,
  hidesWhileLoading: { role: 'button' },
  failed: { errorMessage: 'The service is not available.', onRetry: fn() },
  failedSays: 'The service is not available.',
});

export const Data: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Contracts with ctsub1' })).toBeVisible();
    const dividend = within(canvas.getByRole('listitem', { name: 'Dividend' }));
    await expect(dividend.getByText('No contract yet')).toBeVisible();
    await userEvent.click(dividend.getByRole('button', { name: 'Offer a new dividend contract' }));
    await expect(args.onAction).toHaveBeenCalledWith('dividend', 'offer');
    const daily = within(canvas.getByRole('listitem', { name: 'Daily salary' }));
    await expect(daily.getByText('Accepted')).toBeVisible();
    await expect(daily.getByRole('button', { name: 'Change the daily salary contract' })).toBeEnabled();
    await expect(daily.getByRole('button', { name: 'Ask to end the daily salary contract' })).toBeEnabled();
    const hourly = within(canvas.getByRole('listitem', { name: 'Hourly salary' }));
    await expect(hourly.getByText('New offer, waiting for an answer')).toBeVisible();
    await expect(hourly.queryByRole('button')).toBeNull();
    await expect(
      within(canvas.getByRole('listitem', { name: 'Real-time salary' })).getByText('Terminated'),
    ).toBeVisible();
    await expectNoSideScroll();
  },
};

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

export const Rtl: Story = inArabic({ heading: 'العقود مع ctsub1' });
