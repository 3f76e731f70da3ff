import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, exportSaves } from './helpers';

/** The args every report's stories start from: the fixtures' range and clock, a loaded answer, dollars on UTC. */
export function reportArgs(range: { readonly start: string; readonly end: string }, now: number) {
  return {
    range: { start: range.start, end: range.end },
    onRangeChange: fn(),
    now,
    offsetMinutes: 0,
    currencySymbol: '$',
    state: { status: 'ready', isEmpty: false } as const,
    onRetry: fn(),
  };
}

/** The same for a report with pages and a CSV export (the agent's): the pager's handler and an export that saves. */
export function pagedReportArgs<TRow = never>(range: { readonly start: string; readonly end: string }, now: number) {
  return { ...reportArgs(range, now), onPageChange: fn(), onExportCsv: exportSaves<TRow>() };
}

export interface ReportStoryOptions<TArgs> {
  /** The args of a report with nothing to show (its rows or data emptied), for the loading and failed states. */
  readonly none: TArgs;
  /** The args of an empty answer besides its state (default: `none`). */
  readonly empty?: TArgs;
  /** The failure's message key, if the story names one. */
  readonly messageKey?: string;
  /** The export button's name, when the report exports. */
  readonly exportButton?: string;
  /** The table's name in Arabic, for the right-to-left story. */
  readonly rtlTable?: string;
}

/**
 * The states every report screen (ReportScreen) shows, as stories of one report: loading, empty, failed with its
 * retry (named `LoadError` on the agent's reports, `Failed` on the member's records), retrying, and right to left.
 * A report's own stories (its rows, totals, filters and export) stay in its file.
 */
export function reportStories<TStory extends { args?: object }>(
  options: ReportStoryOptions<NonNullable<TStory['args']>>,
) {
  type Story = {
    readonly args?: object;
    readonly globals?: Record<string, unknown>;
    readonly play: (context: StoryContext) => Promise<void>;
  };
  const { none, messageKey, exportButton, rtlTable } = options;
  const exportIsOff = async (canvas: ReturnType<typeof within>) => {
    if (exportButton) await expect(canvas.getByRole('button', { name: exportButton })).toBeDisabled();
  };
  const failed: Story = {
    args: { state: { status: 'error', ...(messageKey ? { messageKey } : {}) }, ...none },
    play: async ({ canvasElement, args, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    },
  };
  const stories = {
    /** The list loads: said in words, the list's region busy, the range still changeable, nothing to export. */
    Loading: {
      args: { state: { status: 'loading' }, ...none },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
        await expect(canvas.getByRole('region', { name: 'Records' })).toHaveAttribute('aria-busy', 'true');
        await expect(canvas.queryByRole('table')).toBeNull();
        await expect(canvas.getByRole('button', { name: 'Today' })).toBeEnabled();
        await exportIsOff(canvas);
      },
    } satisfies Story,
    /** Nothing in the range: said in words, with no totals, no pager and nothing to export. */
    Empty: {
      args: { state: { status: 'ready', isEmpty: true }, ...(options.empty ?? none) },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText('No records in this range.')).toBeVisible();
        await expect(canvas.queryByRole('region', { name: 'Totals for the range' })).toBeNull();
        await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull();
        await exportIsOff(canvas);
      },
    } satisfies Story,
    LoadError: failed,
    Failed: failed,
    /** A retry under way: the button says so and a second press asks nothing more. */
    Retrying: {
      args: { state: { status: 'error', isRetrying: true }, ...none },
      play: async ({ canvasElement, args, userEvent }) => {
        const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
        await expect(retry).toHaveAttribute('aria-busy', 'true');
        await userEvent.click(retry);
        await expect(args.onRetry).not.toHaveBeenCalled();
      },
    } satisfies Story,
    /** Right to left: the table named in Arabic, and no sideways scroll at 360 px. */
    Rtl: {
      globals: { locale: 'ar' },
      play: async ({ canvasElement }) => {
        if (rtlTable) await expect(within(canvasElement).getByRole('table', { name: rtlTable })).toBeVisible();
        await expectNoSideScroll();
      },
    } satisfies Story,
  };
  // The stories are written for any report's args; the file that uses them names its own story type.
  return stories as unknown as Record<keyof typeof stories, TStory>;
}
