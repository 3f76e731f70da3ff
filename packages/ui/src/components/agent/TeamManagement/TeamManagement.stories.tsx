import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { TeamManagement } from './TeamManagement';
import { STORY_DOWNLINES } from './team.fixtures';

const meta = {
  title: 'Agent/TeamManagement',
  component: TeamManagement,
  args: {
    state: { status: 'ready' },
    downlines: STORY_DOWNLINES,
    currencySymbol: '$',
    onRetry: fn(),
    renderActions: (d) => <button type="button">{`action ${d.username}`}</button>,
  },
} satisfies Meta<typeof TeamManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (root: HTMLElement) => [...root.querySelectorAll('li > span')].map((n) => n.textContent);

export const Loading: Story = {
  args: { state: { status: 'loading' }, downlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Team management' })).toHaveAttribute('aria-busy', 'true');
    // The filters stay usable while the tree loads.
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', errorKey: 'errors:network' }, downlines: [] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { downlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No downline matches.')).toBeVisible();
  },
};

export const Tree: Story = {
  name: '§2 downlineManagmentView: direct and indirect downlines, search, direct only, details with actions',
  play: async ({ canvasElement, canvas, userEvent, step }) => {
    await step('everyone, direct and indirect, by username', async () => {
      await expect(cardNames(canvasElement)).toEqual(['northmember', 'subagentnorth', 'teamdown1a', 'teamdown1b']);
      await expect(canvas.getByText('Level 2')).toBeVisible();
    });
    await step('search by part of a username', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'NORTH');
      await expect(cardNames(canvasElement)).toEqual(['northmember', 'subagentnorth']);
    });
    await step('direct only drops the level 2 member', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Direct downlines only' }));
      await expect(cardNames(canvasElement)).toEqual(['subagentnorth']);
    });
    await step('details show the team size of an agent and the actions', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Details of subagentnorth' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Details of subagentnorth' }));
      await expect(dialog.getByText('Team size')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'action subagentnorth' })).toBeVisible();
    });
    await expectNoSideScroll();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'إدارة الفريق' })).toBeVisible();
    await expectNoSideScroll();
  },
};
