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
