import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { demoBrokenImageGame, demoHotGame, demoLongNameGame, demoPlainGame } from '../games.fixtures';
import { GameCard, type GameCardProps } from './GameCard';

/** A card keeps its favourite state the way a container would, so the toggle can be pressed twice. */
function StatefulCard(props: GameCardProps) {
  const [isFavourite, setIsFavourite] = useState(props.isFavourite);
  return (
    <GameCard
      {...props}
      isFavourite={isFavourite}
      onToggleFavourite={
        props.onToggleFavourite &&
        ((game) => {
          props.onToggleFavourite?.(game);
          setIsFavourite((v) => !v);
        })
      }
    />
  );
}

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  args: { game: demoPlainGame, isFavourite: false, onPlay: fn(), onToggleFavourite: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '10rem' }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Hot: Story = {
  args: { game: demoHotGame },
  play: async ({ canvas, canvasElement, step, args }) => {
    await step('§2 a hot badge when isHot equals 1, with the name and the vendor display name', async () => {
      await expect(canvas.getByText('HOT')).toBeVisible();
      await expect(canvas.getByText(args.game.name)).toBeVisible();
      await expect(canvas.getByText(args.game.vendorDisplayName ?? '')).toBeVisible();
    });
    await step('§2 style variant node id modulo 4 plus 1', async () => {
      const card = canvasElement.querySelector('[data-variant]');
      await expect(card).toHaveAttribute('data-variant', String((args.game.nodeId % 4) + 1));
    });
    await step('the image is lazy and has its size reserved', async () => {
      const image = canvasElement.querySelector('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    });
  },
};

export const NotHot: Story = {
  play: async ({ canvas }) => {
    // §2 no badge unless isHot equals 1.
    await expect(canvas.queryByText('HOT')).not.toBeInTheDocument();
  },
};

export const Favourite: Story = {
  args: { isFavourite: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: `Favourite ${args.game.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithoutFavouriteToggle: Story = {
  args: { onToggleFavourite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Play/ })).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { game: demoBrokenImageGame },
  play: async ({ canvas, canvasElement, args }) => {
    // The image fails: a lettered tile of the same size takes its place; the card still plays.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByTestId('game-card-fallback')).toHaveTextContent(args.game.name.charAt(0).toUpperCase());
    await expect(canvas.getByRole('button', { name: `Play ${args.game.name}` })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { game: demoLongNameGame },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.game.name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Favourite ${args.game.name}` })).toBeVisible();
  },
};

export const PlaysOnClick: Story = {
  play: async ({ canvas, args, step }) => {
    await step('pressing the image (the play button) plays the game', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Play ${args.game.name}` }));
      await expect(args.onPlay).toHaveBeenCalledTimes(1);
      await expect(args.onPlay).toHaveBeenCalledWith(args.game);
      await expect(args.onToggleFavourite).not.toHaveBeenCalled();
    });
  },
};

export const TogglesFavourite: Story = {
  render: (args) => <StatefulCard {...args} />,
  play: async ({ canvas, args, step }) => {
    const toggle = canvas.getByRole('button', { name: `Favourite ${args.game.name}` });
    await step('press: favourite, announced as pressed', async () => {
      await userEvent.click(toggle);
      await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
      await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });
    await step('press again: not a favourite', async () => {
      await userEvent.click(toggle);
      await expect(args.onToggleFavourite).toHaveBeenCalledTimes(2);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onPlay).not.toHaveBeenCalled();
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, step }) => {
    await step('Tab reaches play, then the favourite toggle', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: `Play ${args.game.name}` })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPlay).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: `Favourite ${args.game.name}` })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    });
  },
};
