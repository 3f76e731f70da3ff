import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale, storyText as text } from '../../../stories/i18n';
import { MaintenancePage } from './MaintenancePage';

/** 23 Nov 2026, 14:00 UTC: a fixed end time so every run shows the same text. */
const END = Date.UTC(2026, 10, 23, 14, 0);
/** The end time as the page writes it in the story's language ("Nov 23, 2026, 2:00 PM" in English). */
const endTime = () =>
  new Intl.DateTimeFormat(storyLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(END);

const meta = {
  title: 'System/MaintenancePage',
  component: MaintenancePage,
  // Also screenshotted in light mode and right-to-left (tests/visual, docs/decisions/0005-visual-regression.md).
  tags: ['visual-light', 'visual-rtl'],
  args: { endsAt: END, timeZone: 'UTC', onContactSupport: fn() },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsEndTimeAndContactsSupport: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the title, the info text and the announced end time are shown (§2 Other screens)', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: text('MaintenancePage.title') })).toBeVisible();
      await expect(canvas.getByText(text('MaintenancePage.info'))).toBeVisible();
      await expect(canvas.getByText(text('MaintenancePage.endsAt', { time: endTime() }))).toBeVisible();
    });
    await step('the customer-service button calls back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text('StatusPage.contactSupport') }));
      await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithoutEndTime: Story = {
  args: { endsAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('MaintenancePage.noEndTime'))).toBeVisible();
    await expect(canvas.queryByText(text('MaintenancePage.endsAt', { time: endTime() }))).not.toBeInTheDocument();
  },
};

export const WithoutCustomerService: Story = {
  args: { onContactSupport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('MaintenancePage.title') })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '系统维护中' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'صيانة النظام' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
