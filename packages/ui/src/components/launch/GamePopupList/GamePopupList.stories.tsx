import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoSlotGames } from '../../games/games.fixtures';
import { GamePopupList } from './GamePopupList';
import { closesOnEscape, findDialog } from '../../../stories/helpers';
import { listStates } from '../../../stories/listStories';

const games = demoSlotGames.slice(0, 8);

const meta = {
  title: 'Launch/GamePopupList',
  component: GamePopupList,
  args: {
    isOpen: true,
    vendorName: 'JDB Fishing',
    games,
    favouriteIds: new Set([games[1]!.nodeId]),
    status: 'ready',
    onRetry: fn(),
    onPlay: fn(),
    onToggleFavourite: fn(),
    onClose: fn(),
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof GamePopupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('JDB Fishing');

export const Playground: Story = {};

export const PlaysAGame: Story = {
  name: '§2 VASSALAGE popup: the vendor’s games, one plays',
  play: async ({ args, userEvent, step }) => {
    const popup = await dialog();
    const list = within(popup).getByRole('list', { name: 'JDB Fishing games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await step('play the first game', async () => {
      await userEvent.click(within(list).getByRole('button', { name: `Play ${games[0]!.name}` }));
      await expect(args.onPlay).toHaveBeenCalledWith(games[0]);
    });
    await step('favourite toggle', async () => {
      await userEvent.click(within(list).getByRole('button', { name: `Favourite ${games[2]!.name}` }));
      await expect(args.onToggleFavourite).toHaveBeenCalledWith(games[2]);
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: async () => {
    const popup = await dialog();
    await expect(within(popup).getByRole('list', { name: 'JDB Fishing games' })).toHaveAttribute('aria-busy', 'true');
  },
};

const states = listStates<Story>({
  inside: dialog,
  none: { games: [] },
  failed: { status: 'error', errorKey: 'errors:network' },
  failedKey: 'errors:network',
  empty: { args: { games: [] }, says: 'No games from this provider right now.' },
});

export const LoadError: Story = states.LoadError;

export const Empty: Story = states.Empty;

export const Paged: Story = {
  args: { totalPages: 3 },
  // visual-skip: pressing page 2 focuses it, and focusing scrolls the popup's list by however much of the button was
  // below the fold at that instant, which depends on whether the cards' layout had settled: the screenshot's offset
  // differed between runs. The popup's look is the Playground story's baseline; this one keeps its play test and axe.
  tags: ['visual-skip'],
  play: async ({ args, userEvent }) => {
    const popup = await dialog();
    const pages = within(popup).getByRole('navigation', { name: 'JDB Fishing game pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const EscapeCloses: Story = {
  play: closesOnEscape(dialog, 'onClose'),
};
