import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from './i18n';

export interface ListStateOptions<TArgs> {
  /** The accessible name of the region that is busy while the list loads (named by its heading). */
  readonly region: string;
  /** The args of a list with nothing loaded (its items null), for the loading and failed states. */
  readonly none: Partial<TArgs>;
  /** What loading adds besides `isLoading` (a part of the page that loads with it). */
  readonly loading?: Partial<TArgs>;
  /** What failing adds besides `hasError` (default: the server's message, `errors:server`). */
  readonly failed?: Partial<TArgs>;
  /** An empty answer: its args and the sentence the list shows instead of rows. */
  readonly empty?: { readonly args: Partial<TArgs>; readonly says: string };
  /** The page has several parts: the retry is the one inside the region, not any on the page. */
  readonly isRetryInRegion?: boolean;
  /** What a loading list hides besides its rows (a button that needs the answer), by role and name. */
  readonly hidesWhileLoading?: { readonly role: 'button' | 'link'; readonly name: string };
}

type ListStory = {
  readonly args: object;
  readonly play: (context: StoryContext) => Promise<void>;
};

/**
 * The states every list or page with a load status shows (a component with `isLoading`, `hasError`,
 * `loadErrorKey` and `onRetry`), as stories: loading (its region busy), failed (the alert says why and its retry
 * calls `onRetry` once) and empty (a sentence instead of rows). The list's own stories (its rows, filters, paging)
 * stay in its file; `export const Loading: Story = states.Loading;` keeps each story's id.
 */
export function listStates<TStory extends { args?: object }>(options: ListStateOptions<NonNullable<TStory['args']>>) {
  const { region, none, hidesWhileLoading } = options;
  const failedArgs = { hasError: true, ...(options.failed ?? { loadErrorKey: 'errors:server' }), ...none };
  const stories = {
    Loading: {
      args: { ...none, isLoading: true, ...options.loading },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('region', { name: region })).toHaveAttribute('aria-busy', 'true');
        if (hidesWhileLoading) await expect(canvas.queryByRole(hidesWhileLoading.role, hidesWhileLoading)).toBeNull();
      },
    } satisfies ListStory,
    LoadFailed: {
      args: failedArgs,
      play: async ({ canvasElement, args, userEvent }) => {
        const canvas = within(canvasElement);
        const scope = options.isRetryInRegion ? within(canvas.getByRole('region', { name: region })) : canvas;
        const messageKey = (failedArgs as { loadErrorKey?: string }).loadErrorKey;
        const alert = scope.getByRole('alert');
        await expect(alert).toBeVisible();
        if (messageKey) await expect(alert).toHaveTextContent(storyText(messageKey));
        await userEvent.click(scope.getByRole('button', { name: 'Try again' }));
        await expect(args.onRetry).toHaveBeenCalledTimes(1);
      },
    } satisfies ListStory,
    Empty: {
      args: { ...options.empty?.args },
      play: async ({ canvasElement }) => {
        if (!options.empty) throw new Error(`listStates for "${region}" names no empty answer`);
        await expect(within(canvasElement).getByText(options.empty.says)).toBeVisible();
      },
    } satisfies ListStory,
  };
  // The stories are written for any list's args; the file that uses them names its own story type.
  return stories as unknown as Record<keyof typeof stories, TStory>;
}
