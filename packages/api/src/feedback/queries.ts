import type { ApiClient } from '../client';
import { type SendFeedbackInput, sendFeedback } from './calls';
import { sentOnceMutationOptions } from '../mutations';

/** Not repeated on its own: a repeat would file the feedback twice. */
export function sendFeedbackMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions(['feedback', 'send'], (input: SendFeedbackInput) => sendFeedback(client, input));
}
