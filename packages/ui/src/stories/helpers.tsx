/**
 * Helpers shared by the stories' play functions and renders (stories only; components never import this). Each
 * stands for a step many stories take the same way, so a change of the step (a label, a timing) is made once.
 */
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, waitFor, type within } from 'storybook/test';
import type { ReportExportHandler } from '../components/records/RecordPage';
import type { ManualClock } from '../components/primitives/CountdownButton';
import { Body as DialogBody } from '../components/primitives/Dialog/Dialog.styles';
import { FormsOfflineContext } from '../components/forms/offlineContext';

type Scope = ReturnType<typeof within>;

/** The open dialog (or drawer) with this accessible name, once it has rendered. */
export const findDialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** An input by its visible label; a required field's label ends with its "*" mark, which is ignored here. */
export function inputByLabel(scope: Scope, label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabelText(new RegExp(`^${escaped}\\*?$`), { selector: 'input' });
}

/** Long text wraps: the page never scrolls sideways. */
export async function expectNoSideScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

interface PlayContext<Handler extends string> {
  readonly args: Readonly<Record<Handler, unknown>>;
  readonly userEvent: { keyboard: (keys: string) => Promise<void> };
}

/** A play function: once `open` has found the overlay, Escape calls the `handler` prop once. */
export function closesOnEscape<Handler extends string>(open: () => Promise<unknown>, handler: Handler) {
  return async ({ args, userEvent }: PlayContext<Handler>) => {
    await open();
    await userEvent.keyboard('{Escape}');
    await expect(args[handler]).toHaveBeenCalledTimes(1);
  };
}

/**
 * A play function for an overlay with its own trigger: the trigger opens it, its close button shuts it,
 * `onOpenChange` hears `false` and the focus goes back to the trigger.
 */
export function closesWithCloseButton({ trigger, close }: { readonly trigger: string; readonly close: string }) {
  return async ({
    canvas,
    userEvent,
    args,
  }: {
    readonly canvas: Scope;
    readonly userEvent: { click: (element: Element) => Promise<void> };
    readonly args: { readonly onOpenChange?: unknown };
  }) => {
    const triggerButton = canvas.getByRole('button', { name: trigger });
    await userEvent.click(triggerButton);
    await userEvent.click(await screen.findByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(triggerButton).toHaveFocus());
  };
}

const WAIT_A_MINUTE = 'Wait a minute';

/**
 * The story's stand-in for passing time: a button that moves a manual clock on by a minute, so a countdown can end
 * inside a play function (`waitAMinute`).
 */
export function WaitAMinuteButton({ clock }: { readonly clock: ManualClock }) {
  return (
    <button type="button" onClick={() => clock.advance(60_000)}>
      {WAIT_A_MINUTE}
    </button>
  );
}

/** Presses the stand-in for passing time (it may sit behind the modal dialog, so it is found even when hidden). */
export function waitAMinute() {
  screen.getByRole('button', { name: WAIT_A_MINUTE, hidden: true }).click();
}

/** A decorator that puts the story under a section heading with this id, for components labelled by a heading. */
export function underHeading(id: string, heading: string) {
  return function UnderHeading(Story: ComponentType) {
    return (
      <section>
        <h2 id={id}>{heading}</h2>
        <Story />
      </section>
    );
  };
}

/** A play function: the page's alert reads `text` (after `open`, for an overlay that must render first). */
export function alertReads(text: string | RegExp, open?: () => Promise<unknown>) {
  return async () => {
    await open?.();
    await expect(screen.getByRole('alert')).toHaveTextContent(text);
  };
}

/** A play function: the alert reads `text`, and pressing "Try again" calls `onRetry` once. */
export function retriesFromAlert(text: string | RegExp, open?: () => Promise<unknown>) {
  return async ({
    args,
    userEvent,
  }: {
    readonly args: { readonly onRetry?: unknown };
    readonly userEvent: { click: (element: Element) => Promise<void> };
  }) => {
    await alertReads(text, open)();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
}

/** A report's `onExportCsv` that saves at once (stories check what it was handed, not the download). */
export function exportSaves<T>() {
  return fn<ReportExportHandler<T>>(async () => ({ status: 'saved' }));
}

/**
 * A dialog's content shown on its own (a form the app puts inside a dialog): the dialog's body around it, whose
 * padding `Dialog.Footer` reaches into. Shown bare, the footer would spill 16 px past both sides of the page.
 */
export const inDialogBody: Decorator = (Story) => (
  <DialogBody>
    <Story />
  </DialogBody>
);

/** The story as the app shows it with no connection: every money action in it disabled, with the reason. */
export const whileOffline: Decorator = (Story) => (
  <FormsOfflineContext.Provider value>
    <Story />
  </FormsOfflineContext.Provider>
);
