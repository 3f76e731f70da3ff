import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageUrlOfVendor } from '../../games/games.fixtures';
import {
  demoBannerSlides,
  demoLoadingSectionViews,
  demoMenuItems,
  demoNoticeTitles,
  demoRecentGames,
  demoSectionViews,
  demoWinners,
} from '../home.fixtures';
import { HomePage } from './HomePage';

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  args: {
    brandName: 'Atrium',
    banner: { status: 'ready', slides: demoBannerSlides, onSelect: fn() },
    notices: demoNoticeTitles,
    onOpenNotice: fn(),
    menuItems: demoMenuItems,
    activeMenuItem: 'HOME',
    onSelectMenuItem: fn(),
    content: { kind: 'sections', sections: demoSectionViews },
    recent: null,
    winners: { status: 'ready', entries: demoWinners, currencySymbol: '¥', locale: 'en' },
    favouriteIds: new Set<number>(),
    onPlay: fn(),
    onToggleFavourite: fn(),
    imageUrlOfVendor,
    onOpenVendor: fn(),
  },
  // visual-skip: the whole page loads its carousel and winner board after the first paint and its marquee moves, so a
  // screenshot depends on timing (four of its stories differed from run to run in CI rehearsals). The
  // banner and the cards have visual stories of their own (Home/HomeBanner, Games/*); the sections and the winner
  // board are under the story tests (play and axe) only.
  tags: ['autodocs', 'visual-skip'],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A section's list once the section has filled in: the sections below the first start as skeletons (a list of the same
 * name, without cards) and render their cards right after the first paint.
 */
const readyList = async (canvas: ReturnType<typeof within>, name: string) => {
  await waitFor(() => expect(canvas.getByRole('region', { name })).not.toHaveAttribute('aria-busy'));
  return canvas.getByRole('list', { name });
};

const headings = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

export const Playground: Story = {};

/**
 * The first screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`), once
 * its sections have filled in: only the first screen is shot (`visual-first-screen`), since the sections below fill
 * in at times a screenshot cannot wait for reliably.
 */
export const FirstScreenInEveryScript: Story = {
  tags: ['!visual-skip', 'visual-languages', 'visual-first-screen'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), {
      timeout: 10_000,
    });
  },
};

export const Guest: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('§2 the category menu: home, favourites, hot, then the vendor categories', async () => {
      const menu = canvas.getByRole('navigation', { name: 'Browse games' });
      const items = within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent);
      await expect(items.slice(0, 3)).toEqual(['Home', 'Favourites', 'Hot games']);
      await expect(within(menu).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
    });
    await step('§2 the sections in spec order; no recent games for a guest', async () => {
      // The sections below the first fill in right after the first paint.
      await canvas.findByRole('link', { name: 'More Slots' });
      await expect(headings(canvasElement).filter((h) => h !== 'Winners')).toEqual([
        'Hot games',
        'Slots',
        'Live casino',
        'Fishing',
        'E-lottery',
        'Sports',
        'Card games',
      ]);
      await expect(canvas.queryByRole('heading', { name: 'Recent games' })).not.toBeInTheDocument();
    });
    await step("§2 a 'more' link only with 6 or more entries", async () => {
      await expect(canvas.getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');
      await expect(canvas.queryByRole('link', { name: 'More Fishing' })).not.toBeInTheDocument();
    });
    await step('§2 vendor-style types list vendor cards; the winner board arrives', async () => {
      const sports = await readyList(canvas, 'Sports');
      await expect(within(sports).queryAllByRole('button', { name: /^Play/ })).toHaveLength(0);
      await canvas.findByRole('heading', { name: 'Winners' });
    });
  },
};

export const MemberWithRecent: Story = {
  args: {
    recent: { status: 'ready', games: demoRecentGames, page: 1, totalPages: 3, onPageChange: fn() },
    favouriteIds: new Set([demoRecentGames[0]!.nodeId]),
  },
  play: async ({ canvas, args, step }) => {
    await step('§2 recent games first for a logged-in player, 6 per page', async () => {
      const recent = canvas.getByRole('list', { name: 'Recent games' });
      await expect(within(recent).getAllByRole('listitem')).toHaveLength(6);
      await expect(
        within(recent).getByRole('button', { name: `Favourite ${demoRecentGames[0]!.name}` }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the pager moves through the recent games', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
      await expect(args.recent?.onPageChange).toHaveBeenCalledWith(2);
    });
  },
};

export const Loading: Story = {
  args: {
    banner: { status: 'loading', slides: [] },
    content: { kind: 'sections', sections: demoLoadingSectionViews },
    winners: { status: 'loading', entries: [], currencySymbol: '¥' },
  },
  play: async ({ canvas }) => {
    // Skeletons everywhere, never a blank page.
    await expect(canvas.getByRole('img', { name: 'Loading banners' })).toBeVisible();
    await expect(canvas.getAllByText('Loading games').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^More/ })).not.toBeInTheDocument();
  },
};

export const SectionError: Story = {
  args: {
    content: {
      kind: 'sections',
      sections: demoSectionViews.map((view, i) =>
        i === 1 ? { ...view, status: 'error', errorKey: 'errors:network', onRetry: fn() } : view,
      ),
    },
  },
  play: async ({ canvas, args }) => {
    // One section fails: its own message and retry; the others stay.
    const section = canvas.getByRole('region', { name: 'Slots' });
    await expect(await within(section).findByRole('alert')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const failed = args.content.kind === 'sections' ? args.content.sections[1] : undefined;
    await expect(failed?.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('list', { name: 'Hot games' })).toBeVisible();
  },
};

export const EmptySections: Story = {
  args: {
    banner: { status: 'ready', slides: [] },
    notices: [],
    content: { kind: 'sections', sections: [] },
    winners: { status: 'ready', entries: [], currencySymbol: '¥' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games to show right now.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Browse games' })).toBeVisible();
  },
};

export const FavouritesEmpty: Story = {
  args: {
    activeMenuItem: 'FAV',
    content: { kind: 'list', list: { category: 'FAV', status: 'ready', content: { style: 'game', items: [] } } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Favourites' })).toBeVisible();
    await expect(canvas.getByText('No games to show right now.')).toBeVisible();
  },
};

export const OpensNoticeAtIndex: Story = {
  play: async ({ canvas, args }) => {
    // §2 clicking a notice opens the announcement popup at that index.
    await userEvent.click(canvas.getByRole('button', { name: demoNoticeTitles[2]! }));
    await expect(args.onOpenNotice).toHaveBeenCalledWith(2);
  },
};

export const ChoosesMenuItem: Story = {
  play: async ({ canvas, args, step }) => {
    const menu = canvas.getByRole('navigation', { name: 'Browse games' });
    await step('by pointer', async () => {
      await userEvent.click(within(menu).getByRole('button', { name: 'Favourites' }));
      await expect(args.onSelectMenuItem).toHaveBeenCalledWith('FAV');
    });
    await step('by keyboard', async () => {
      within(menu).getByRole('button', { name: 'Hot games' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectMenuItem).toHaveBeenCalledWith('HOT');
    });
  },
};

export const PlaysAndFavourites: Story = {
  play: async ({ canvas, args, step }) => {
    const hot = canvas.getByRole('list', { name: 'Hot games' });
    const first = args.content.kind === 'sections' ? args.content.sections[0] : undefined;
    const game = first?.content.style === 'game' ? first.content.items[0] : undefined;
    await step('play and favourite on a home card', async () => {
      await userEvent.click(within(hot).getByRole('button', { name: `Play ${game?.name}` }));
      await expect(args.onPlay).toHaveBeenCalledWith(game);
      await userEvent.click(within(hot).getByRole('button', { name: `Favourite ${game?.name}` }));
      await expect(args.onToggleFavourite).toHaveBeenCalledWith(game);
    });
    await step('a vendor card opens its vendor', async () => {
      const sports = await readyList(canvas, 'Sports');
      await userEvent.click(within(sports).getAllByRole('button')[0]!);
      await expect(args.onOpenVendor).toHaveBeenCalledTimes(1);
    });
  },
};

export const WinnerBoardSorted: Story = {
  play: async ({ canvas }) => {
    // §9 winner board: 20, by amount, highest first.
    await canvas.findByRole('heading', { name: 'Winners' }, { timeout: 8000 });
    const board = canvas.getByRole('list', { name: 'Winners' });
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(20);
    const amounts = rows.map((row) => Number(row.dataset.amount));
    await expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // §2 Other screens: every category's list and the leaderboard are on the winners page.
    await expect(canvas.getByRole('link', { name: 'See all winners' })).toHaveAttribute('href', '/winners');
  },
};
