/**
 * Spec §5 Validation and §8 "field messages": validators return error codes with parameters, never text.
 * The app turns a code into words through the `errors` i18n namespace (e.g. `errors:validation.pattern.5`),
 * substituting the parameters (`{{min}}`, `{{max}}`, `{{length}}`, …).
 */
import type { PatternId } from './patterns';

/** Every code a validator in this folder can return. */
export type ValidationCode =
  /** §5 "empty input not allowed", §8 "Input cannot be empty", "Please enter username", "Please enter the captcha". */
  | 'required'
  /** §5 "Message is the per-pattern text with min and max substituted (single length if equal)". */
  | `pattern.${PatternId}`
  /** §8 "confirmation password not correct". */
  | 'confirm.mismatch'
  /** §8 "Invalid phone number format". */
  | 'phone.format'
  /** §5 "Phone number {0} digits by region". */
  | 'phone.digits'
  /** §5 "Activity application remark at most 140 characters". */
  | 'remark.tooLong'
  /** §5 "images png or jpg, 5MB each, at most 3". */
  | 'upload.tooMany'
  | 'upload.type'
  | 'upload.tooLarge'
  /** §5 "Feedback content between {0} and {1} words". */
  | 'feedback.words'
  /** §5 "Age confirmation 18 (parameter …)". */
  | 'age.confirm'
  | 'age.under'
  | 'age.invalidDate'
  /** §5 "Terms agreement required". */
  | 'terms.required';

export type ValidationParams = Readonly<Record<string, number | string>>;

export interface ValidationError {
  readonly code: ValidationCode;
  readonly params?: ValidationParams;
}

/** A form's errors by field; a field that is absent is valid. An empty object means the form may be sent. */
export type FormErrors<Field extends string> = Partial<Record<Field, ValidationError>>;

export const REQUIRED: ValidationError = { code: 'required' };

/** True when the form has at least one error. */
export function hasErrors<Field extends string>(errors: FormErrors<Field>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** §5 "empty input not allowed": whitespace alone counts as empty. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Length in Unicode code points, so an emoji or a rare Han character counts once (not as two UTF-16 units). */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
