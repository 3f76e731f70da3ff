import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { PROMOTION_CATEGORIES, PROMOTIONS } from '../promotions.fixtures';
import { PromotionList } from './PromotionList';

/** §2 /promotions: category tabs ("all" first) and the cards with image, title, period and status. */
const meta = {
  title: 'Promotions/PromotionList',
  component: PromotionList,
  args: {
    state: 'ready',
    categories: PROMOTION_CATEGORIES,
    promotions: PROMOTIONS,
    category: 'all',
    onCategoryChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PromotionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every promotion under "all"; the tabs move by arrow keys; a card opens by its details button. */
export const List: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Promotion categories' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Welcome', 'Daily', 'VIP']);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const card = canvas.getByRole('article', { name: 'Daily rebate' });
    await expect(card).toHaveTextContent('Status: Applying');
    await expect(card).toHaveTextContent(/From .*2026/);
    await userEvent.click(canvas.getByRole('button', { name: 'Details of Welcome bonus up to 100%' }));
    await expect(args.onOpen).toHaveBeenCalledWith('PR-201');
    within(tabs).getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('welcome');
    await expectNoSideScroll();
  },
};

/** One category: only its promotions. */
export const OneCategory: Story = {
  args: { category: 'vip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'VIP' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: 'VIP birthday gift' })).toHaveTextContent('Status: Coming soon');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading promotions' })).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No promotions in this category right now.')).toBeVisible();
  },
};

/** A failed or malformed answer: the message and a retry, never a blank page. */
export const ErrorWithRetry: Story = {
  args: { state: 'error', errorMessageKey: 'errors:malformed' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Arabic: right to left, the tabs and cards mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'فئات العروض' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'الكل' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSideScroll();
  },
};
