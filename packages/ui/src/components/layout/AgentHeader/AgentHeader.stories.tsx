import { createDemoPlatform } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { manualClock } from '../../primitives/CountdownButton';
import { watchedClock, type WatchedClock } from '../../../stories/clock';
import { atViewport, layoutViewportParameters } from '../Header/storyViewports';
import { AgentHeader } from './AgentHeader';

// Fixtures: the demo platform's seeded agents.
const accounts = createDemoPlatform().accounts;
const topAgent = accounts.find((a) => a.username === 'agent');
const subAgent = accounts.find((a) => a.username === 'subagent1');

/** 2026-11-23 11:59:58 UTC: 19:59:58 at GMT+8, two seconds before the hour turns. */
const START = Date.UTC(2026, 10, 23, 11, 59, 58);
const GMT_PLUS_8 = 8 * 60;

const fitsTheViewport = (element: HTMLElement) => {
  const root = element.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

const meta = {
  title: 'Layout/AgentHeader',
  component: AgentHeader,
  args: {
    nickname: topAgent?.nickname ?? null,
    account: topAgent?.username ?? '',
    utcOffsetMinutes: GMT_PLUS_8,
    // A clock that moves only when told: snapshots and tests never depend on the real time.
    clock: manualClock(START),
    isLoggingOut: false,
    onLogout: fn(),
  },
  parameters: layoutViewportParameters,
  globals: atViewport('phone360'),
} satisfies Meta<typeof AgentHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithNickname: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Top Agent')).toBeVisible();
    await expect(canvas.getByText('GMT+8')).toBeVisible();
    await expect(canvas.getByText('2026-11-23 19:59:58')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const AccountOnly: Story = {
  args: { nickname: null, account: subAgent?.username ?? '' },
  play: async ({ canvas }) => {
    // §2 "agent nickname or account": without a nickname, the account.
    await expect(canvas.getByText('subagent1')).toBeVisible();
  },
};

export const OtherZone: Story = {
  args: { utcOffsetMinutes: -(3 * 60 + 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GMT-3:30')).toBeVisible();
    await expect(canvas.getByText('2026-11-23 08:29:58')).toBeVisible();
  },
};

export const TicksEachSecond: Story = {
  args: { clock: watchedClock(START) },
  play: async ({ canvas, args, step }) => {
    const clock = args.clock as WatchedClock;
    await expect(canvas.getByText('2026-11-23 19:59:58')).toBeVisible();
    // The header subscribes in an effect: a tick before that would be lost.
    await waitFor(() => expect(clock.isWatched()).toBe(true));
    await step('a second later the clock shows the next second', async () => {
      clock.advance(1000);
      await expect(await canvas.findByText('2026-11-23 19:59:59')).toBeVisible();
    });
    await step('and turns the hour', async () => {
      clock.advance(1000);
      await expect(await canvas.findByText('2026-11-23 20:00:00')).toBeVisible();
      await expect(canvas.queryByText('2026-11-23 19:59:59')).not.toBeInTheDocument();
    });
  },
};

export const LogsOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LoggingOut: Story = {
  args: { isLoggingOut: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Log out' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { nickname: 'An-extraordinarily-long-agent-nickname-that-keeps-going' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Top Agent')).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

/** The languages a brand offers, as the app passes them (`useLanguageSelect`). */
const languageSelect = { languages: ['en', 'zh-CN', 'ar'], language: 'en', onLanguageChange: fn() };

export const WithLanguageSelector: Story = {
  args: { languageSelect },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('§4 Language change: the agent picks a language in the header, named in itself', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Language/ }));
      const list = within(canvasElement.ownerDocument.body);
      await expect(await list.findByRole('option', { name: /^简体中文/ })).toBeVisible();
      await userEvent.click(await list.findByRole('option', { name: /^العربية/ }));
      await expect(languageSelect.onLanguageChange).toHaveBeenCalledWith('ar');
    });
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const WithLanguageSelectorDesktop: Story = {
  args: { languageSelect },
  globals: atViewport('desktop1280'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^Language/ })).toHaveTextContent('English');
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('مركز الوكيل')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await expect(canvas.getByText('GMT+8')).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};
