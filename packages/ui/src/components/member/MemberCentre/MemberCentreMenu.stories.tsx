import { MEMBER_CENTRE_PAGES } from '@atrium/domain/layout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { MemberCentrePage, MemberPageUnavailable } from './MemberCentre';
import { MemberMenuError } from './MemberMenuError';

/** The member centre's menu on a phone, and a page the brand or the account does not offer. */
const meta = {
  title: 'Member/MemberCentreMenu',
  component: MemberCentrePage,
  args: {
    page: 'manualRebate',
    pages: MEMBER_CENTRE_PAGES,
    children: <MemberPageUnavailable backHref="/member?tab=securityCenter" reason="notOffered" />,
  },
} satisfies Meta<typeof MemberCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 360 px with every page in the menu: the row scrolls on its own, the page keeps its width, and the current page's
 * entry (the last one) is brought into view.
 */
export const CurrentEntryInView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Member centre' });
    const current = within(menu).getByRole('link', { name: 'Manual rebate' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const row = menu.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    await expect(entry.left).toBeGreaterThanOrEqual(row.left - 1);
    await expect(entry.right).toBeLessThanOrEqual(row.right + 1);
    await expectNoSideScroll();
  },
};

/** §2 /pointMall: with the brand's points system the menu ends with a link out to the points mall, never current. */
export const PointsMallLink: Story = {
  args: { page: 'securityCenter', pages: ['securityCenter', 'rewardCenter'], hasPointsMall: true },
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Member centre' }));
    const mall = menu.getByRole('link', { name: 'Points mall' });
    await expect(mall).toHaveAttribute('href', '/pointMall');
    await expect(mall).not.toHaveAttribute('aria-current');
    const links = menu.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['My account', 'Rewards', 'Points mall']);
    await expectNoSideScroll();
  },
};

/** A page not offered to this user (a switched-off deposit, the wallet of a single-wallet merchant): said plainly. */
export const PageNotOffered: Story = {
  args: { page: 'depositv2', pages: ['securityCenter', 'transferFund'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not offered here' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      '/member?tab=securityCenter',
    );
    await expect(within(canvas.getByRole('navigation')).queryByRole('link', { name: 'Deposit' })).toBeNull();
  },
};

const retryMenu = fn();

/** What the menu is built from could not be had (the merchant wallet): said above the page, with a retry. */
export const MenuFailed: Story = {
  args: {
    page: 'securityCenter',
    pages: ['securityCenter'],
    children: <MemberMenuError onRetry={retryMenu} />,
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Some pages of the member centre could not be listed. Try again, or open another page from the menu; if it keeps happening, contact customer service.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retryMenu).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation');
    const current = within(menu).getByRole('link', { current: 'page' });
    const row = menu.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    await expect(entry.left).toBeGreaterThanOrEqual(row.left - 1);
    await expect(entry.right).toBeLessThanOrEqual(row.right + 1);
    await expectNoSideScroll();
  },
};
