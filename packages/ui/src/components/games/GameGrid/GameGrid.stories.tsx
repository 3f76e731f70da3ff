import type { Meta, StoryObj } from '@storybook/react-vite';
import { underHeading } from '../../../stories/helpers';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoSlotGames } from '../games.fixtures';
import { GameGrid } from './GameGrid';

const games = demoSlotGames.slice(0, 12);

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: {
    games,
    favouriteIds: new Set([games[1]!.nodeId]),
    onPlay: fn(),
    onToggleFavourite: fn(),
    labelledBy: 'grid-title',
  },
  decorators: [underHeading('grid-title', 'Slots')],
  tags: ['autodocs'],
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Slots' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // §9 lobby page size 18: the default number of skeleton cards.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    await expect(canvas.getByText('Loading games')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * A lobby's grid shows its first cards in its first render and the others right after the browser has painted (the
 * first commit stays small): every game's card is there a moment later, in the same places.
 */
export const FirstPaintCount: Story = {
  args: { firstPaintCount: 3 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Slots' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(games.length);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button', { name: /^Play / })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(games.map((game) => `Play ${game.name}`)),
    );
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const PlaysAndToggles: Story = {
  play: async ({ canvas, args, step }) => {
    const list = canvas.getByRole('list', { name: 'Slots' });
    await step('one card per game, favourites pressed', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(games.length);
      await expect(canvas.getByRole('button', { name: `Favourite ${games[1]!.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByRole('button', { name: `Favourite ${games[0]!.name}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
    await step('play and favourite hand back the game pressed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Play ${games[2]!.name}` }));
      await expect(args.onPlay).toHaveBeenCalledWith(games[2]);
      await userEvent.click(canvas.getByRole('button', { name: `Favourite ${games[3]!.name}` }));
      await expect(args.onToggleFavourite).toHaveBeenCalledWith(games[3]);
    });
  },
};
