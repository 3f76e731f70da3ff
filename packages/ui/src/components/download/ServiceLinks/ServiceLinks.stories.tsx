import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServiceLinks } from './ServiceLinks';

const meta = {
  title: 'Download/ServiceLinks',
  component: ServiceLinks,
  tags: ['visual-light', 'visual-rtl'],
} satisfies Meta<typeof ServiceLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Services' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/download');
    await expect(canvas.getByRole('link', { name: 'Mirror sites' })).toHaveAttribute('href', '/mirrors');
    await expect(canvas.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('link', { name: 'Winners' })).toHaveAttribute('href', '/winners');
    await expect(canvas.getByRole('link', { name: "Beginner's guide" })).toHaveAttribute('href', '/guide');
    await expect(canvas.getByRole('link', { name: 'Credit report' })).toHaveAttribute('href', '/creditReport');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '镜像站点' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'المواقع البديلة' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
