import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { ACTIVITIES } from '../rewards.fixtures';
import { RewardCenterPanel } from './RewardCenterPanel';
import { listStates } from '../../../stories/listStories';

/** §2 rewardCenter: every §4 activity status, each with the action it allows. */
const meta = {
  title: 'Rewards/RewardCenterPanel',
  component: RewardCenterPanel,
  args: { activities: ACTIVITIES, currencySymbol: '$', onAction: fn(), onRetry: fn() },
} satisfies Meta<typeof RewardCenterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Promotions and rewards',
  none: { activities: null },
  empty: { args: { activities: [] }, says: 'No promotions or rewards right now.' },
});

const card = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('article', { name: title }));

/** Every status shows its word and its meaning; only Join and Claim have a button. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = [
      ['Welcome bonus', 'Join'],
      ['Weekly cashback', 'Claim'],
      ['Birthday gift', 'Applying'],
      ['Summer carnival', 'Closed'],
      ['Referral bonus', 'Rejected'],
      ['Deposit gift', 'Issued'],
      ['Lucky spin', 'Claimed'],
      ['Weekend tasks', 'In progress'],
      ['Slots tournament', 'Joined'],
      ['Daily check-in', 'Signed'],
      ['Spring festival', 'Coming soon'],
    ] as const;
    for (const [title, status] of statuses) {
      await expect(card(canvasElement, title).getByLabelText(`Status: ${status}`)).toBeVisible();
    }
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(
      card(canvasElement, 'Welcome bonus').getByRole('button', { name: 'Join: Welcome bonus' }),
    ).toBeVisible();
    await expect(
      card(canvasElement, 'Lucky draw').getByRole('button', { name: 'Claim prize: Lucky draw' }),
    ).toBeVisible();
    await expect(card(canvasElement, 'Weekend tasks').getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 5',
    );
    await expect(card(canvasElement, 'Weekly cashback').getByText('Reward: $25.50')).toBeVisible();
    await expectNoSideScroll();
  },
};

/** Claim by keyboard: one press, one request. */
export const ClaimByKeyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const button = card(canvasElement, 'Weekly cashback').getByRole('button', { name: 'Claim: Weekly cashback' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'p-cashback', call: 'requestReward' });
  },
};

/** A raffle's claim and a promotion's join make their own calls. */
export const JoinAndRaffle: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(card(canvasElement, 'Welcome bonus').getByRole('button', { name: /^Join/ }));
    await userEvent.click(card(canvasElement, 'Lucky draw').getByRole('button', { name: /^Claim prize/ }));
    await expect(args.onAction).toHaveBeenNthCalledWith(1, { id: 'p-welcome', call: 'join' });
    await expect(args.onAction).toHaveBeenNthCalledWith(2, { id: 'p-lucky-draw', call: 'claimRaffle' });
  },
};

/** §5 a reviewed reward asks for a note of at most 140 characters before it is sent. */
export const Application: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(card(canvasElement, 'VIP upgrade gift').getByRole('button', { name: /^Claim/ }));
    const dialog = within(await findDialog('Apply for VIP upgrade gift'));
    const note = inputByLabel(dialog, 'Note');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(dialog.getByRole('button', { name: 'Send application' }));
    await expect(dialog.getByText('The note is at most 140 characters.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.clear(note);
    await userEvent.type(note, 'Gold since Monday{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({
      id: 'p-vip-gift',
      call: 'requestReward',
      remark: 'Gold since Monday',
    });
  },
};

/** While a claim is on its way its button shows progress and the others wait. */
export const Claiming: Story = {
  args: { busyId: 'p-cashback' },
  play: async ({ canvasElement }) => {
    const busy = card(canvasElement, 'Weekly cashback').getByRole('button', { name: /^Claim/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(card(canvasElement, 'Welcome bonus').getByRole('button', { name: /^Join/ })).toBeDisabled();
  },
};

/** The answer shows above the list: the amount paid and the activity's name. */
export const Claimed: Story = {
  args: {
    outcome: {
      key: '1',
      title: 'Weekly cashback',
      call: 'requestReward',
      status: 'claimed',
      amount: 25.5,
      prizeName: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '$25.50 from Weekly cashback was added to your balance.',
    );
  },
};

export const RafflePrize: Story = {
  args: {
    outcome: {
      key: '2',
      title: 'Lucky draw',
      call: 'claimRaffle',
      status: 'claimed',
      amount: 18.88,
      prizeName: '18.88 bonus cash',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You claimed 18.88 bonus cash from Lucky draw.',
    );
  },
};

export const Refused: Story = {
  args: { errorMessage: 'This action is not allowed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This action is not allowed.');
  },
};

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadFailed: Story = {
  args: { activities: null, hasError: true },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
