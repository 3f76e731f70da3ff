import type { TopNavEntry } from '@atrium/domain/games';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { atViewport, layoutViewportParameters } from '../Header/storyViewports';
import { demoTopNavEntries } from '../../games/games.fixtures';
import { TopNav } from './TopNav';

// Fixtures: the demo platform's vendor cards, as the top navigation gets them in the app (games.fixtures).
const allEntries = demoTopNavEntries();
const entryOf = (category: string) => allEntries.find((e) => e.category === category);

const ALL_LABELS = [
  'Home',
  'Lottery',
  'E-lottery',
  'Live casino',
  'Sports',
  'Fishing',
  'Slots',
  'Card games',
  'E-sports',
  'Promotions',
];

const fitsTheViewport = (element: HTMLElement) => {
  const root = element.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

const meta = {
  title: 'Layout/TopNav',
  component: TopNav,
  args: {
    entries: allEntries,
    activeCategory: null,
    // The story stays on its page: a real app lets the link navigate.
    onEntrySelect: fn((_entry: TopNavEntry, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onVendorSelect: fn(),
  },
  parameters: layoutViewportParameters,
  globals: atViewport('phone360'),
  decorators: [
    // Room under the bar for the vendor menu.
    (Story) => (
      <div style={{ minHeight: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllCategories: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Game categories' });
    await step('§2 home first, promotions last, every category with a vendor between', async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual(ALL_LABELS);
      await expect(canvas.getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
      await expect(canvas.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
      await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    });
    await step('on a phone the row scrolls inside itself; the page does not', async () => {
      const list = nav.querySelector('ul') as HTMLElement;
      await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
      await expect(fitsTheViewport(canvasElement)).toBe(true);
    });
  },
};

export const FewCategories: Story = {
  args: { entries: demoTopNavEntries(['LIVE', 'FISH']) },
  play: async ({ canvas }) => {
    // §2 "A category appears only if it has at least one vendor"; home and promotions always.
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Live casino',
      'Fishing',
      'Promotions',
    ]);
  },
};

export const ActiveCategory: Story = {
  args: { activeCategory: 'LIVE' },
  play: async ({ canvas }) => {
    const live = canvas.getByRole('link', { name: 'Live casino' });
    await expect(live).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // The bar is one Tab stop, and Tab enters it on the current page's entry.
    await expect(canvas.getAllByRole('link').filter((link) => link.tabIndex === 0)).toEqual([live]);
  },
};

export const ActiveHome: Story = {
  args: { activeCategory: 'HOME' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SelectsEntry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Promotions' }));
    await expect(args.onEntrySelect).toHaveBeenCalledWith(entryOf('PROMO'), expect.anything());
    const lottery = canvas.getByRole('link', { name: 'Lottery' });
    await userEvent.click(lottery);
    await expect(args.onEntrySelect).toHaveBeenLastCalledWith(entryOf('LOTT'), expect.anything());
    // The pointer resting on a category shows its vendors; moving away closes them.
    await userEvent.unhover(lottery);
    await waitFor(() => expect(lottery).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const OpensVendorMenuOnHover: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, userEvent, step }) => {
    const live = canvas.getByRole('link', { name: 'Live casino' });
    await step('hovering a category shows its vendors', async () => {
      await userEvent.hover(live);
      const menu = await screen.findByRole('list', { name: 'Live casino providers' });
      await expect(menu).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Evolution' })).toBeVisible();
      await expect(live).toHaveAttribute('aria-expanded', 'true');
    });
    await step('leaving it closes the menu', async () => {
      await userEvent.unhover(live);
      await userEvent.hover(canvas.getByRole('link', { name: 'Home' }));
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Live casino providers' })).toBeNull());
      await expect(live).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/**
 * Ends with a vendor menu open, so the story's axe check runs over it: Radix puts a focus proxy (tabindex 0) beside an
 * open trigger, and marked it aria-hidden, which axe reports as aria-hidden-focus (WCAG 2.1.1, level A;
 * radix-ui/primitives#3085). patches/@radix-ui__react-navigation-menu.patch takes the aria-hidden off.
 */
export const VendorMenuOpen: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, userEvent }) => {
    const live = canvas.getByRole('link', { name: 'Live casino' });
    await userEvent.hover(live);
    await expect(await screen.findByRole('list', { name: 'Live casino providers' })).toBeVisible();
    await expect(live).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OpensVendorMenuWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Game categories' });
    const home = canvas.getByRole('link', { name: 'Home' });
    const lottery = canvas.getByRole('link', { name: 'Lottery' });
    await step('Tab enters the bar once, on its first entry', async () => {
      await userEvent.tab();
      await expect(home).toHaveFocus();
      // One Tab stop: every other entry and every vendor is out of the Tab order.
      const tabStops = canvas.getAllByRole('link').filter((link) => link.tabIndex === 0);
      await expect(tabStops).toEqual([home]);
    });
    await step('ArrowRight moves to a category, whose vendor menu opens', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(lottery).toHaveFocus());
      await expect(await screen.findByRole('list', { name: 'Lottery providers' })).toBeVisible();
      await expect(lottery).toHaveAttribute('aria-expanded', 'true');
      await expect(lottery).toHaveAttribute('tabindex', '0');
      await expect(home).toHaveAttribute('tabindex', '-1');
    });
    await step('ArrowDown moves into the menu, the arrows move between vendors', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'TCG Lottery' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'SEA Lottery' })).toHaveFocus());
    });
    await step('Escape closes it and returns to the category, which stays closed', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Lottery providers' })).toBeNull());
      await expect(lottery).toHaveFocus();
      await expect(lottery).toHaveAttribute('aria-expanded', 'false');
    });
    await step('ArrowDown opens a closed menu again, and a second one moves into it', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await screen.findByRole('list', { name: 'Lottery providers' });
      await expect(lottery).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'TCG Lottery' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Lottery providers' })).toBeNull());
      await expect(lottery).toHaveFocus();
    });
    await step('ArrowLeft and ArrowRight move between the categories', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(home).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(lottery).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      const eLottery = canvas.getByRole('link', { name: 'E-lottery' });
      await waitFor(() => expect(eLottery).toHaveFocus());
      await screen.findByRole('list', { name: 'E-lottery providers' });
    });
    await step('Tab leaves the bar from an open category, past its vendors', async () => {
      await userEvent.tab();
      await expect(nav).not.toContainElement(document.activeElement as HTMLElement | null);
      await waitFor(() => expect(screen.queryByRole('list', { name: 'E-lottery providers' })).toBeNull());
      await expect(args.onEntrySelect).not.toHaveBeenCalled();
    });
    await step('Shift+Tab comes back once, to the entry focused last', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('link', { name: 'E-lottery' })).toHaveFocus();
      await screen.findByRole('list', { name: 'E-lottery providers' });
    });
    await step('Enter chooses a vendor reached with ArrowDown', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Vietnam Lottery' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onVendorSelect).toHaveBeenCalledWith(entryOf('ELOTT'), entryOf('ELOTT')?.vendors[0]);
      await waitFor(() => expect(screen.queryByRole('list', { name: 'E-lottery providers' })).toBeNull());
    });
  },
};

export const SelectsVendor: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Fishing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'JILI Fishing' }));
    const fish = entryOf('FISH');
    await expect(args.onVendorSelect).toHaveBeenCalledWith(
      fish,
      fish?.vendors.find((v) => v.vendorCode === 'JL'),
    );
    await expect(args.onEntrySelect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Fishing providers' })).toBeNull());
  },
};

export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('navigation', { name: 'Game categories' }).querySelector('ul') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'فئات الألعاب' });
    await expect(nav).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'الكازينو المباشر' })).toHaveAttribute('href', '/live');
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};
