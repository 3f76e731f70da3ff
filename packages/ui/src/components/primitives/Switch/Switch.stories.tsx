import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Game sounds', onCheckedChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TurnsOnAndOff: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const toggle = canvas.getByRole('switch', { name: 'Game sounds' });
    await step('a click turns it on', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space turns it off', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
    await step('a click on the label turns it on again', async () => {
      await userEvent.click(canvas.getByText('Game sounds'));
      await expect(toggle).toBeChecked();
    });
  },
};

export const On: Story = {
  args: { isDefaultOn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Game sounds' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { label: 'Show balance', description: 'Hide it when you play in public.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show balance' })).toHaveAccessibleDescription(
      'Hide it when you play in public.',
    );
  },
};

export const TouchTargetIs44Pixels: Story = {
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('switch').getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, isDefaultOn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Game sounds' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'أصوات اللعبة' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'أصوات اللعبة' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // The thumb stays inside its track when it moves towards the inline end (leftwards in RTL).
    const thumb = toggle.querySelector('span');
    const track = toggle.getBoundingClientRect();
    await expect(thumb?.getBoundingClientRect().left ?? -1).toBeGreaterThanOrEqual(track.left);
  },
};
