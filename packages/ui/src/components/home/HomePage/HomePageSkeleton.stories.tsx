import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomePageSkeleton } from './HomePageSkeleton';

const meta = {
  title: 'Home/HomePageSkeleton',
  component: HomePageSkeleton,
  args: { brandName: 'Atrium' },
  tags: ['autodocs'],
} satisfies Meta<typeof HomePageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first paint while the home screen's code loads: busy, named, nothing to press. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Atrium' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
