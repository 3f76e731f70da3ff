import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoAllVendors, imageUrlOfVendor } from '../../games/games.fixtures';
import { listStates } from '../../../stories/listStories';
import { GameCentrePage } from './GameCentrePage';

const byCode = (codes: readonly string[]) => demoAllVendors.filter((v) => codes.includes(v.vendorCode));
const sports = byCode(['SABA', 'BTI', 'CMD']);
const cockfight = byCode(['SV3']);
const lottery = byCode(['LOTT', 'TCG_SEA']);

const meta = {
  title: 'Centres/GameCentrePage',
  component: GameCentrePage,
  args: {
    centre: 'LOTT',
    sections: [{ group: 'LOTT', vendors: lottery }],
    imageUrlOf: imageUrlOfVendor,
    onOpen: fn(),
    status: 'ready',
    onRetry: fn(),
  },
} satisfies Meta<typeof GameCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpensAVendor: Story = {
  name: '§2 Game center: vendor cards, a card launches its vendor',
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Lottery' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: /SEA Lottery/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(lottery[1]);
  },
};

export const SportsWithCockfight: Story = {
  name: '§4 SPORTS split: sports and cockfight as their own groups',
  args: {
    centre: 'SPORTS',
    sections: [
      { group: 'SPORTS', vendors: sports },
      { group: 'COCKFIGHT', vendors: cockfight },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Sports' })).getAllByRole('button')).toHaveLength(3);
    await expect(within(canvas.getByRole('list', { name: 'Cockfight' })).getAllByRole('button')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Lottery' })).toHaveAttribute('aria-busy', 'true');
  },
};

const states = listStates<Story>({
  none: { sections: [] },
  failed: { status: 'error', errorKey: 'errors:network' },
  failedKey: 'errors:network',
  empty: {
    args: { centre: 'ESPORTS', sections: [{ group: 'ESPORTS', vendors: [] }] },
    says: 'No providers here right now.',
  },
});

export const LoadError: Story = states.LoadError;

export const Empty: Story = states.Empty;
