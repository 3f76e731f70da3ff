import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';
import { CloseIcon, MenuIcon, MoreIcon } from '../Icon';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NamedByItsLabel: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await step('the icon is decorative: the label is the whole accessible name', async () => {
      await expect(button).toHaveAccessibleName('Open menu');
      await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    });
    await step('a click calls back', async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const TouchTargetIs44Pixels: Story = {
  args: { label: 'More actions', icon: <MoreIcon /> },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('button', { name: 'More actions' }).getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Close', icon: <CloseIcon /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', label: 'Open menu' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
