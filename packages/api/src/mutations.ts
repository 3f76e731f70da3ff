import { mutationOptions, type DefaultError, type MutationKey } from '@tanstack/react-query';

/**
 * A change the user starts: sent once per activation and never retried on its own (a repeat would act twice, or count
 * as another failed attempt). What follows it, if anything, is the caller's.
 */
export function sentOnceMutationOptions<TVariables, TData>(
  mutationKey: MutationKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  return mutationOptions<TData, DefaultError, TVariables>({ mutationKey, mutationFn, retry: false });
}
