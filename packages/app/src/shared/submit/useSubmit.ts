import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createSubmitGuard, runGuarded } from './guard';

/**
 * A state-changing action behind a button or a form: sign-in, registration, a password change, an SMS code, a
 * launch, and every money action the member and agent centres will add.
 */
export interface Submit<Args extends readonly unknown[]> {
  /**
   * Starts the action, unless one is already in flight: then it does nothing. The check is synchronous, so two
   * clicks, two taps or a held Enter in the same tick start one action, and the user sees the first one's outcome.
   */
  readonly run: (...args: Args) => void;
  /** From the first activation until the action has settled: pass it to the button's `isLoading`. */
  readonly isPending: boolean;
}

/**
 * The one submit guard of the app. `action` runs at most once at a time; it is in flight until the promise it returns
 * settles, so it should await everything that follows the call (the post-login effects, a navigation), or a press in
 * between would start a second one. The action handles its own failure (shows the error) and keeps what the user
 * typed: nothing here clears a form. A rejection it lets through is not swallowed.
 *
 * React state alone cannot guard: it changes on the next render, and a second click in the same tick still reads the
 * old value. The guard (`guard.ts`) is a plain flag; the state is only what the button shows.
 */
export function useSubmit<Args extends readonly unknown[]>(
  action: (...args: Args) => Promise<unknown> | void,
): Submit<Args> {
  const [guard] = useState(createSubmitGuard);
  const [isPending, setPending] = useState(false);
  const run = (...args: Args) => {
    const settled = runGuarded(
      guard,
      () => action(...args),
      () => setPending(false),
    );
    if (settled) setPending(true);
  };
  return { run, isPending };
}

/** What a submitted mutation does with its outcome; may be async (awaited before the guard is released). */
export interface SubmitHandlers<Data, Error> {
  readonly onSuccess?: (data: Data) => unknown;
  readonly onError?: (error: Error) => unknown;
}

export interface SubmitMutation<Data, Error, Variables> {
  /** Sends the mutation unless one is in flight (`useSubmit`); the handlers see this call's outcome only. */
  readonly submit: (variables: Variables, handlers?: SubmitHandlers<Data, Error>) => void;
  readonly isPending: boolean;
  /** The last submitted call's failure, or null. */
  readonly error: Error | null;
  readonly reset: () => void;
}

/**
 * A TanStack mutation behind the submit guard: the way to wire any `…MutationOptions` of @atrium/api to a button. The
 * mutation is never retried (the query client's default for mutations); a second submit while one is in flight, or
 * while its handlers still run, sends nothing.
 */
export function useSubmitMutation<Data, Error, Variables>(
  options: UseMutationOptions<Data, Error, Variables>,
): SubmitMutation<Data, Error, Variables> {
  const mutation = useMutation(options);
  const { mutateAsync, reset } = mutation;
  const guarded = useSubmit(async (variables: Variables, handlers?: SubmitHandlers<Data, Error>) => {
    let data: Data;
    try {
      data = await mutateAsync(variables);
    } catch (error) {
      await handlers?.onError?.(error as Error);
      return;
    }
    await handlers?.onSuccess?.(data);
  });
  return {
    submit: guarded.run,
    isPending: guarded.isPending,
    error: mutation.error,
    reset: useCallback(() => reset(), [reset]),
  };
}
