import {
  AGENT_CENTRE_LINKS,
  AGENT_CENTRE_PAGES,
  AGENT_PAGE_SWITCHES,
  visibleAgentPages,
  type AgentCentrePage,
} from '@atrium/domain/layout';
import { switchesFromTree } from '@atrium/domain/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll, findDialog } from '../../../stories/helpers';
import { AgentCentre, AgentCentrePagePending, AgentPageUnavailable } from './AgentCentre';
import { AgentMenuError } from './AgentMenuError';

const meta = {
  title: 'Agent/AgentCentre',
  component: AgentCentre,
  args: { state: 'ready', name: 'Top Agent', onRetry: fn(), isRetrying: false },
} satisfies Meta<typeof AgentCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    // The area says it is loading and is marked busy, never a blank area.
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error', errorKey: 'errors:network' },
  play: async ({ canvas, args, userEvent }) => {
    // §8: the failure in words, and a retry the keyboard reaches.
    await expect(canvas.getByRole('alert')).toHaveTextContent(/\S/);
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
  },
};

export const Retrying: Story = {
  args: { state: 'error', errorKey: 'errors:server', isRetrying: true },
  play: async ({ canvas, args, userEvent }) => {
    // A retry under way shows progress and cannot be pressed twice.
    const retry = canvas.getByRole('button', { name: /try again/i });
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Ready: Story = {
  args: { state: 'ready' },
  play: async ({ canvas }) => {
    // The details are there: the agent is greeted by name, the area is not blank.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Top Agent' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const customerService = fn();

/** The centre with its menu: every page and entry the demo brand offers, the team overview open. */
export const Menu: Story = {
  name: '§2 Agent-centre pages: the menu in the spec order, then deposit, withdraw, messages, customer service',
  args: {
    page: 'agentTeamOverview',
    pages: AGENT_CENTRE_PAGES,
    links: AGENT_CENTRE_LINKS,
    onCustomerService: customerService,
    children: <AgentPageUnavailable />,
  },
  play: async ({ canvas, userEvent, step }) => {
    const menu = canvas.getByRole('navigation', { name: 'Agent menu' });
    await step('the twelve pages in order, the current one marked', async () => {
      const links = within(menu).getAllByRole('link');
      await expect(links.slice(0, 12).map((link) => link.getAttribute('href'))).toEqual(
        AGENT_CENTRE_PAGES.map((page) => `/agentHome?tab=${page}`),
      );
      await expect(within(menu).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
    });
    await step('the entries out of the centre', async () => {
      await expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
        'href',
        '/member?tab=depositv2',
      );
      await expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
        'href',
        '/member?tab=withdraw',
      );
      await expect(within(menu).getByRole('link', { name: 'Platform messages' })).toHaveAttribute(
        'href',
        '/member?tab=messageV2',
      );
      await userEvent.click(within(menu).getByRole('button', { name: 'Customer service' }));
      await expect(customerService).toHaveBeenCalledTimes(1);
    });
    await expectNoSideScroll();
  },
};

/** A page of the spec this build does not have yet: said plainly, with the way back, never a blank. */
/** The centre with its menu, as it reads in the scripts and lengths that break layouts (tests/visual/cases.ts). */
export const MenuInEveryScript: Story = { args: Menu.args, tags: ['visual-languages'] };

export const PageNotBuilt: Story = {
  args: { page: 'registerCenter', pages: AGENT_CENTRE_PAGES, links: [], children: <AgentPageUnavailable /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Add account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Not available yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the team overview' })).toHaveAttribute(
      'href',
      '/agentHome?tab=agentTeamOverview',
    );
  },
};

/** A page whose code is still on its way (a cold load on a slow line as from the menu): its skeleton, named and busy. */
export const PagePending: Story = {
  args: {
    page: 'agentTeamOverview',
    pages: AGENT_CENTRE_PAGES,
    links: [],
    children: <AgentCentrePagePending page="agentTeamOverview" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Agent centre: loading Team overview' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** §8 the switches the menu is built from failed: said above the page, with what the agent can do and a retry. */
export const MenuFailed: Story = {
  args: {
    page: 'agentTeamOverview',
    pages: visibleAgentPages(switchesFromTree([])),
    links: [],
    children: <AgentMenuError onRetry={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Some pages of the agent centre could not be listed. Try again, or open another page from the menu; if it keeps happening, contact customer service.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 360 px with the last page open: the row scrolls on its own, the page keeps its width, the entry in view. */
export const PhoneMenuKeepsCurrentInView: Story = {
  args: {
    page: 'agentRealtimeSalary',
    pages: AGENT_CENTRE_PAGES,
    links: AGENT_CENTRE_LINKS,
    children: <AgentPageUnavailable reason="notOffered" />,
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Agent menu' });
    const current = within(menu).getByRole('link', { current: 'page' });
    const row = menu.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    await expect(entry.left).toBeGreaterThanOrEqual(row.left - 1);
    await expect(entry.right).toBeLessThanOrEqual(row.right + 1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Not offered here' })).toBeVisible();
    await expectNoSideScroll();
  },
};

/** The menu when one gating flag is off (§2 "gated by flags enableCt, salary, hourSalary, agentRealtimeSalary"). */
function withoutFlag(page: AgentCentrePage): Story {
  const flag = AGENT_PAGE_SWITCHES[page] ?? '';
  const on = Object.values(AGENT_PAGE_SWITCHES).filter((id) => id !== flag);
  const switches = switchesFromTree(on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })));
  return {
    args: { page: 'agentTeamOverview', pages: visibleAgentPages(switches), links: [], children: null },
    play: async ({ canvas }) => {
      const menu = canvas.getByRole('navigation', { name: 'Agent menu' });
      await expect(within(menu).queryByRole('link', { name: new RegExp(`^${pageName[page]}$`) })).toBeNull();
      await expect(within(menu).getAllByRole('link')).toHaveLength(AGENT_CENTRE_PAGES.length - 1);
    },
  };
}

const pageName: Partial<Record<AgentCentrePage, string>> = {
  agentDividendRecordCopy2: 'Dividend',
  agentDailyWages2: 'Daily salary',
  agentHourSalary: 'Hourly salary',
  agentRealtimeSalary: 'Real-time salary',
};

// visual-skip: what these four show is which entries the menu lists, asserted by their play functions; the picture
// adds nothing to the Menu story's, and the row's scroll position at the moment of the screenshot varied between runs.
export const WithoutEnableCt: Story = { ...withoutFlag('agentDividendRecordCopy2'), tags: ['visual-skip'] };
export const WithoutSalary: Story = { ...withoutFlag('agentDailyWages2'), tags: ['visual-skip'] };
export const WithoutHourSalary: Story = { ...withoutFlag('agentHourSalary'), tags: ['visual-skip'] };
export const WithoutAgentRealtimeSalary: Story = { ...withoutFlag('agentRealtimeSalary'), tags: ['visual-skip'] };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    page: 'agentAnnouncement',
    pages: AGENT_CENTRE_PAGES,
    links: AGENT_CENTRE_LINKS,
    children: <AgentPageUnavailable />,
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'قائمة الوكيل' });
    await expect(within(menu).getByRole('link', { current: 'page' })).toHaveTextContent('الإعلانات');
    await expectNoSideScroll();
  },
};

const closeOverlay = fn();

/**
 * §2 agent centre overlay at 360 px: a full-screen dialog named for the agent centre over the page behind, the menu
 * one row that scrolls on its own while the page keeps its width, no main landmark of its own.
 */
export const Overlay: Story = {
  args: {
    isOverlay: true,
    onClose: closeOverlay,
    page: 'downlineManagmentView',
    pages: AGENT_CENTRE_PAGES,
    links: AGENT_CENTRE_LINKS,
    children: <AgentPageUnavailable />,
  },
  play: async () => {
    const dialog = await findDialog('Agent centre');
    const menu = within(dialog).getByRole('navigation', { name: 'Agent menu' });
    await expect(within(menu).getByRole('link', { current: 'page' })).toHaveTextContent('Team management');
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Team management' })).toBeVisible();
    await expect(within(dialog).queryByRole('main')).toBeNull();
    await expect(within(dialog).getByText('Welcome, Top Agent')).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSideScroll();
  },
};

/** Escape closes the overlay (the app then shows the page behind again). */
export const OverlayClosesOnEscape: Story = {
  tags: ['visual-skip'],
  args: { ...Overlay.args, onClose: fn() },
  play: async ({ args, userEvent }) => {
    await findDialog('Agent centre');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The close button closes it too, and reaches the keyboard. */
export const OverlayClosesWithItsButton: Story = {
  tags: ['visual-skip'],
  args: { ...Overlay.args, onClose: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Agent centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** While the details load the overlay says so (busy area), never an empty sheet. */
export const OverlayLoading: Story = {
  tags: ['visual-skip'],
  args: { ...Overlay.args, state: 'loading' },
  play: async () => {
    const dialog = await findDialog('Agent centre');
    await expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(screen.queryByRole('main')).toBeNull();
  },
};

/** From 1024 px the overlay is a wide dialog with the menu beside the page. */
export const OverlayDesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: Overlay.args,
  play: async () => {
    const dialog = await findDialog('Agent centre');
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(900);
  },
};
