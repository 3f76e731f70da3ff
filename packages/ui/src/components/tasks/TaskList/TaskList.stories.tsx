import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { TASKS } from '../tasks.fixtures';
import { TaskList } from './TaskList';

/** §1 tasks: daily tasks and achievements with progress bars; a complete one is claimed once. */
const meta = {
  title: 'Tasks/TaskList',
  component: TaskList,
  args: { tasks: TASKS, currencySymbol: '$', onClaim: fn() },
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each task shows its progress and reward; only the complete, unclaimed one has a claim button. */
export const DailyAndAchievements: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Daily tasks' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Achievements' })).toBeVisible();
    const bet = within(canvas.getByTestId('task-daily-bet'));
    await expect(bet.getByRole('progressbar', { name: 'Progress of Bet 100 today' })).toHaveAttribute(
      'aria-valuetext',
      '60 of 100',
    );
    await expect(bet.getByText('In progress')).toBeVisible();
    await expect(bet.getByText(/Reward \$5\.00 · \+1 red envelope/)).toBeVisible();
    await expect(within(canvas.getByTestId('task-daily-deposit')).getByText('Claimed')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Claim the reward/ })).toHaveLength(1);
    canvas.getByRole('button', { name: 'Claim the reward of Log in today' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClaim).toHaveBeenCalledWith('daily-login');
    await expectNoSideScroll();
  },
};

/** While a claim is in flight its button is busy (a second press sends nothing). */
export const Claiming: Story = {
  args: { claiming: 'daily-login' },
  play: async ({ canvasElement, args, userEvent }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Claim the reward of Log in today' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

export const Claimed: Story = {
  args: {
    result: { taskId: 'daily-login', rewardCents: 200 },
    tasks: TASKS.map((task) => (task.id === 'daily-login' ? { ...task, status: 'claimed' } : task)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('task-claimed')).toHaveTextContent('$2.00 was added to your balance.');
    await expect(within(canvas.getByTestId('task-daily-login')).getByText('Claimed')).toBeVisible();
  },
};

export const ClaimFailed: Story = {
  args: { errorMessage: 'This function is not available.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This function is not available.');
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tasks at the moment.')).toBeVisible();
  },
};
