import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root).not.toBeNull();
    await expect(root?.children).toHaveLength(3);
  },
};

export const Block: Story = {
  args: { variant: 'block', aspectRatio: '3 / 1' },
};

export const Circle: Story = {
  args: { variant: 'circle', size: 'lg' },
};

export const HiddenFromAssistiveTechnology: Story = {
  args: { variant: 'block' },
  play: async ({ canvas, canvasElement }) => {
    // Nothing is announced: the loading region (a Spinner, aria-busy) speaks for it.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
  },
};
