import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

export interface DrawStateOptions<TArgs> {
  /** The draw's button by its accessible name (the first one where there are several). */
  readonly button: string;
  /** The chances of a running event, kept when it stops. */
  readonly chances: number;
  /** The args of a draw under way (`isOpening`, `isSpinning`, `smashing`…). */
  readonly drawing?: Partial<TArgs>;
  /** The server's refusal the failed story shows. */
  readonly refusal: string;
}

type DrawStory = {
  readonly args: object;
  readonly play: (context: StoryContext) => Promise<void>;
};

const NO_CHANCES = 'No chances left. Complete tasks to earn more.';
const NOT_RUNNING = 'This event is not running at the moment.';

/**
 * The states every lucky draw of the task centre (red envelope, golden egg, prize wheel) shows, as stories: no
 * chance left or the event stopped (the button disabled and the reason in words), a draw under way (the button
 * busy), and the server's refusal in an alert. The draw itself, which differs per game, stays in its file.
 */
export function drawStates<TStory extends { args?: object }>(options: DrawStateOptions<NonNullable<TStory['args']>>) {
  const { button, chances } = options;
  const disabledSaying =
    (text: string) =>
    async ({ canvasElement }: StoryContext) => {
      const canvas = within(canvasElement);
      await expect(canvas.getAllByRole('button', { name: button })[0]).toBeDisabled();
      await expect(canvas.getByText(text)).toBeVisible();
    };
  const stories = {
    NoChances: { args: { state: { running: true, chances: 0 } }, play: disabledSaying(NO_CHANCES) } satisfies DrawStory,
    EventNotRunning: {
      args: { state: { running: false, chances } },
      play: disabledSaying(NOT_RUNNING),
    } satisfies DrawStory,
    Drawing: {
      args: { ...options.drawing },
      play: async ({ canvasElement }) => {
        const busy = within(canvasElement).getAllByRole('button', { name: button })[0];
        await expect(busy).toHaveAttribute('aria-busy', 'true');
      },
    } satisfies DrawStory,
    Failed: {
      args: { errorMessage: options.refusal },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(options.refusal);
      },
    } satisfies DrawStory,
  };
  // The stories are written for any draw's args; the file that uses them names its own story type.
  return stories as unknown as Record<keyof typeof stories, TStory>;
}

/** A play step: the result dialog with this name shows (within `timeout`), OK closes it. */
export async function acceptsResult(
  name: string,
  userEvent: { click: (element: Element) => Promise<void> },
  timeout = 1_000,
) {
  const dialog = await screen.findByRole('dialog', { name }, { timeout });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
