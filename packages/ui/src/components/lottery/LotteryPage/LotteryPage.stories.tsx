import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LotteryPage } from './LotteryPage';
import { drawsOf, menus, recentGames } from './LotteryPage.fixtures';

const meta = {
  title: 'Lottery/LotteryPage',
  component: LotteryPage,
  tags: ['autodocs'],
  args: {
    kind: 'vnLottery',
    menus,
    selectedGameCode: 'VN_HCM',
    onSelectGame: fn(),
    draws: drawsOf('VN_HCM'),
    recentGames,
    onLaunch: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof LotteryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsMenusAndOpenedNumbers: Story = {
  play: async ({ canvas, step }) => {
    await step('§2 the lottery page: the menus as groups of games, the selected game marked', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
      const southern = canvas.getByRole('list', { name: 'Southern lottery' });
      await expect(within(southern).getByRole('button', { name: 'Ho Chi Minh City' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(canvas.getByRole('list', { name: 'Northern lottery' })).toBeVisible();
    });
    await step('§7 the opened numbers of the selected game: issue, numbers, time', async () => {
      const results = canvas.getByRole('region', { name: 'Latest results' });
      await expect(within(results).getByText('Ho Chi Minh City')).toBeVisible();
      const first = drawsOf('VN_HCM')[0];
      await expect(within(results).getByText(`Issue ${first?.issueNo ?? ''}`)).toBeVisible();
      const balls = within(results).getByLabelText(`Numbers drawn in issue ${first?.issueNo ?? ''}`);
      await expect(balls).toHaveTextContent(first?.numbers.join('') ?? '');
      await expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    });
  },
};

export const SelectsAGame: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('choosing another game of a menu asks for it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ha Noi' }));
      await expect(args.onSelectGame).toHaveBeenCalledWith('VN_NORTH');
    });
    await step('a recent game is chosen the same way', async () => {
      const recent = canvas.getByRole('list', { name: 'Recently played' });
      await userEvent.click(within(recent).getByRole('button', { name: 'Fast lottery 5 minutes' }));
      await expect(args.onSelectGame).toHaveBeenLastCalledWith('VN_FAST_5');
    });
    await step('the game already shown is not asked for again', async () => {
      const southern = canvas.getByRole('list', { name: 'Southern lottery' });
      await userEvent.click(within(southern).getByRole('button', { name: 'Ho Chi Minh City' }));
      await expect(args.onSelectGame).toHaveBeenCalledTimes(2);
    });
  },
};

export const LaunchesTheLobby: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the lottery lobby' }));
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

export const Launching: Story = {
  args: { isLaunching: true },
  play: async ({ canvas }) => {
    // A launch in flight cannot be sent twice: the button keeps its name, shows progress and refuses presses.
    const launch = canvas.getByRole('button', { name: 'Open the lottery lobby' });
    await expect(launch).toBeDisabled();
    await expect(launch).toHaveAttribute('aria-busy', 'true');
  },
};

export const LaunchFailed: Story = {
  args: { launchErrorKey: 'errors:network' },
  play: async ({ canvas }) => {
    const launch = canvas.getByRole('button', { name: 'Open the lottery lobby' });
    await expect(launch).toBeEnabled();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(launch).toHaveAccessibleDescription(/./);
  },
};

export const Loading: Story = {
  args: {
    menus: [],
    draws: [],
    recentGames: [],
    selectedGameCode: null,
    menusState: { isLoading: true },
    drawsState: { isLoading: true },
    recentState: { isLoading: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Lottery games' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Latest results' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: 'Southern lottery' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { menus: [], draws: [], recentGames: [], selectedGameCode: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lottery games are available right now.')).toBeVisible();
    await expect(canvas.getByText('Choose a game below')).toBeVisible();
    await expect(canvas.getByText('You have not played a lottery game yet.')).toBeVisible();
  },
};

export const NoDrawsYet: Story = {
  args: { draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results have been drawn for this game yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    menusState: { errorKey: 'errors:network', onRetry: fn() },
    drawsState: { errorKey: 'errors:server', onRetry: fn() },
    menus: [],
    draws: [],
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('each failed section says so and offers a retry', async () => {
      await expect(canvas.getAllByRole('alert')).toHaveLength(2);
      const games = canvas.getByRole('region', { name: 'Lottery games' });
      await userEvent.click(within(games).getByRole('button', { name: 'Try again' }));
      await expect(args.menusState?.onRetry).toHaveBeenCalledTimes(1);
      const results = canvas.getByRole('region', { name: 'Latest results' });
      await userEvent.click(within(results).getByRole('button', { name: 'Try again' }));
      await expect(args.drawsState?.onRetry).toHaveBeenCalledTimes(1);
    });
  },
};

export const UnknownGame: Story = {
  args: {
    selectedGameCode: 'NO_SUCH_GAME',
    selectedGameName: null,
    draws: [],
    isSelectedGameUnknown: true,
    drawsState: { errorKey: 'errors:unknown', onRetry: fn() },
  },
  play: async ({ canvas }) => {
    const results = canvas.getByRole('region', { name: 'Latest results' });
    // A code the platform knows no game by: said plainly, with no retry (asking again cannot help).
    await expect(within(results).getByRole('alert')).toHaveTextContent(
      'This lottery game is not available. Choose one of the games below.',
    );
    await expect(within(results).queryByRole('button', { name: 'Try again' })).toBeNull();
    // The games to choose from are still there.
    const southern = canvas.getByRole('list', { name: 'Southern lottery' });
    await expect(within(southern).getByRole('button', { name: 'Ho Chi Minh City' })).toBeEnabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'اليانصيب الفيتنامي' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'افتح ردهة اليانصيب' })).toBeVisible();
    await expect(canvasElement.closest('[dir="rtl"]') ?? canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
