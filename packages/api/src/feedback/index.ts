/**
 * PUT /wps/feedback (spec §3 "Feedback: question type, content"; §5 "Feedback content between {0} and {1} words
 * (bounds not shown)"; docs/protocol.md "feedback [is] PUT"). The body and the answer are designed (not known from live
 * sites); the session token is sent (assumed: feedback is a member's page). The platform checks the form with the
 * domain's `validateFeedback` and refuses with `field.format`; the app checks it first with the same rule and
 * bounds.
 */

export { feedbackResultSchema, type FeedbackResult } from './schemas';
export { FEEDBACK_QUESTION_TYPES, type FeedbackQuestionType } from './mapping';
export { FEEDBACK_WORD_BOUNDS, feedbackEndpoint, type SendFeedbackInput, sendFeedback } from './calls';
export { sendFeedbackMutationOptions } from './queries';
