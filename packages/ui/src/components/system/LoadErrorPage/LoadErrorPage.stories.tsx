import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText as text } from '../../../stories/i18n';
import { LoadErrorPage } from './LoadErrorPage';
import { alertReads } from '../../../stories/helpers';

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
    const { canvas, userEvent, args } = context;
    await expect(canvas.getByRole('heading', { name: text('LoadErrorPage.title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('errors:network'));
    await userEvent.click(canvas.getByRole('button', { name: text('LoadErrorPage.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Timeout: Story = {
  args: { messageKey: 'errors:timeout' },
  play: async () => alertReads(text('errors:timeout'))(),
};

export const MalformedAnswer: Story = {
  args: { messageKey: 'errors:malformed' },
  play: async () => alertReads(text('errors:malformed'))(),
};

export const UnknownErrorKeyFallsBack: Story = {
  args: { messageKey: 'errors:no.such.key' },
  play: async () => alertReads(text('errors:unknown'))(),
};

export const RetryingCannotBePressedTwice: Story = {
  args: { isRetrying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: text('LoadErrorPage.retry') });
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
    await expect(canvas.getByRole('link', { name: text('LoadErrorPage.mirrors') })).toHaveAttribute('href', '/mirrors');
  },
};
