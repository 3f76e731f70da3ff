import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText as text } from '../../../stories/i18n';
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
    const nav = canvas.getByRole('navigation', { name: text('ServiceLinks.title') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.download') })).toHaveAttribute(
      'href',
      '/download',
    );
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.mirrors') })).toHaveAttribute('href', '/mirrors');
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.feedback') })).toHaveAttribute(
      'href',
      '/feedback',
    );
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.news') })).toHaveAttribute('href', '/news');
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.blog') })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.winners') })).toHaveAttribute('href', '/winners');
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.guide') })).toHaveAttribute('href', '/guide');
    await expect(canvas.getByRole('link', { name: text('ServiceLinks.creditReport') })).toHaveAttribute(
      'href',
      '/creditReport',
    );
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
