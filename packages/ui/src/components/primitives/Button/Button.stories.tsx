import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  // Also screenshotted in light mode (tests/visual, docs/decisions/0005-visual-regression.md).
  tags: ['visual-light'],
  args: { children: 'Deposit', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Withdraw' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LoadingKeepsItsName: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toBeDisabled();
    button.click(); // a disabled button ignores even a programmatic click
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
