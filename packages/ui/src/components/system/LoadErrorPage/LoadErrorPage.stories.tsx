import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadErrorPage } from './LoadErrorPage';
import { alertReads, retriesFromAlert } from '../../../stories/helpers';

const meta = {
  title: 'System/LoadErrorPage',
  component: LoadErrorPage,
  // Also screenshotted in light mode and right-to-left (tests/visual, docs/decisions/0005-visual-regression.md).
  tags: ['visual-light', 'visual-rtl'],
  args: { messageKey: 'errors:network', onRetry: fn(), isRetrying: false },
} satisfies Meta<typeof LoadErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NetworkErrorRetries: Story = {
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { name: "We couldn't load the page" })).toBeVisible();
    await retriesFromAlert('The network link is abnormal. Please try again.')(context);
  },
};

export const Timeout: Story = {
  args: { messageKey: 'errors:timeout' },
  play: alertReads(/took longer than usual/),
};

export const MalformedAnswer: Story = {
  args: { messageKey: 'errors:malformed' },
  play: alertReads('We received an unexpected answer from the server.'),
};

export const UnknownErrorKeyFallsBack: Story = {
  args: { messageKey: 'errors:no.such.key' },
  play: alertReads('Unknown error.'),
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

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'أعد المحاولة' })).toBeVisible();
  },
};

export const WithMirrorSites: Story = {
  args: { mirrorsHref: '/mirrors' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Main site not loading? Try a mirror site.' })).toHaveAttribute(
      'href',
      '/mirrors',
    );
  },
};
