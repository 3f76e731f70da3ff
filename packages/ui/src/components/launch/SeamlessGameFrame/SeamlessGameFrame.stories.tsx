import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SeamlessGameFrame } from './SeamlessGameFrame';

const meta = {
  title: 'Launch/SeamlessGameFrame',
  component: SeamlessGameFrame,
  args: {
    title: 'SABA Sports',
    url: 'https://games.example.com/play?game=SABA',
    status: 'ready',
    onRetry: fn(),
    onExit: fn(),
    pageOrigin: 'https://atrium.example.com',
  },
} satisfies Meta<typeof SeamlessGameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OtherOriginGame: Story = {
  name: '§2 /seamless: the game in a sandboxed frame, with a way back',
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SABA Sports' })).toBeVisible();
    const frame = canvas.getByTitle('SABA Sports game');
    await expect(frame).toHaveAttribute('src', args.url);
    // Its own origin keeps its storage; it never navigates the app's page.
    await expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave game' }));
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};

export const SameOriginGame: Story = {
  args: { url: 'https://atrium.example.com/__demo/game?name=SABA' },
  play: async ({ canvas }) => {
    const sandbox = canvas.getByTitle('SABA Sports game').getAttribute('sandbox') ?? '';
    // Scripts with the app's own origin could lift the sandbox: the game runs with an opaque origin.
    await expect(sandbox).toContain('allow-scripts');
    await expect(sandbox).not.toContain('allow-same-origin');
  },
};

export const UnsafeAddressNotFramed: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTitle('SABA Sports game')).not.toBeInTheDocument();
    await expect(canvas.getByText('No game is open. Choose a game to play.')).toBeVisible();
    // Nothing failed that a retry could mend: no alert, and the bar's button leads back.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Leave game' })).toBeVisible();
  },
};

export const Launching: Story = {
  args: { status: 'loading', url: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Starting the game');
  },
};

export const LaunchError: Story = {
  args: { status: 'error', url: null, errorKey: 'errors:game.maintenance' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This game is under maintenance. Try one of our hot games instead.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
