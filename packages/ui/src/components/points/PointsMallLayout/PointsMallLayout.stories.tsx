import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { PointsMallLayout } from './PointsMallLayout';

/** §2 /pointMall: the points above, the goods, details, exchange rates and redeem history as tabs. */
const meta = {
  title: 'Points/PointsMallLayout',
  component: PointsMallLayout,
  args: {
    summary: <p>summary</p>,
    tab: 'goods',
    onTabChange: fn(),
    sections: {
      goods: <p>goods</p>,
      details: <p>details</p>,
      rates: <p>rates</p>,
      history: <p>history</p>,
    },
  },
} satisfies Meta<typeof PointsMallLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four sections by keyboard: the arrow keys move between the tabs. */
export const Member: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Points mall' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Rewards',
      'Points details',
      'Exchange rates',
      'Redeem history',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Redeem history' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('history');
    await expectNoSideScroll();
  },
};

/** By keyboard alone: Tab reaches the selected tab, the arrow keys move to the next section. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Rewards' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Points details' })).toHaveFocus();
    await expect(args.onTabChange).toHaveBeenCalledWith('details');
  },
};

/** A guest has the goods only. */
export const Guest: Story = {
  args: { sections: { goods: <p>goods</p> } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Rewards']);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { tab: 'history' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'سجل الاستبدال' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSideScroll();
  },
};
