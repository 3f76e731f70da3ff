import { describe, expect, it } from 'vitest';
import { validateFeedback } from '@atrium/domain/validation';
import {
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_WORD_BOUNDS,
  feedbackEndpoint,
  sendFeedback,
  sendFeedbackMutationOptions,
} from './index';
import { DEMO_FEEDBACK_QUESTION_TYPES, DEMO_FEEDBACK_WORD_BOUNDS, type DemoFeedback } from '../demo/index';
import { failure, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ now: Date.UTC(2026, 10, 23) });

const GOOD = { questionType: 'game', content: 'The slot lobby loads slowly in the evening.' };

describe('§3 Feedback: question type, content (PUT /wps/feedback)', () => {
  it('is a PUT with the session', () => {
    expect(feedbackEndpoint).toMatchObject({ method: 'PUT', path: '/wps/feedback', needsToken: true });
  });

  it('files valid feedback', async () => {
    await expect(sendFeedback(demo.clientAs('m-1001'), GOOD)).resolves.toEqual({ feedbackId: 'fb-1' });
    expect(demo.platform.area<DemoFeedback[]>('feedback', () => [])[0]).toMatchObject({ accountId: 'm-1001', ...GOOD });
  });

  it('§5 content outside the word bounds, or no or an unknown question type, is refused (field.format)', async () => {
    const client = demo.clientAs('m-1001');
    expect(Object.keys(validateFeedback({ questionType: 'game', content: 'Too short' }, FEEDBACK_WORD_BOUNDS))).toEqual(
      ['content'],
    );
    expect((await failure(sendFeedback(client, { questionType: 'game', content: 'Too short' }))).code).toBe(
      'field.format',
    );
    expect((await failure(sendFeedback(client, { ...GOOD, questionType: '' }))).code).toBe('field.format');
    expect((await failure(sendFeedback(client, { ...GOOD, questionType: 'lottery-tips' }))).code).toBe('field.format');
    const long = Array.from({ length: 501 }, () => 'word').join(' ');
    expect((await failure(sendFeedback(client, { ...GOOD, content: long }))).messageKey).toBe('errors:field.format');
  });

  it('without a session the call is not made', async () => {
    expect(await failure(sendFeedback(demo.clientAs(null), GOOD))).toMatchObject({ kind: 'session-expired' });
  });

  it('the client and the demo platform use the same bounds and question types; no automatic repeat', () => {
    expect(DEMO_FEEDBACK_WORD_BOUNDS).toEqual(FEEDBACK_WORD_BOUNDS);
    expect(DEMO_FEEDBACK_QUESTION_TYPES).toEqual(FEEDBACK_QUESTION_TYPES);
    expect(sendFeedbackMutationOptions(demo.clientAs('m-1001')).retry).toBe(false);
  });
});
