/**
 * Spec §5 "Server-provided registration rules: each field has an accepted pattern (a lone '*' matches all), min and
 * max length; value must match and fit both. … Message is the per-pattern text with min and max substituted (single
 * length if equal)." §3 "Registration-field rule: enabled, required, acceptedPattern, patternId, minLength, maxLength,
 * type". docs/protocol.md "Register field rules" lists the fields.
 */
import { charCount, type ValidationError, type ValidationParams } from './errors';
import { matchesPattern, patternIdFromWire, type PatternId } from './patterns';

/** The fields the server sends a rule for (docs/protocol.md "Register field rules"). */
export type RuleField =
  | 'username'
  | 'password'
  | 'mobileNum'
  | 'payeeName'
  | 'paymentPassword'
  | 'email'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'recommenderId'
  | 'affiliateCode'
  | 'captcha';

export const RULE_FIELDS: readonly RuleField[] = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/** One field's rule, normalised from the wire. */
export interface FieldRule {
  readonly enabled: boolean;
  readonly required: boolean;
  /**
   * The server's regular expression, matched against the whole value (as Java's `String.matches` does); '*' matches
   * everything; `null` when the server sent none or one this engine cannot compile: the built-in pattern applies.
   */
  readonly acceptedPattern: string | null;
  /** Chooses the message and, when `acceptedPattern` is null, the built-in check. */
  readonly patternId: PatternId;
  /** Inclusive bounds in characters (code points); null means unbounded. */
  readonly minLength: number | null;
  readonly maxLength: number | null;
  /** The server's input type, passed through untouched (its meaning is not shown in the spec). */
  readonly type: string | null;
}

export type FieldRules = Partial<Record<RuleField, FieldRule>>;

/** A rule as it may arrive: every part optional, flags as booleans, "1"/"0", "true"/"false" or 1/0. */
export interface WireFieldRule {
  readonly enabled?: unknown;
  readonly required?: unknown;
  readonly acceptedPattern?: unknown;
  readonly patternId?: unknown;
  readonly minLength?: unknown;
  readonly maxLength?: unknown;
  readonly type?: unknown;
}

function flag(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === '1' || (typeof raw === 'string' && raw.trim().toLowerCase() === 'true');
}

function bound(raw: unknown): number | null {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** §5 "a lone '*' matches all". */
export const MATCH_ALL = '*';

/** Compiles a server pattern for whole-value matching, or null when it is absent, '*' or not valid here. */
export function compileAcceptedPattern(source: string | null): RegExp | null {
  if (source === null) return null;
  const trimmed = source.trim();
  if (trimmed === '' || trimmed === MATCH_ALL) return null;
  // Unicode mode first (so \p{…} works); servers written for Java often use escapes only legal without it.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${trimmed})$`, flags);
    } catch {
      // try the next flags, then give up
    }
  }
  return null;
}

function usablePattern(source: string | null): string | null {
  const trimmed = source?.trim() ?? '';
  if (trimmed === '*') return MATCH_ALL;
  return compileAcceptedPattern(trimmed) === null ? null : trimmed;
}

/**
 * Normalises one field's wire rule. A missing or malformed part gets the lenient reading: not enabled, not
 * required, built-in pattern, unbounded. Bounds given the wrong way round are swapped, so the rule stays satisfiable.
 * A pattern that does not compile is dropped (null) and the built-in pattern of `patternId` checks instead.
 */
export function fieldRuleFromWire(raw: WireFieldRule): FieldRule {
  const pattern = typeof raw.acceptedPattern === 'string' ? raw.acceptedPattern : null;
  let minLength = bound(raw.minLength);
  let maxLength = bound(raw.maxLength);
  if (minLength !== null && maxLength !== null && minLength > maxLength)
    [minLength, maxLength] = [maxLength, minLength];
  return {
    enabled: flag(raw.enabled),
    required: flag(raw.required),
    acceptedPattern: usablePattern(pattern),
    patternId: patternIdFromWire(raw.patternId),
    minLength,
    maxLength,
    type: typeof raw.type === 'string' ? raw.type : null,
  };
}

/** Normalises the register-setting value: one rule per known field; unknown keys and non-objects are ignored. */
export function fieldRulesFromWire(raw: unknown): FieldRules {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const rules: Partial<Record<RuleField, FieldRule>> = {};
  for (const field of RULE_FIELDS) {
    const value = source[field];
    if (typeof value === 'object' && value !== null) rules[field] = fieldRuleFromWire(value as WireFieldRule);
  }
  return rules;
}

/** §5 "min and max substituted (single length if equal)". */
export function lengthParams(rule: Pick<FieldRule, 'minLength' | 'maxLength'>): ValidationParams {
  const { minLength: min, maxLength: max } = rule;
  if (min !== null && max !== null) return min === max ? { length: min } : { min, max };
  if (min !== null) return { min };
  if (max !== null) return { max };
  return {};
}

/** The error a value breaking this rule gets: the per-pattern code with its length parameters. */
export function ruleError(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>): ValidationError {
  return { code: `pattern.${rule.patternId}`, params: lengthParams(rule) };
}

/** Whether a value fits the rule's pattern (server's if usable, else built-in) and both length bounds. */
export function fitsRule(rule: FieldRule, value: string): boolean {
  const length = charCount(value);
  if (rule.minLength !== null && length < rule.minLength) return false;
  if (rule.maxLength !== null && length > rule.maxLength) return false;
  if (rule.acceptedPattern?.trim() === MATCH_ALL) return true;
  const server = compileAcceptedPattern(rule.acceptedPattern);
  return server === null ? matchesPattern(rule.patternId, value) : server.test(value);
}

/**
 * §5 "value must match and fit both": checks a non-empty value against a rule (emptiness is the caller's
 * `required` decision). Returns null when it fits, else the per-pattern error with its length parameters.
 */
export function checkFieldValue(rule: FieldRule, value: string): ValidationError | null {
  return fitsRule(rule, value) ? null : ruleError(rule);
}

/**
 * Used when the server gives no username rule: pattern 1 (a letter first, then letters and digits), 6 to 16
 * characters.
 */
export const DEFAULT_USERNAME_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: null,
  patternId: 1,
  minLength: 6,
  maxLength: 16,
  type: null,
};

/** Used when the server gives no password rule: pattern 5 (letters and digits, both present), 6 to 20 characters. */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: null,
  patternId: 5,
  minLength: 6,
  maxLength: 20,
  type: null,
};

/** Used when the server gives no email rule: pattern 3, at most 254 characters (the longest deliverable address). */
export const DEFAULT_EMAIL_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: null,
  patternId: 3,
  minLength: null,
  maxLength: 254,
  type: null,
};

/** Used when the server gives no mobile rule: pattern 6 (digits only), 6 to 15 digits (E.164 allows 15 at most). */
export const DEFAULT_MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: null,
  patternId: 6,
  minLength: 6,
  maxLength: 15,
  type: null,
};
