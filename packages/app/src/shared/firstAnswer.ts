/**
 * A query function whose first answer is a call the app's entry started before the app loaded (`early`, when there
 * is one: the status, the announcements; app/main.tsx) and whose later answers (a retry, a refetch) ask the platform
 * again, so a failed early call is retried like any other and never answers twice.
 */
export function firstAnswerFrom<T>(early: Promise<T> | null, call: (signal: AbortSignal) => Promise<T>) {
  let pending = early;
  return ({ signal }: { readonly signal: AbortSignal }): Promise<T> => {
    const answer = pending ?? call(signal);
    pending = null;
    return answer;
  };
}
