import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoSlotGames } from '../../games/games.fixtures';
import { GameMaintenanceDialog } from './GameMaintenanceDialog';
import { findDialog } from '../../../stories/helpers';

const hotGames = demoSlotGames.slice(0, 6);

const meta = {
  title: 'Launch/GameMaintenanceDialog',
  component: GameMaintenanceDialog,
  args: {
    isOpen: true,
    gameName: 'Sweet Jungle Deluxe',
    hotGames,
    favouriteIds: new Set<number>(),
    status: 'ready',
    onRetry: fn(),
    onPlay: fn(),
    onToggleFavourite: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof GameMaintenanceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Game under maintenance');

export const Playground: Story = {};

export const SuggestsHotGames: Story = {
  name: '§8 Game under maintenance: suggests other hot games',
  play: async ({ args, userEvent, step }) => {
    const box = await dialog();
    await expect(box).toHaveAccessibleDescription(
      'Sweet Jungle Deluxe is under maintenance. Try one of our hot games instead.',
    );
    const list = within(box).getByRole('list', { name: 'Hot games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await step('a hot game starts', async () => {
      await userEvent.click(within(list).getByRole('button', { name: `Play ${hotGames[1]!.name}` }));
      await expect(args.onPlay).toHaveBeenCalledWith(hotGames[1]);
    });
    await step('OK closes', async () => {
      await userEvent.click(within(box).getByRole('button', { name: 'OK' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const UnnamedGame: Story = {
  args: { gameName: null },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleDescription(
      'This game is under maintenance. Try one of our hot games instead.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', hotGames: [] },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('list', { name: 'Hot games' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { status: 'error', hotGames: [], errorKey: 'errors:network' },
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoHotGames: Story = {
  args: { hotGames: [] },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByText('No hot games right now. Please come back later.')).toBeVisible();
  },
};
