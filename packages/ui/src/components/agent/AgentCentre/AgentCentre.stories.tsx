import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AgentCentre } from './AgentCentre';

const meta = {
  title: 'Agent/AgentCentre',
  component: AgentCentre,
  args: { state: 'ready', name: 'Top Agent', onRetry: fn(), isRetrying: false },
} satisfies Meta<typeof AgentCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    // The area says it is loading and is marked busy, never a blank area.
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error', errorKey: 'errors:network' },
  play: async ({ canvas, args, userEvent }) => {
    // §8: the failure in words, and a retry the keyboard reaches.
    await expect(canvas.getByRole('alert')).toHaveTextContent(/\S/);
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
  },
};

export const Retrying: Story = {
  args: { state: 'error', errorKey: 'errors:server', isRetrying: true },
  play: async ({ canvas, args, userEvent }) => {
    // A retry under way shows progress and cannot be pressed twice.
    const retry = canvas.getByRole('button', { name: /try again/i });
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Ready: Story = {
  args: { state: 'ready' },
  play: async ({ canvas }) => {
    // The details are there: the agent is greeted by name, the area is not blank.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Top Agent' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
