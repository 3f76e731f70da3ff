import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { FeedbackInput, FeedbackWordBounds } from '@atrium/domain/validation';
import type { ApiClient, Endpoint } from './client';

/**
 * PUT /wps/feedback (spec §3 "Feedback: question type, content"; §5 "Feedback content between {0} and {1} words
 * (bounds not shown)"; docs/protocol.md "feedback [is] PUT"). The body and the answer are designed (not known from live
 * sites); the session token is sent (assumed: feedback is a member's page). The platform checks the form with the
 * domain's `validateFeedback` and refuses with `field.format`; the app checks it first with the same rule and
 * bounds.
 */

/** The question types offered by the feedback form (assumed: the spec names the field, not its values). */
export const FEEDBACK_QUESTION_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** The word bounds of §5, not shown by the spec: 5 to 500 words (assumed; the demo platform enforces the same). */
export const FEEDBACK_WORD_BOUNDS: FeedbackWordBounds = { minWords: 5, maxWords: 500 };

export const feedbackResultSchema = z.object({ feedbackId: z.string() });
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;

export const feedbackEndpoint: Endpoint<FeedbackResult> = {
  id: 'feedback.send',
  method: 'PUT',
  path: '/wps/feedback',
  moduleId: 'COMM3',
  needsToken: true,
  value: feedbackResultSchema,
};

export interface SendFeedbackInput extends FeedbackInput {
  readonly questionType: string;
}

export async function sendFeedback(client: ApiClient, input: SendFeedbackInput): Promise<FeedbackResult> {
  return client.call(feedbackEndpoint, { body: { questionType: input.questionType, content: input.content.trim() } });
}

/** Not repeated on its own: a repeat would file the feedback twice. */
export function sendFeedbackMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['feedback', 'send'],
    mutationFn: (input: SendFeedbackInput) => sendFeedback(client, input),
    retry: false,
  });
}
