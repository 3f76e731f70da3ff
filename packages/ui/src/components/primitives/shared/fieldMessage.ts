import type { ValidationError } from '@atrium/domain/validation';
import type { TFunction } from 'i18next';

/** Field names whose "required" message is more specific than §8 "Input cannot be empty". */
const REQUIRED_KEYS: Readonly<Record<string, string>> = {
  captcha: 'errors:captcha.required',
  verificationCode: 'errors:verification.missing',
};

function lengthMessage(t: TFunction, params: ValidationError['params']): string | null {
  if (params === undefined) return null;
  if (params['length'] !== undefined) return t('errors:validation.length.exact', params);
  if (params['min'] !== undefined && params['max'] !== undefined) return t('errors:validation.length.range', params);
  if (params['min'] !== undefined) return t('errors:validation.length.min', params);
  if (params['max'] !== undefined) return t('errors:validation.length.max', params);
  return null;
}

/**
 * The words for a domain validation error (§5 "Message is the per-pattern text with min and max substituted (single
 * length if equal)"; §8 field messages). Codes map to `errors:validation.<code>`; a pattern error adds its length.
 */
export function fieldMessage(t: TFunction, error: ValidationError, field?: string): string {
  const { code, params } = error;
  if (code === 'required' && field !== undefined && REQUIRED_KEYS[field] !== undefined) return t(REQUIRED_KEYS[field]);
  if (code === 'age.confirm') return t('ui:RegisterDialog.ageRequired', params);
  const fallback = t('errors:field.format');
  if (code.startsWith('pattern.')) {
    const rule = t(`errors:validation.${code}`, { defaultValue: fallback });
    const length = lengthMessage(t, params);
    return length === null ? rule : [rule, length].join(' ');
  }
  return t(`errors:validation.${code}`, { ...params, defaultValue: fallback });
}
