import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { GoldenEgg } from '../GoldenEgg';
import { PrizeWheel } from '../PrizeWheel';
import { RedEnvelope } from '../RedEnvelope';
import { TaskList } from '../TaskList';
import { TASKS, WHEEL_SEGMENTS } from '../tasks.fixtures';
import { TaskCentre } from './TaskCentre';

/** §2 /task: the tasks, then the draws they earn. */
const meta = {
  title: 'Tasks/TaskCentre',
  component: TaskCentre,
  args: { onRetry: fn() },
} satisfies Meta<typeof TaskCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: {
    tasks: <TaskList tasks={TASKS} currencySymbol="$" onClaim={fn()} />,
    draws: (
      <>
        <RedEnvelope state={{ running: true, chances: 1 }} currencySymbol="$" onOpen={fn()} onCloseResult={fn()} />
        <PrizeWheel
          segments={WHEEL_SEGMENTS}
          state={{ running: true, chances: 2 }}
          currencySymbol="$"
          onSpin={fn()}
          onCloseResult={fn()}
        />
        <GoldenEgg
          eggs={3}
          state={{ running: true, chances: 1 }}
          currencySymbol="$"
          onSmash={fn()}
          onCloseResult={fn()}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Red envelope' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Prize wheel' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Golden egg' })).toBeVisible();
    await expectNoSideScroll();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('task-centre')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { hasError: true },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
