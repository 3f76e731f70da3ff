import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsTheCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(canvas.getByText('3 new')).toBeInTheDocument();
  },
};

export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const CappedAt99: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('More than 99 new')).toBeInTheDocument();
  },
};

export const ReadsWhatItCounts: Story = {
  args: { count: 7, label: 'Unread messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unread messages: 7')).toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أكثر من 99 جديدة')).toBeInTheDocument();
  },
};
