import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonProps } from './Button';

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

/** A submit as the app wires it (shared/submit): the first press starts the action and the button shows it. */
function SubmittingButton(props: ButtonProps) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      isLoading={isBusy}
      onClick={(event) => {
        props.onClick?.(event);
        setBusy(true);
      }}
    />
  );
}

export const BusyAfterTheFirstPress: Story = {
  args: { children: 'Deposit' },
  render: (args) => <SubmittingButton {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await step('a double click starts one action', async () => {
      await userEvent.dblClick(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('busy: shows progress, keeps its accessible name, refuses further presses', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('button', { name: 'Deposit' })).toBe(button);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};
