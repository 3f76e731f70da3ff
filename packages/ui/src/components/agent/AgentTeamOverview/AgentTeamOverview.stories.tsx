import { dateRangePreset } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { EMPTY_TEAM, PAST_7, STORY_NOW, TEAM_PAST_7 } from '../agent.fixtures';
import { AgentTeamOverview } from './AgentTeamOverview';

const meta = {
  title: 'Agent/AgentTeamOverview',
  component: AgentTeamOverview,
  args: {
    range: { start: PAST_7.start, end: PAST_7.end },
    onRangeChange: fn(),
    now: STORY_NOW,
    offsetMinutes: 0,
    currencySymbol: '$',
    state: { status: 'ready' },
    figures: TEAM_PAST_7,
    onRetry: fn(),
  },
} satisfies Meta<typeof AgentTeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (root: HTMLElement, id: string) => root.querySelector(`[data-figure="${id}"]`)?.textContent ?? '';

export const Playground: Story = {};

export const Loading: Story = {
  args: { state: { status: 'loading' }, figures: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    // The period can be changed while the figures load.
    await expect(canvas.getByRole('button', { name: 'Past 7 days' })).toBeEnabled();
  },
};

const states = listStates<Story>({
  none: { figures: null },
  hasNoLoadingFlag: true,
  failed: { state: { status: 'error', errorKey: 'errors:network' } },
  failedKey: 'errors:network',
  empty: { args: { figures: EMPTY_TEAM }, says: 'You have no team members yet.' },
});

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Figures: Story = {
  name: '§2 agentTeamOverview: team size, new and active members, money and bets for the period',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the members', async () => {
      const members = canvas.getByRole('region', { name: 'Members' });
      await expect(within(members).getByText('Team size')).toBeVisible();
      await expect(figure(members, 'teamSize')).toBe(String(TEAM_PAST_7.teamSize));
      await expect(figure(members, 'activeMembers')).toBe(String(TEAM_PAST_7.activeMembers));
    });
    await step('the money, 2 decimals with separators (§9), a gain with its sign', async () => {
      const money = canvas.getByRole('region', { name: 'Money and bets' });
      for (const label of ['Deposits', 'Withdrawals', 'Valid bets', 'Team profit and loss', 'My income'])
        await expect(within(money).getByText(label)).toBeVisible();
      await expect(figure(money, 'deposits')).toMatch(/^\$[\d,]+\.\d{2}$/);
      await expect(figure(money, 'profitLoss')).toMatch(/^[+-]?\$[\d,]+\.\d{2}$/);
    });
    await expectNoSideScroll();
  },
};

export const ChangesPeriod: Story = {
  name: '§9 a preset asks for that period at once',
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Yesterday' }));
    const yesterday = dateRangePreset('yesterday', STORY_NOW, 0);
    await expect(args.onRangeChange).toHaveBeenCalledWith({ start: yesterday.start, end: yesterday.end });
  },
};

export const Updating: Story = {
  args: { state: { status: 'ready', isUpdating: true } },
  play: async ({ canvas }) => {
    // The previous period's figures stay while the next load.
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating the figures…');
    await expect(canvas.getByText('Team size')).toBeVisible();
  },
};

export const Rtl: Story = inArabic('حجم الفريق');
