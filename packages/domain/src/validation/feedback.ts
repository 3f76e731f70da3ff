/**
 * Spec §5 "Feedback content between {0} and {1} words (bounds not shown)"; §3 "Feedback: question type, content".
 */
import { REQUIRED, isBlank, type FormErrors, type ValidationError } from './errors';

/**
 * Scripts written without spaces between words, where each character is counted as one word (the convention of
 * common word counters for Chinese and Japanese text).
 */
const ONE_CHARACTER_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A run of letters, marks and digits, joined by apostrophes or hyphens inside it ("don't", "e-mail"). */
const WORD_RUN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Counts words: each Han, Hiragana or Katakana character is one word; any other run of letters, marks and digits
 * is one word (so English, Korean, Vietnamese… count by spaces). Punctuation and symbols alone are not words.
 * Thai, Lao, Khmer and Burmese, written without spaces, count one word per unbroken run: an undercount, accepted
 * because real word breaking needs a dictionary (and would make the rule depend on the browser's data).
 */
export function countWords(text: string): number {
  let count = 0;
  for (const match of text.matchAll(WORD_RUN)) {
    let rest = 0;
    for (const char of match[0]) {
      if (ONE_CHARACTER_WORD.test(char)) {
        count += 1 + (rest > 0 ? 1 : 0);
        rest = 0;
      } else {
        rest += 1;
      }
    }
    if (rest > 0) count += 1;
  }
  return count;
}

export interface FeedbackWordBounds {
  readonly minWords: number;
  readonly maxWords: number;
}

export interface FeedbackInput {
  readonly questionType: string | null;
  readonly content: string;
}

export type FeedbackField = 'questionType' | 'content';

/** §5 "between {0} and {1} words": inclusive bounds, given by the caller (the spec does not show them). */
export function validateFeedbackContent(content: string, bounds: FeedbackWordBounds): ValidationError | null {
  if (isBlank(content)) return REQUIRED;
  const words = countWords(content);
  return words >= bounds.minWords && words <= bounds.maxWords
    ? null
    : { code: 'feedback.words', params: { min: bounds.minWords, max: bounds.maxWords } };
}

/** The feedback form: a question type must be chosen ("* marks required") and the content fit the bounds. */
export function validateFeedback(input: FeedbackInput, bounds: FeedbackWordBounds): FormErrors<FeedbackField> {
  const errors: FormErrors<FeedbackField> = {};
  if (isBlank(input.questionType)) errors.questionType = REQUIRED;
  const contentError = validateFeedbackContent(input.content, bounds);
  if (contentError !== null) errors.content = contentError;
  return errors;
}
