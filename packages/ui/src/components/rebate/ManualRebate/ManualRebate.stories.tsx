import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, whileOffline } from '../../../stories/helpers';
import { REBATE_CLAIMS, REBATE_SETTINGS } from '../rebate.fixtures';
import { ManualRebate } from './ManualRebate';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** §2 manualRebate: the rebate per game type, the claim where allowed, its history. */
const meta = {
  title: 'Rebate/ManualRebate',
  component: ManualRebate,
  args: {
    settings: REBATE_SETTINGS,
    currencySymbol: '$',
    onClaim: fn(),
    onRetry: fn(),
    history: { page: { items: REBATE_CLAIMS, page: 1, totalPages: 1 }, onPageChange: fn(), onRetry: fn() },
  },
  // visual-skip: the history shows its times in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
} satisfies Meta<typeof ManualRebate>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Rebate by game type',
  none: { settings: null },
  loading: { history: { page: null, isLoading: true, onPageChange: fn() } },
  isRetryInRegion: true,
});

/** What can be claimed has a button; what cannot says why; the total counts only the claimable. */
export const PerGameType: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('rebate-total')).toHaveTextContent('$40.00');
    const live = within(canvas.getByTestId('rebate-LIVE'));
    await expect(live.getByText('$1,250.00')).toBeVisible();
    await expect(live.getByText('0.8%')).toBeVisible();
    await expect(live.getByText('$10.00')).toBeVisible();
    await expect(within(canvas.getByTestId('rebate-CONS')).getByText('Not offered')).toBeVisible();
    await expect(within(canvas.getByTestId('rebate-SPORTS')).getByText('Claimable from $1.00')).toBeVisible();
    await expect(within(canvas.getByTestId('rebate-LOTT')).getByText('Nothing to claim yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Claim the/ })).toHaveLength(2);
    canvas.getByRole('button', { name: 'Claim the Slots rebate' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClaim).toHaveBeenCalledWith('RNG');
    await expectNoSideScroll();
  },
};

/** Offline (the app provides it): every claim is disabled, each described by the one reason above the list. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvasElement }) => {
    const claims = within(canvasElement).getAllByRole('button', { name: /^Claim the/ });
    await expect(claims).toHaveLength(2);
    for (const claim of claims) {
      await expect(claim).toBeDisabled();
      await expect(claim).toHaveAccessibleDescription(
        'You are offline: this cannot be sent until the connection is back.',
      );
    }
  },
};

/** While one claim is in flight its button is busy and the others wait. */
export const Claiming: Story = {
  args: { claiming: 'LIVE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Claim the Live casino rebate' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Claim the Slots rebate' })).toBeDisabled();
  },
};

export const Claimed: Story = {
  args: { result: { gameType: 'LIVE', amountCents: 1_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rebate-result')).toHaveTextContent(
      '$10.00 Live casino rebate was added to your balance.',
    );
  },
};

export const ClaimFailed: Story = {
  args: { errorMessage: 'The amount is out of range.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The amount is out of range.');
  },
};

export const NothingOffered: Story = {
  args: { settings: [], history: { page: { items: [], page: 1, totalPages: 0 }, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rebate is offered at the moment.')).toBeVisible();
    await expect(canvas.getByText('No rebate claimed yet.')).toBeVisible();
  },
};

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('الكازينو المباشر');
