import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from './i18n';

export interface ListStateOptions<TArgs> {
  /** The accessible name of the region that is busy while the list loads (named by its heading); without one,
   * the loading list is checked to show no rows. */
  readonly region?: string;
  /** The list says it loads by its items alone (null), with no `isLoading` flag. */
  readonly hasNoLoadingFlag?: boolean;
  /** The failure's words the failed state shows, when its args carry them (an `errorMessage`) rather than a key. */
  readonly failedSays?: string;
  /** The catalog key of the failure's words, when the args name it elsewhere than `loadErrorKey` (a `status` state). */
  readonly failedKey?: string;
  /** The args of a list with nothing loaded (its items null), for the loading and failed states. */
  readonly none: Partial<TArgs>;
  /** What loading adds besides `isLoading` (a part of the page that loads with it). */
  readonly loading?: Partial<TArgs>;
  /** What failing adds (default: `hasError` and the server's message, `errors:server`). */
  readonly failed?: Partial<TArgs>;
  /** An empty answer: its args and the sentence the list shows instead of rows. */
  readonly empty?: { readonly args: Partial<TArgs>; readonly says: string };
  /** The page has several parts: the retry is the one inside the region, not any on the page. */
  readonly isRetryInRegion?: boolean;
  /** What a loading list hides besides its rows (a button that needs the answer), by role and name. */
  readonly hidesWhileLoading?: { readonly role: 'button' | 'link'; readonly name?: string };
  /** The list sits in a dialog, rendered in a portal outside the canvas: the states are looked for in what this finds. */
  readonly inside?: () => Promise<HTMLElement>;
}

type ListStory = {
  readonly args: object;
  readonly play: (context: StoryContext) => Promise<void>;
};

/**
 * The states every list or page with a load status shows, as stories: loading (its region busy, or no rows yet),
 * failed (the alert or the refusal says why, and its retry calls `onRetry` once) and empty (a sentence instead of
 * rows). By default for a component with `isLoading`, `hasError`, `loadErrorKey` and `onRetry`; one that loads by
 * its items alone or fails with an `errorMessage` says so in the options. The list's own stories (its rows,
 * filters, paging) stay in its file; `export const Loading: Story = states.Loading;` keeps each story's id.
 */
export function listStates<TStory extends { args?: object }>(options: ListStateOptions<NonNullable<TStory['args']>>) {
  const { region, none, hidesWhileLoading, failedSays } = options;
  const rootOf = async (canvasElement: HTMLElement) => (options.inside ? options.inside() : canvasElement);
  const failedArgs = { ...(options.failed ?? { hasError: true, loadErrorKey: 'errors:server' }), ...none };
  const loadFailed = {
    args: failedArgs,
    play: async ({ canvasElement, args, userEvent }: StoryContext) => {
      const canvas = within(await rootOf(canvasElement));
      const scope = options.isRetryInRegion && region ? within(canvas.getByRole('region', { name: region })) : canvas;
      const messageKey = options.failedKey ?? (failedArgs as { loadErrorKey?: string }).loadErrorKey;
      if (failedSays) await expect(scope.getByText(failedSays)).toBeVisible();
      else {
        const alert = scope.getByRole('alert');
        await expect(alert).toBeVisible();
        if (messageKey) await expect(alert).toHaveTextContent(storyText(messageKey));
      }
      await userEvent.click(scope.getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    },
  } satisfies ListStory;
  const stories = {
    Loading: {
      args: { ...none, ...(options.hasNoLoadingFlag ? {} : { isLoading: true }), ...options.loading },
      play: async ({ canvasElement }) => {
        const canvas = within(await rootOf(canvasElement));
        if (region) await expect(canvas.getByRole('region', { name: region })).toHaveAttribute('aria-busy', 'true');
        else await expect(canvas.queryByRole('listitem')).toBeNull();
        if (hidesWhileLoading) await expect(canvas.queryByRole(hidesWhileLoading.role, hidesWhileLoading)).toBeNull();
      },
    } satisfies ListStory,
    /** Named `LoadFailed` on the member's lists, `LoadError` or `Failed` on others. */
    LoadFailed: loadFailed,
    LoadError: loadFailed,
    Failed: loadFailed,
    Empty: {
      args: { ...options.empty?.args },
      play: async ({ canvasElement }) => {
        if (!options.empty) throw new Error('this listStates names no empty answer');
        await expect(within(await rootOf(canvasElement)).getByText(options.empty.says)).toBeVisible();
      },
    } satisfies ListStory,
  };
  // The stories are written for any list's args; the file that uses them names its own story type.
  return stories as unknown as Record<keyof typeof stories, TStory>;
}
