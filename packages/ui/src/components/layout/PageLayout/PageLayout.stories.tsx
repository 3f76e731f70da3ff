import { forwardRef, useState } from 'react';
import { DEFAULT_SEED, DEMO_HELP_CENTER, seedAnnouncements } from '@atrium/api/demo';
import { STANDARD_ROUTE_LAYOUT, findRoute, type RouteLayout } from '@atrium/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../../../navigation/LinkProvider';
import { demoTopNavEntries } from '../../games/games.fixtures';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { atViewport, layoutViewportParameters } from '../Header/storyViewports';
import { SideMenu } from '../SideMenu';
import { TopNav } from '../TopNav';
import { ANDROID_DOWNLOAD_URL, IOS_DOWNLOAD_URL, LANGUAGES, memberItems } from '../SideMenu/SideMenu.fixtures';
import { PageLayout, SIDE_MENU_ID, type PageLayoutProps } from './PageLayout';
import { PagePending } from './PagePending';

/** The drawer's code loads lazily (fetched after the page is up): on a cold, loaded machine that can take seconds. */
const DRAWER_WAIT = { timeout: 8_000 };

const layoutOf = (path: string): RouteLayout => findRoute(path)?.layout ?? STANDARD_ROUTE_LAYOUT;

/** A router link as the app gives one: it navigates without reloading (here: it goes nowhere). */
const StoryLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function StoryLink(
  { children, href, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} {...rest} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
});

/**
 * The real header and top navigation in their slots; the agent header and the mini-game are stand-ins (their own
 * components live elsewhere). The top navigation's entries come from the demo platform's vendors, as in its stories.
 */
const topNavEntries = demoTopNavEntries();

function DemoHeader({ isMenuOpen, onOpenMenu }: { isMenuOpen: boolean; onOpenMenu?: () => void }) {
  return (
    <Header
      brandName="Atrium Demo"
      // eslint-disable-next-line jsx-a11y/aria-role -- the header's `role` is the player's role (§6), not ARIA
      role="guest"
      canRegister
      onLogin={fn()}
      onRegister={fn()}
      onRefreshBalance={fn()}
      onAccountMenuSelect={fn()}
      onDeposit={fn()}
      onWithdraw={fn()}
      onOpenNotices={fn()}
      onOpenCustomerService={fn()}
      onOpenMenu={onOpenMenu}
      isMenuOpen={isMenuOpen}
      menuId={SIDE_MENU_ID}
    />
  );
}

function DemoAgentHeader() {
  return (
    <header style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8 }}>
      <strong>Agent centre</strong>
      <span>GMT+8 12:00:00</span>
    </header>
  );
}

function DemoContent({ paragraphs = 2 }: { paragraphs?: number }) {
  return (
    <>
      <h1>Welcome to Atrium Demo</h1>
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>Casino, slots, live games, sports and lottery, in one place. Section {i + 1}.</p>
      ))}
    </>
  );
}

const demoPromotions = seedAnnouncements(DEFAULT_SEED, Date.UTC(2026, 10, 23, 9, 0, 0)).promotions.map(
  ({ id, title }) => ({ id, title }),
);

const sideMenu = (
  <SideMenu
    items={memberItems}
    activeItem="home"
    promotions={demoPromotions}
    iosDownloadUrl={IOS_DOWNLOAD_URL}
    androidDownloadUrl={ANDROID_DOWNLOAD_URL}
    languages={LANGUAGES}
    language="en"
    onLanguageChange={fn()}
    mode="dark"
    onModeChange={fn()}
    onOpenSupport={fn()}
    onOpenChatRoom={fn()}
  />
);

const footer = (
  <Footer
    helpItems={(DEMO_HELP_CENTER.EN ?? []).map(({ title, tag }) => ({ title, tag }))}
    brandName="Atrium Demo"
    year={2026}
    licenceNumber="DEMO-0000-2026"
    socialLinks={{ youtube: 'https://www.youtube.com/', telegram: 'https://telegram.org/' }}
  />
);

/** Holds the drawer's state as the app does, and puts a menu button in the header when there is a side menu. */
function Stateful(args: PageLayoutProps) {
  const [isMenuOpen, setMenuOpen] = useState(args.isMenuOpen ?? false);
  const change = (isOpen: boolean) => {
    setMenuOpen(isOpen);
    args.onMenuOpenChange?.(isOpen);
  };
  return (
    <LinkProvider component={StoryLink}>
      <PageLayout
        {...args}
        isMenuOpen={isMenuOpen}
        onMenuOpenChange={change}
        header={
          <DemoHeader isMenuOpen={isMenuOpen} onOpenMenu={args.layout.sideMenu ? () => change(true) : undefined} />
        }
      />
    </LinkProvider>
  );
}

const meta = {
  title: 'Layout/PageLayout',
  parameters: layoutViewportParameters,
  // Phones first: tested at 360 px wide.
  globals: atViewport('phone360'),
  component: PageLayout,
  render: Stateful,
  args: {
    layout: layoutOf('/'),
    topNav: <TopNav entries={topNavEntries} activeCategory="HOME" onEntrySelect={fn()} onVendorSelect={fn()} />,
    sideMenu,
    footer,
    agentHeader: <DemoAgentHeader />,
    miniGame: (
      <aside aria-label="Mini-game" style={{ padding: 8 }}>
        Mini-game
      </aside>
    ),
    onMenuOpenChange: fn(),
    children: <DemoContent />,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const noHorizontalOverflow = async (element: HTMLElement) => {
  const root = element.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

export const Playground: Story = {};

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    // §2 "Other routes have side menu, header, content and footer, plus common popups and a mini-game".
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Mini-game' })).toBeVisible();
    // Phones first: at 360 px the side menu waits in the drawer behind the menu button.
    await expect(canvas.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    await noHorizontalOverflow(canvasElement);
  },
};

export const NoFooter: Story = {
  args: { layout: { ...STANDARD_ROUTE_LAYOUT, footer: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Main menu' })).toBeVisible();
  },
};

export const NoSideMenu: Story = {
  args: { layout: { ...STANDARD_ROUTE_LAYOUT, sideMenu: false }, isMenuOpen: true },
  play: async ({ canvas }) => {
    // Even asked to open, a route without the side menu shows none.
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  },
};

export const HeaderAndSideMenuOnly: Story = {
  // §2 /task: "header and side menu only".
  args: { layout: layoutOf('/task') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('complementary', { name: 'Mini-game' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Main menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, DRAWER_WAIT);
    await expect(within(drawer).getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  },
};

export const AgentViewAlone: Story = {
  // §2 "Layout for /agent and /agentHome is the agent view alone".
  args: { layout: layoutOf('/agentHome'), children: <h1>Agent centre</h1> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('GMT+8 12:00:00')).toBeVisible();
    await expect(canvas.getAllByRole('banner')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Game categories' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

export const PhoneDrawerOpens: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Main menu' });
    await step('the menu button opens the side menu in a drawer', async () => {
      await userEvent.click(button);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' }, DRAWER_WAIT);
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
      await expect(within(drawer).getByRole('navigation', { name: 'Side menu' })).toBeVisible();
      // The button names what it controls, by the exported id.
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-controls', SIDE_MENU_ID);
      await expect(drawer).toContainElement(canvasElement.ownerDocument.getElementById(SIDE_MENU_ID));
    });
    await step('Escape closes it and the focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(button).toHaveFocus());
    });
    await step('following a link in the drawer closes it', async () => {
      await userEvent.click(button);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' }, DRAWER_WAIT);
      await userEvent.click(within(drawer).getByRole('link', { name: 'Rewards' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const DesktopSidebar: Story = {
  globals: atViewport('laptop1024'),
  play: async ({ canvas, canvasElement }) => {
    // From 1024 px the side menu is a persistent sidebar beside the content, not a drawer.
    const menu = canvas.getByRole('navigation', { name: 'Side menu' });
    await expect(menu).toBeVisible();
    await expect(canvasElement.ownerDocument.getElementById(SIDE_MENU_ID)).toContainElement(menu);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left);
    await noHorizontalOverflow(canvasElement);
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <DemoContent paragraphs={30} />
        <p>Averyveryverylongunbrokenwordthatmustwrapinsteadofpushingthepagesidewaysonaphonescreen0123456789.</p>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('nothing overflows at 360 px', async () => {
      await noHorizontalOverflow(canvasElement);
    });
    await step('the skip link moves the focus to the main region', async () => {
      await userEvent.keyboard('{Tab}');
      const skip = canvas.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toHaveFocus();
      await expect(skip).toHaveAttribute('href', '#main-content');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    });
  },
};

/**
 * The app's lazy page still on its way: the frame is painted, the page's slot holds a screen's height, so the footer
 * waits below the first screen instead of jumping down when the page arrives.
 */
export const PageStillLoading: Story = {
  args: { children: <PagePending /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByTestId('page-pending'));
    await expect(canvas.getByTestId('page-pending')).toHaveAttribute('aria-busy', 'true');
    const viewportHeight = canvasElement.ownerDocument.documentElement.clientHeight;
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().top).toBeGreaterThanOrEqual(viewportHeight);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة الرئيسية' }));
    const drawer = await screen.findByRole('dialog', { name: 'القائمة' }, DRAWER_WAIT);
    await expect(within(drawer).getByRole('navigation', { name: 'القائمة الجانبية' })).toBeVisible();
    // The drawer comes from the inline-start edge: the right in Arabic.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await noHorizontalOverflow(canvasElement);
  },
};
