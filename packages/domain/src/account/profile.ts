/**
 * Spec §3 "Other profile fields: nickname, telegram, zalo, birthday, address, nationality, occupation, source of
 * income, bank account name", plus the registration form's contact fields. Which of them a member sees, and which
 * may still be changed, is the server's call (its per-field `enabled` and `editable`); each value is checked with the
 * field's rule as registration fields are (§5), so the messages are the same per-pattern texts.
 */
import { checkFieldValue, type FieldRule } from '../validation/fieldRules';
import { isBlank, REQUIRED, type FormErrors, type ValidationError } from '../validation/errors';
import { validateBirthDate, type AgeCheckOptions } from '../validation/age';

/** The profile fields this app can show, in the order it shows them; others the server sends are ignored. */
export const PROFILE_FIELDS = [
  'nickname',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'idNumber',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

export function isProfileFieldName(name: string): name is ProfileFieldName {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

export interface ProfileField {
  readonly name: ProfileFieldName;
  /** What the platform has on file; null when nothing is. */
  readonly value: string | null;
  /** False when the platform keeps the value as it is (a field locked once set, e.g. the birthday). */
  readonly editable: boolean;
  /** True when the platform locks the value once it is saved (the birthday): the member confirms it first. */
  readonly locksOnceSet?: boolean;
  readonly rule: FieldRule;
}

/**
 * The fields of an edit that changed and may be sent: only editable ones, trimmed, compared with what is on file.
 * An emptied optional field is sent as '' (the member cleared it).
 */
export function profileChanges(
  fields: readonly ProfileField[],
  draft: Readonly<Partial<Record<ProfileFieldName, string>>>,
): Partial<Record<ProfileFieldName, string>> {
  const changes: Partial<Record<ProfileFieldName, string>> = {};
  for (const field of fields) {
    const typed = draft[field.name];
    if (!field.editable || typed === undefined) continue;
    const next = typed.trim();
    if (next !== (field.value ?? '').trim()) changes[field.name] = next;
  }
  return changes;
}

/**
 * The changed fields that the platform locks once saved: the member is asked to confirm each value first, since it
 * cannot be changed afterwards. An emptied field saves nothing, so it locks nothing.
 */
export function lockingChanges(
  fields: readonly ProfileField[],
  changes: Readonly<Partial<Record<ProfileFieldName, string>>>,
): ProfileFieldName[] {
  return fields.filter((f) => f.locksOnceSet === true && (changes[f.name] ?? '') !== '').map((f) => f.name);
}

/**
 * §5 per field: required when the rule says, else the rule's pattern and lengths for a non-empty value. The birthday
 * also passes the birthday check of §5/§9 ("Age: 18 (parameter; 21 in one message and the birthday check)"): a date
 * not after today and at least the minimum age, a brand parameter defaulting to 18 (validation/age.ts).
 */
export function validateProfile(
  fields: readonly ProfileField[],
  draft: Readonly<Partial<Record<ProfileFieldName, string>>>,
  age: AgeCheckOptions,
): FormErrors<ProfileFieldName> {
  const errors: Partial<Record<ProfileFieldName, ValidationError>> = {};
  for (const field of fields) {
    if (!field.editable) continue;
    const value = (draft[field.name] ?? field.value ?? '').trim();
    if (isBlank(value)) {
      if (field.rule.required) errors[field.name] = REQUIRED;
      continue;
    }
    const error =
      checkFieldValue(field.rule, value) ?? (field.name === 'birthday' ? validateBirthDate(value, age) : null);
    if (error) errors[field.name] = error;
  }
  return errors;
}
