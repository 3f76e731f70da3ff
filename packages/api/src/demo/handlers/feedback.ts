import { http, type HttpHandler } from 'msw';
import { validateFeedback, type FeedbackWordBounds } from '@atrium/domain/validation';
import { ok, refuse } from '../envelope';
import { isResponse, readAccountJson } from '../http';
import type { DemoPlatform } from '../state/platform';

/**
 * PUT /wps/feedback (spec §3, §5): checked with the domain's `validateFeedback`; a form it rejects, or an unknown
 * question type, is refused with `field.format`. The platform's own settings mirror the client's
 * `FEEDBACK_WORD_BOUNDS` and `FEEDBACK_QUESTION_TYPES` (a test keeps them equal).
 */
export const DEMO_FEEDBACK_WORD_BOUNDS: FeedbackWordBounds = { minWords: 5, maxWords: 500 };
export const DEMO_FEEDBACK_QUESTION_TYPES: readonly string[] = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
];

export interface DemoFeedback {
  readonly feedbackId: string;
  readonly accountId: string;
  readonly questionType: string;
  readonly content: string;
  readonly createdTime: number;
}

export function feedbackHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.put('*/wps/feedback', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const { questionType, content } = body;
      if (typeof content !== 'string' || (questionType !== null && typeof questionType !== 'string')) {
        return refuse(400, 'request_param_err', 'Malformed feedback');
      }
      const errors = validateFeedback({ questionType: questionType ?? null, content }, DEMO_FEEDBACK_WORD_BOUNDS);
      if (Object.keys(errors).length > 0 || !DEMO_FEEDBACK_QUESTION_TYPES.includes(questionType ?? '')) {
        return refuse(400, 'field.format', 'Please check the question type and the content');
      }
      const store = platform.area<DemoFeedback[]>('feedback', () => []);
      const feedbackId = `fb-${store.length + 1}`;
      store.push({
        feedbackId,
        accountId: account.id,
        questionType: questionType ?? '',
        content,
        createdTime: platform.now(),
      });
      return ok({ feedbackId });
    }),
  ];
}
