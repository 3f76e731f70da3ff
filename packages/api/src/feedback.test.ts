import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateFeedback } from '@atrium/domain/validation';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_WORD_BOUNDS,
  feedbackEndpoint,
  sendFeedback,
  sendFeedbackMutationOptions,
} from './feedback';
import {
  createDemoPlatform,
  demoHandlers,
  DEMO_FEEDBACK_QUESTION_TYPES,
  DEMO_FEEDBACK_WORD_BOUNDS,
  type DemoFeedback,
  type DemoPlatform,
} from './demo/index';

const server = setupServer();
let platform: DemoPlatform;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  platform = createDemoPlatform({ now: () => Date.UTC(2026, 10, 23) });
  server.resetHandlers(...demoHandlers(platform));
});
afterAll(() => server.close());

function clientAs(accountId: string | null) {
  const token = accountId ? platform.sessions.issue(accountId) : null;
  return createApiClient({
    baseUrl: 'http://127.0.0.1:4173',
    merchantCode: 'atriumdemo',
    getLanguage: () => 'EN',
    getToken: () => token,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const GOOD = { questionType: 'game', content: 'The slot lobby loads slowly in the evening.' };

describe('§3 Feedback: question type, content (PUT /wps/feedback)', () => {
  it('is a PUT with the session', () => {
    expect(feedbackEndpoint).toMatchObject({ method: 'PUT', path: '/wps/feedback', needsToken: true });
  });

  it('files valid feedback', async () => {
    await expect(sendFeedback(clientAs('m-1001'), GOOD)).resolves.toEqual({ feedbackId: 'fb-1' });
    expect(platform.area<DemoFeedback[]>('feedback', () => [])[0]).toMatchObject({ accountId: 'm-1001', ...GOOD });
  });

  it('§5 content outside the word bounds, or no or an unknown question type, is refused (field.format)', async () => {
    const client = clientAs('m-1001');
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
    expect(await failure(sendFeedback(clientAs(null), GOOD))).toMatchObject({ kind: 'session-expired' });
  });

  it('the client and the demo platform use the same bounds and question types; no automatic repeat', () => {
    expect(DEMO_FEEDBACK_WORD_BOUNDS).toEqual(FEEDBACK_WORD_BOUNDS);
    expect(DEMO_FEEDBACK_QUESTION_TYPES).toEqual(FEEDBACK_QUESTION_TYPES);
    expect(sendFeedbackMutationOptions(clientAs('m-1001')).retry).toBe(false);
  });
});
