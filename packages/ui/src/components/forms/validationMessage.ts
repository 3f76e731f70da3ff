import type { ValidationError } from '@atrium/domain/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The length part of a per-pattern message (§5 "min and max substituted (single length if equal)"). */
function lengthKey(params: Readonly<Record<string, number | string>>): string | null {
  if (params['length'] !== undefined) return 'errors:validation.length.exact';
  if (params['min'] !== undefined && params['max'] !== undefined) return 'errors:validation.length.range';
  if (params['min'] !== undefined) return 'errors:validation.length.min';
  if (params['max'] !== undefined) return 'errors:validation.length.max';
  return null;
}

/**
 * Turns a domain validation error (a code with parameters, never text) into the message shown under the field:
 * `errors:validation.<code>`, plus the length rule for the per-pattern codes. Returns undefined for no error, so
 * the result can go straight into a field's `error` prop.
 */
export function useValidationMessage(): (error: ValidationError | null | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const params = error.params ?? {};
      const message = t(`errors:validation.${error.code}`, params);
      const length = error.code.startsWith('pattern.') ? lengthKey(params) : null;
      // The rule and its length are two sentences; how they join (a space, or none in Chinese and Japanese) is the
      // language's.
      return length === null
        ? message
        : t('errors:validation.withLength', { rule: message, length: t(length, params) });
    },
    [t],
  );
}
