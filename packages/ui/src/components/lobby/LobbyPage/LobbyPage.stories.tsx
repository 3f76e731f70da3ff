import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LOBBY_SEARCH_MAX_LENGTH } from '@atrium/domain/lobby';
import {
  demoBgsGames,
  demoFavouriteIds,
  demoRngClassifies,
  demoRngPage,
  demoRngTotalPages,
  demoRngVendors,
} from '../lobby.fixtures';
import { LobbyPage } from './LobbyPage';

const meta = {
  title: 'Lobby/LobbyPage',
  component: LobbyPage,
  args: {
    category: 'RNG',
    filter: 'ALL',
    onFilterChange: fn(),
    classifies: demoRngClassifies,
    classify: 'ALL',
    onClassifyChange: fn(),
    vendors: demoRngVendors,
    vendor: 'ALL',
    onVendorChange: fn(),
    hasVendorSelect: true,
    search: '',
    onSearch: fn(),
    games: demoRngPage(1),
    favouriteIds: demoFavouriteIds,
    onPlay: fn(),
    onToggleFavourite: fn(),
    page: 1,
    totalPages: demoRngTotalPages,
    onPageChange: fn(),
    onRetry: fn(),
    resultsKey: '',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LobbyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = () => document.querySelector<HTMLElement>('[data-lobby-results]')!;

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

export const Loading: Story = {
  args: { games: [], isLoading: true },
  play: async () => {
    await expect(results()).toHaveAttribute('aria-busy', 'true');
    await expect(results()).toHaveAttribute('data-state', 'loading');
    await expect(screen.queryByRole('navigation', { name: 'Game pages' })).not.toBeInTheDocument();
  },
};

export const Updating: Story = {
  args: { games: demoRngPage(2), page: 2, isUpdating: true, resultsKey: '?page=2' },
  play: async () => {
    await expect(results()).toHaveAttribute('aria-busy', 'true');
    await expect(results()).toHaveAttribute('data-state', 'updating');
    await expect(results()).toHaveAttribute('data-results-key', '?page=2');
  },
};

export const Empty: Story = {
  args: { games: [], totalPages: 0, search: 'zzqx', resultsKey: '?q=zzqx' },
  play: async () => {
    await expect(await screen.findByText('No data')).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: 'Game name' })).toHaveValue('zzqx');
    await expect(screen.queryByRole('navigation', { name: 'Game pages' })).not.toBeInTheDocument();
    await expect(results()).toHaveAttribute('data-state', 'empty');
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

/** §2 "classify tabs (only if more than one)", "vendor dropdown (not for BGS)". */
export const InHouseWithoutTabsOrVendors: Story = {
  args: {
    category: 'BGS',
    vendor: 'BGS',
    hasVendorSelect: false,
    classifies: demoRngClassifies.slice(0, 1),
    games: demoBgsGames,
    totalPages: 1,
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'In-house games' })).toBeVisible();
    await expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(screen.queryByRole('combobox', { name: 'Provider' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('navigation', { name: 'Game pages' })).not.toBeInTheDocument();
  },
};

export const HotFilterOn: Story = {
  args: { filter: 'HOT' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Hot games' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const FilterClickCallsBack: Story = {
  play: async ({ args, userEvent, step }) => {
    await step('the favourites icon asks for the FAV filter', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'My favourites' }));
      await expect(args.onFilterChange).toHaveBeenLastCalledWith('FAV');
    });
    await step('the recent and hot icons, by keyboard', async () => {
      screen.getByRole('button', { name: 'Recently played' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onFilterChange).toHaveBeenLastCalledWith('RECENT');
      screen.getByRole('button', { name: 'Hot games' }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onFilterChange).toHaveBeenLastCalledWith('HOT');
    });
  },
};

export const SearchesByKeyboard: Story = {
  play: async ({ args, userEvent, step }) => {
    const box = await screen.findByRole('searchbox', { name: 'Game name' });
    await step('Enter submits what was typed, and the box keeps it', async () => {
      await userEvent.type(box, '  Fortune {Enter}');
      await expect(args.onSearch).toHaveBeenLastCalledWith('  Fortune ');
      await expect(box).toHaveValue('  Fortune ');
    });
    await step('the search button submits too', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'Dragon');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      await expect(args.onSearch).toHaveBeenLastCalledWith('Dragon');
    });
    await step(`the box takes at most ${LOBBY_SEARCH_MAX_LENGTH} characters`, async () => {
      await expect(box).toHaveAttribute('maxLength', String(LOBBY_SEARCH_MAX_LENGTH));
    });
  },
};

export const Paginates: Story = {
  args: { page: 3 },
  play: async ({ args, userEvent }) => {
    const pager = await screen.findByRole('navigation', { name: 'Game pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const ChoosesClassifyAndVendor: Story = {
  play: async ({ args, userEvent, step }) => {
    const second = demoRngClassifies[1]!;
    await step('a classify tab', async () => {
      await userEvent.click(await screen.findByRole('tab', { name: second.displayName }));
      await expect(args.onClassifyChange).toHaveBeenLastCalledWith(second.key);
    });
    await step('a vendor from the dropdown', async () => {
      const vendor = demoRngVendors[0]!;
      await userEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
      await userEvent.click(await screen.findByRole('option', { name: vendor.displayName }));
      await waitFor(() => expect(args.onVendorChange).toHaveBeenLastCalledWith(vendor.vendorCode));
    });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'ألعاب السلوت' })).toBeVisible();
  },
};
