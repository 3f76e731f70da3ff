import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText as text, storyTextPattern as textPattern } from '../../../stories/i18n';
import { MirrorSites, type MirrorLineView } from './MirrorSites';

const LINES: readonly MirrorLineView[] = [
  { id: '3', name: 'Line 3', number: 3, href: 'https://m3.atrium.example/', check: { kind: 'reachable', ms: 48 } },
  { id: '1', name: null, number: 1, href: 'https://m1.atrium.example/', check: { kind: 'reachable', ms: 212.6 } },
  { id: '4', name: 'Line 4', number: 4, href: 'https://m4.atrium.example/', check: { kind: 'unreachable' } },
];

const meta = {
  title: 'Download/MirrorSites',
  component: MirrorSites,
  tags: ['visual-light', 'visual-rtl'],
  args: { lines: LINES, verificationHref: 'https://verify.atrium.example/', onRecheck: fn(), onRetry: fn() },
} satisfies Meta<typeof MirrorSites>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Measured: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('§2 each line shows its time in ms in the given order; an unreachable line says so', async () => {
      const list = canvas.getByRole('list', { name: text('MirrorSites.listLabel') });
      const rows = [...list.querySelectorAll('li')].map((row) => row.textContent);
      await expect(rows[0]).toContain(text('MirrorSites.reachable', { ms: 48 }));
      await expect(rows[1]).toContain(text('MirrorSites.reachable', { ms: 213 }));
      await expect(rows[2]).toContain(text('MirrorSites.unreachable'));
    });
    await step('a line without a name is numbered; each opens its mirror', async () => {
      await expect(
        canvas.getByRole('link', {
          name: text('MirrorSites.open', { name: text('MirrorSites.line', { number: 1 }) }),
        }),
      ).toHaveAttribute('href', 'https://m1.atrium.example/');
    });
    await step('§2 the verification link, and testing again', async () => {
      await expect(canvas.getByRole('link', { name: text('MirrorSites.verify') })).toHaveAttribute(
        'href',
        'https://verify.atrium.example/',
      );
      await userEvent.click(canvas.getByRole('button', { name: text('MirrorSites.recheck') }));
      await expect(args.onRecheck).toHaveBeenCalledTimes(1);
    });
  },
};

export const Checking: Story = {
  args: { lines: LINES.map((line) => ({ ...line, check: { kind: 'checking' } })), isChecking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(text('MirrorSites.checking'))).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: textPattern('MirrorSites.recheck') })).toBeDisabled();
  },
};

export const WithoutVerificationLink: Story = {
  args: { verificationHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: text('MirrorSites.verify') })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { lines: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('MirrorSites.empty'))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { lines: null, hasError: true, loadErrorKey: 'errors:network' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('ErrorState.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '镜像站点' })).toBeVisible();
    await expect(canvas.getByText('48 毫秒')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'المواقع البديلة' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
