import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberCentrePage, MemberCentrePagePending, MemberPageUnavailable } from './MemberCentre';
import { Panel, PanelText, PanelTitle } from './MemberCentre.styles';

/** The member centre's shell: the menu of the pages that exist, the current one marked, and the page. */
const meta = {
  title: 'Member/MemberCentre',
  component: MemberCentrePage,
  args: {
    page: 'securityCenter',
    pages: ['securityCenter', 'transferFund', 'depositv2', 'withdraw'],
    children: (
      <Panel aria-labelledby="story-panel">
        <PanelTitle id="story-panel">Page content</PanelTitle>
        <PanelText>The page of the current menu entry.</PanelText>
      </Panel>
    ),
  },
} satisfies Meta<typeof MemberCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

/** §2 securityCenter (my account) is the current page: the heading names it and its menu entry is marked. */
export const MyAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Member centre' });
    const current = within(menu).getByRole('link', { name: 'My account' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/member?tab=securityCenter');
    await expect(within(menu).getByRole('link', { name: 'Withdraw' })).not.toHaveAttribute('aria-current');
    await expect(within(menu).getAllByRole('link')).toHaveLength(4);
  },
};

/** §2 "Badges show counts for missions, messages and rewards when above zero": each on its own entry, read with it. */
export const Badges: Story = {
  args: {
    pages: ['securityCenter', 'rewardCenter', 'missionLeaderboard', 'messageV2'],
    badges: { rewardCenter: 4, messageV2: 120 },
  },
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Member centre' }));
    await expect(menu.getByRole('link', { name: 'Rewards Rewards waiting: 4' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Messages Unread messages: more than 99' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mission leaderboard' })).toBeVisible();
  },
};

/** A §2 personal-centre page this build does not have yet (the header's withdraw, say): said plainly. */
export const PageNotAvailable: Story = {
  render: () => (
    <MemberCentrePage page="withdraw" pages={['securityCenter']}>
      <MemberPageUnavailable backHref="/member?tab=securityCenter" />
    </MemberCentrePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Not available yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      '/member?tab=securityCenter',
    );
  },
};

/** A page whose code is still on its way (a cold load on a slow line as from the menu): its skeleton, named and busy. */
export const PagePending: Story = {
  args: { page: 'withdraw', children: <MemberCentrePagePending page="withdraw" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Member centre: loading Withdraw' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
