import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inArabic } from '../../../stories/languageStories';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {},
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoDataByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAnAction: Story = {
  args: { message: 'No games match your search.', actionLabel: 'Clear search', onAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No games match your search.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    message:
      'There are no betting records for the selected period. Try a longer date range, another game type or another vendor.',
  },
};

export const Rtl: Story = inArabic('لا توجد بيانات');
