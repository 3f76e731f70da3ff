import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { type SendFeedbackInput, sendFeedback } from './calls';

/** Not repeated on its own: a repeat would file the feedback twice. */
export function sendFeedbackMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['feedback', 'send'],
    mutationFn: (input: SendFeedbackInput) => sendFeedback(client, input),
    retry: false,
  });
}
