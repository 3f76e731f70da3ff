import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

/**
 * Play functions every dialog that asks the player to choose shares (confirm or keep, cancel, Escape, keyboard):
 * each names the button by its accessible name and the callback props by name, so the dialog's file says only what
 * differs. They wait for the button (the dialog opens in a portal) and check the other choice was not made.
 */
type Play = (context: StoryContext) => Promise<void>;

/** Pressing `button` calls `handler` once and never `notCalled`. */
export function choosesWith(button: string, handler: string, notCalled?: string): Play {
  return async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await expect(args[handler]).toHaveBeenCalledTimes(1);
    if (notCalled) await expect(args[notCalled]).not.toHaveBeenCalled();
  };
}

/**
 * The way out: pressing `button` calls `handler` once, then Escape calls it again; the other choice (`notCalled`)
 * is never made. The steps are named for the story's report.
 */
export function dismissesByButtonAndEscape(options: {
  readonly button: string;
  readonly handler: string;
  readonly notCalled?: string;
  readonly buttonStep?: string;
}): Play {
  const { button, handler, notCalled } = options;
  return async ({ args, userEvent, step }) => {
    await step(options.buttonStep ?? `the ${button} button`, async () => {
      await userEvent.click(await screen.findByRole('button', { name: button }));
      await expect(args[handler]).toHaveBeenCalledTimes(1);
    });
    await step('Escape', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(args[handler]).toHaveBeenCalledTimes(2));
    });
    if (notCalled) await expect(args[notCalled]).not.toHaveBeenCalled();
  };
}

/** Keyboard only: focus starts inside the dialog `dialog`, Tab reaches `button`, Enter calls `handler` once. */
export function choosesByKeyboard(dialog: string, button: string, handler: string): Play {
  return async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: dialog });
    const target = screen.getByRole('button', { name: button });
    for (let i = 0; i < 4 && document.activeElement !== target; i += 1) await userEvent.tab();
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args[handler]).toHaveBeenCalledTimes(1);
  };
}
