import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { DIVIDEND_OFFER, HOURLY_OFFER, REALTIME_TERMINATION } from '../contracts.fixtures';
import { PendingOffers } from './PendingOffers';

const meta = {
  title: 'Contracts/PendingOffers',
  component: PendingOffers,
  args: {
    offers: [DIVIDEND_OFFER, HOURLY_OFFER, REALTIME_TERMINATION],
    onOpen: fn(),
    onRetry: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof PendingOffers>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  none: { offers: null },
  failed: { errorMessage: 'The service is not available.' },
  failedSays: 'The service is not available.',
  empty: { args: { offers: [] }, says: 'No offer is waiting for your answer.' },
});

export const Playground: Story = {};

export const Loading: Story = {
  args: { offers: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Offers waiting for your answer' })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Offers: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('§2 each offer waiting names its contract and what the upline asks', async () => {
      const dividend = within(canvas.getByRole('listitem', { name: 'Dividend contract' }));
      await expect(dividend.getByText('subagent1 offers you this contract.')).toBeVisible();
      const hourly = within(canvas.getByRole('listitem', { name: 'Hourly salary contract' }));
      await expect(hourly.getByText('subagent1 changed the terms of this offer.')).toBeVisible();
      const realtime = within(canvas.getByRole('listitem', { name: 'Real-time salary contract' }));
      await expect(realtime.getByText('subagent1 asks to end this contract.')).toBeVisible();
    });
    await step('each opens the answer dialog on that offer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Answer the hourly salary contract' }));
      await expect(args.onOpen).toHaveBeenCalledWith(HOURLY_OFFER);
    });
    await expectNoSideScroll();
  },
};

export const Rtl: Story = inArabic({ heading: 'عروض تنتظر ردّك' });
