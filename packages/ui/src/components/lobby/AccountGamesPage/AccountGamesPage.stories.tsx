import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { demoFavouriteIds, demoRngPage } from '../lobby.fixtures';
import { AccountGamesPage } from './AccountGamesPage';

const favourites = demoRngPage(1).filter((g) => demoFavouriteIds.has(g.nodeId));

const meta = {
  title: 'Lobby/AccountGamesPage',
  component: AccountGamesPage,
  args: {
    kind: 'favourites',
    isGuest: false,
    onLogin: fn(),
    games: favourites,
    favouriteIds: demoFavouriteIds,
    onPlay: fn(),
    onToggleFavourite: fn(),
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountGamesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { games: [], isLoading: true },
  play: async () => {
    await expect(document.querySelector('[data-lobby-results]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { games: [], totalPages: 0 },
  play: async () => {
    await expect(await screen.findByText(/No favourite games yet/)).toBeVisible();
  },
};

export const Error: Story = {
  args: { games: [], errorKey: 'errors:network' },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('alert')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const GuestLogsIn: Story = {
  args: { isGuest: true, games: [] },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByText(/Log in to see the games you marked/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const RecentPaginates: Story = {
  args: { kind: 'recent', games: demoRngPage(2), page: 2, totalPages: 3 },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Recent game pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};
