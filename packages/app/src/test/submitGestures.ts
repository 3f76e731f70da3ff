import { act, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';

/**
 * The ways a user activates a submit twice before the screen can react (shared/submit): a double click, Enter held
 * down (the key repeats), a double tap. Each is dispatched in one tick, inside one `act`, so React renders nothing in
 * between: the button is not yet disabled for the second, and only a synchronous guard can stop it.
 */
export const SUBMIT_GESTURES = ['double click', 'Enter held', 'double tap'] as const;
export type SubmitGesture = (typeof SUBMIT_GESTURES)[number];

/**
 * Activates `button` twice by `gesture`, as the browser turns the input into events. Enter is held in `field` (a
 * field of the button's form: each repeated keydown submits the form, its implicit submission), or on the button
 * itself (each repeated keydown clicks it).
 */
export function activateTwice(gesture: SubmitGesture, button: HTMLElement, field: HTMLElement = button) {
  const tap = () => {
    fireEvent.pointerDown(button, { pointerType: 'touch', isPrimary: true });
    fireEvent.pointerUp(button, { pointerType: 'touch', isPrimary: true });
    fireEvent.click(button);
  };
  const enter = (repeat: boolean) => {
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', repeat });
    const form = field instanceof HTMLInputElement ? field.form : null;
    if (form) form.requestSubmit();
    else fireEvent.click(field);
  };
  act(() => {
    switch (gesture) {
      case 'double click':
        fireEvent.click(button, { detail: 1 });
        fireEvent.click(button, { detail: 2 });
        fireEvent.dblClick(button);
        return;
      case 'double tap':
        tap();
        tap();
        return;
      case 'Enter held':
        enter(false);
        enter(true);
        enter(true);
        return;
    }
  });
}

/** Counts the requests that reached the platform (msw) by method and path, e.g. `count('PUT', '/wps/member/register')`. */
export function requestCounter(server: Pick<SetupServer, 'events'>) {
  let seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return {
    count: (method: string, path: string) => seen.filter((entry) => entry === `${method} ${path}`).length,
    reset: () => {
      seen = [];
    },
  };
}

/** Holds back the platform's answer to `path` (any method) until `release()`; then the demo platform answers. */
export function holdRequest(server: Pick<SetupServer, 'use'>, url: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.all(url, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}

/** While the request is held: the button shows progress and keeps its accessible name. */
export function expectBusy(name: string | RegExp) {
  const button = screen.getByRole('button', { name });
  expect(button).toHaveAttribute('aria-busy', 'true');
  return button;
}
