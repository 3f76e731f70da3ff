import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { TeamManagement } from './TeamManagement';
import { STORY_DOWNLINES } from './team.fixtures';

const meta = {
  title: 'Agent/TeamManagement',
  component: TeamManagement,
  args: {
    state: { status: 'ready' },
    downlines: STORY_DOWNLINES,
    currencySymbol: '$',
    onRetry: fn(),
    renderActions: (d) => <button type="button">{`action ${d.username}`}</button>,
  },
} satisfies Meta<typeof TeamManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (root: HTMLElement) => [...root.querySelectorAll('li > span')].map((n) => n.textContent);
const rowNames = (canvas: { getAllByRole: (role: 'rowheader') => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((n) => n.textContent);
const DESKTOP = { viewport: { value: 'desktop1280', isRotated: false } };
const TABLE = 'Your downlines, direct and indirect';

export const Loading: Story = {
  args: { state: { status: 'loading' }, downlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Downlines' })).toHaveAttribute('aria-busy', 'true');
    // The filters stay usable while the tree loads.
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', errorKey: 'errors:network' }, downlines: [] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { downlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No downline matches.')).toBeVisible();
  },
};

export const Tree: Story = {
  name: '§2 downlineManagmentView: direct and indirect downlines, search, direct only, details with actions',
  play: async ({ canvasElement, canvas, userEvent, step }) => {
    await step('everyone, direct and indirect, by username', async () => {
      await expect(cardNames(canvasElement)).toEqual(['northmember', 'subagentnorth', 'teamdown1a', 'teamdown1b']);
      await expect(canvas.getByText('Level 2')).toBeVisible();
    });
    await step('search by part of a username', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'NORTH');
      await expect(cardNames(canvasElement)).toEqual(['northmember', 'subagentnorth']);
    });
    await step('direct only drops the level 2 member', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Direct downlines only' }));
      await expect(cardNames(canvasElement)).toEqual(['subagentnorth']);
    });
    await step('details show the team size of an agent and the actions', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Details of subagentnorth' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Details of subagentnorth' }));
      await expect(dialog.getByText('Team size')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'action subagentnorth' })).toBeVisible();
      // The actions are the container's; the details say why there is no promotion for an agent.
      await expect(dialog.getByText('Already an agent: only a member can be promoted.')).toBeVisible();
    });
    await expectNoSideScroll();
  },
};

export const RightToLeft: Story = inArabic({ heading: 'أعضاء الفريق' });

/** From the tablet width up: a table with a caption, column headers and sortable headers that say their order. */
export const DesktopTable: Story = {
  name: '§2 downlineManagmentView: desktop table, headers sort both ways',
  globals: DESKTOP,
  args: { onViewChange: fn() },
  play: async ({ canvas, args, userEvent, step }) => {
    const table = canvas.getByRole('table', { name: TABLE });
    await step('the columns, sorted by username from A', async () => {
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      await expect(headers).toEqual([
        'Username',
        'Type',
        'Level',
        'Upline',
        'Balance',
        'Status',
        'Join date',
        'Last login',
        'Actions',
      ]);
      await expect(within(table).getByRole('columnheader', { name: 'Username' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(rowNames(canvas)).toEqual(['northmember', 'subagentnorth', 'teamdown1a', 'teamdown1b']);
      // An amount is never split across lines: a wrapped figure reads as two numbers.
      for (const cell of table.querySelectorAll('td[data-numeric="true"]')) {
        await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
      }
      // The phone's cards and sort controls are not shown beside the table.
      await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
      await expect(canvas.queryByRole('combobox', { name: 'Order' })).toBeNull();
    });
    await step('balance: highest first, then lowest first', async () => {
      const balance = within(table).getByRole('columnheader', { name: 'Balance' });
      await userEvent.click(within(balance).getByRole('button', { name: 'Balance' }));
      await expect(balance).toHaveAttribute('aria-sort', 'descending');
      await expect(within(table).getByRole('columnheader', { name: 'Username' })).not.toHaveAttribute('aria-sort');
      await expect(rowNames(canvas)).toEqual(['subagentnorth', 'teamdown1a', 'teamdown1b', 'northmember']);
      await userEvent.click(within(balance).getByRole('button', { name: 'Balance' }));
      await expect(balance).toHaveAttribute('aria-sort', 'ascending');
      await expect(rowNames(canvas)).toEqual(['northmember', 'teamdown1a', 'teamdown1b', 'subagentnorth']);
      await expect(args.onViewChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortKey: 'balance', direction: 'asc' }),
      );
    });
    await step('by keyboard: a header is a button', async () => {
      within(table).getByRole('button', { name: 'Join date' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(within(table).getByRole('columnheader', { name: 'Join date' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
    await step('details from a row', async () => {
      await userEvent.click(within(table).getByRole('button', { name: 'Details of northmember' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Details of northmember' }));
      // An indirect member is not promoted here: the details say why.
      await expect(
        dialog.getByText('Only your direct downlines can be promoted here; this one is under subagentnorth.'),
      ).toBeVisible();
    });
    await expectNoSideScroll();
  },
};

export const DesktopLoading: Story = {
  globals: DESKTOP,
  args: { state: { status: 'loading' }, downlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Downlines' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const DesktopLoadError: Story = {
  globals: DESKTOP,
  args: { state: { status: 'error', errorKey: 'errors:network' }, downlines: [] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DesktopEmpty: Story = {
  globals: DESKTOP,
  args: { downlines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No downline matches.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Desktop in Arabic: the table reads right to left, the headers still sort. */
export const DesktopRightToLeft: Story = {
  globals: { ...DESKTOP, locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: 'الرصيد' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expectNoSideScroll();
  },
};

/** On a phone: cards, with a sort key and an order of their own (the table's headers are not there). */
export const PhoneSortOrder: Story = {
  name: '§2 downlineManagmentView: phone cards, sort key and order',
  args: { onViewChange: fn() },
  play: async ({ canvasElement, canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Order' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Descending' }));
    await expect(cardNames(canvasElement)).toEqual(['teamdown1b', 'teamdown1a', 'subagentnorth', 'northmember']);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Balance' }));
    // A new key starts in its own first direction: the highest balance first.
    await expect(cardNames(canvasElement)).toEqual(['subagentnorth', 'teamdown1a', 'teamdown1b', 'northmember']);
    await expect(args.onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortKey: 'balance', direction: 'desc' }),
    );
    await expectNoSideScroll();
  },
};

/** A view given by the container (e.g. from the address) is the one shown. */
export const OpenedFromAddress: Story = {
  args: {
    view: {
      filter: { search: 'team', kind: 'member', status: 'frozen', directOnly: true },
      sortKey: 'username',
      direction: 'desc',
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('team');
    await expect(cardNames(canvasElement)).toEqual(['teamdown1b']);
  },
};

/** A frozen direct member: no promotion, and the details say why. */
export const FrozenDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details of teamdown1b' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details of teamdown1b' }));
    await expect(dialog.getByText('A frozen account cannot be promoted.')).toBeVisible();
    await expect(dialog.getByText('Never')).toBeVisible();
  },
};

/** The details of a direct active member carry no hint: promotion is the container's action there. */
export const PromotableDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details of teamdown1a' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details of teamdown1a' }));
    await expect(dialog.queryByText(/cannot be promoted|only a member|direct downlines can be promoted/)).toBeNull();
  },
};

/** A downline registered with rebate rates shows them in its details, read-only. */
export const RebateDetails: Story = {
  name: '§2 downlineManagmentView: the rebate rates a downline was registered with, in its details',
  args: {
    downlines: STORY_DOWNLINES.map((d) =>
      d.username === 'teamdown1a'
        ? {
            ...d,
            rebates: [
              { gameType: 'LIVE', percent: 0.9 },
              { gameType: 'FISH', percent: 1.25 },
            ],
          }
        : d,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details of teamdown1a' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details of teamdown1a' }));
    await expect(dialog.getByText('Rebate')).toBeVisible();
    await expect(dialog.getByText('Live casino 0.9 %, Fishing 1.25 %')).toBeVisible();
  },
};
