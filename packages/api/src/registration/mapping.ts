import { fieldRulesFromWire, type FieldRules, type RuleField } from '@atrium/domain/validation';
import { type RegisterRulesWire } from './schemas';

export function toRegisterRules(wire: RegisterRulesWire): FieldRules {
  if (!Array.isArray(wire)) return fieldRulesFromWire(wire);
  const byField: Record<string, unknown> = {};
  for (const rule of wire) {
    const field = rule.field ?? rule.name;
    if (field !== undefined) byField[field] = rule;
  }
  return fieldRulesFromWire(byField);
}

/** §3 "Registration form": the rule fields plus confirmation, SMS code and dialing code. */
export type RegistrationForm = Partial<Record<RuleField | 'confirmPassword' | 'verificationCode', string>> & {
  readonly countryDialingCode?: string | undefined;
};
