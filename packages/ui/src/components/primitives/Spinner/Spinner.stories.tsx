import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../../../stories/languageStories';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: {},
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AnnouncedAsLoading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const WithItsOwnLabel: Story = {
  args: { label: 'Loading games', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading games' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
};

export const Rtl: Story = inArabic({ role: 'status', name: 'جارٍ التحميل' });
