import type { FeedbackInput, FeedbackWordBounds } from '@atrium/domain/validation';
import type { ApiClient } from '../client';
import { feedbackResultSchema, type FeedbackResult } from './schemas';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('feedback', { moduleId: 'COMM3', needsToken: true });

/** The word bounds of §5, not shown by the spec: 5 to 500 words (assumed; the demo platform enforces the same). */
export const FEEDBACK_WORD_BOUNDS: FeedbackWordBounds = { minWords: 5, maxWords: 500 };

export const feedbackEndpoint = area.put('send', '/wps/feedback', feedbackResultSchema);

export interface SendFeedbackInput extends FeedbackInput {
  readonly questionType: string;
}

export async function sendFeedback(client: ApiClient, input: SendFeedbackInput): Promise<FeedbackResult> {
  return client.call(feedbackEndpoint, { body: { questionType: input.questionType, content: input.content.trim() } });
}
