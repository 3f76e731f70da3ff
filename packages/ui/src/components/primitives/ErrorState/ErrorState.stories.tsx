import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { alertReads, retriesFromAlert } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { messageKey: 'errors:network', onRetry: fn(), isRetrying: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RetriesOnPress: Story = {
  play: retriesFromAlert('The network link is abnormal. Please try again.'),
};

export const ServerText: Story = {
  args: { messageKey: undefined, message: 'The quota is not sufficient.' },
  play: alertReads('The quota is not sufficient.'),
};

export const UnknownKeyFallsBack: Story = {
  args: { messageKey: 'errors:no.such.key' },
  play: alertReads('Unknown error.'),
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RetryingCannotBePressedTwice: Story = {
  args: { isRetrying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Try again' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click(); // a disabled button ignores even a programmatic click
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The container marks the retry as under way on the first press; a double press retries once. */
export const DoublePressRetriesOnce: Story = {
  render: function Render(args) {
    const [isRetrying, setIsRetrying] = useState(false);
    return (
      <ErrorState
        {...args}
        isRetrying={isRetrying}
        onRetry={() => {
          setIsRetrying(true);
          args.onRetry?.();
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
};

export const Rtl: Story = inArabic({ role: 'button', name: 'أعد المحاولة' });
