import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppShell } from './AppShell';

/** Stand-in page content: the shell is the subject here, what a route renders inside it is not. */
function PageContent({ title }: { readonly title: string }) {
  return (
    <section aria-labelledby="app-shell-story-title">
      <h1 id="app-shell-story-title">{title}</h1>
    </section>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: { brandName: 'Atrium Demo', homeHref: '#', children: <PageContent title="Page content" /> },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SkipLinkReachesTheContent: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the first Tab lands on the skip link', async () => {
      await userEvent.keyboard('{Tab}');
      await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    });
    await step('the page has one banner, one main region and one level-1 heading', async () => {
      await expect(canvas.getByRole('banner')).toBeVisible();
      await expect(canvas.getByRole('main')).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await expect(canvas.getByRole('link', { name: 'Atrium Demo home' })).toBeVisible();
    });
  },
};

export const LongBrandName: Story = {
  args: {
    brandName: 'The Extraordinarily Long Brand Name Casino And Sportsbook International',
    children: <PageContent title="The Extraordinarily Long Brand Name Casino And Sportsbook International" />,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { children: <PageContent title="محتوى الصفحة" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الصفحة الرئيسية لـ Atrium Demo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'محتوى الصفحة' })).toBeVisible();
  },
};
