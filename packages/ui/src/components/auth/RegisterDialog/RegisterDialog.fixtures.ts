import { DEMO_COUNTRIES, DEMO_REGISTER_RULES, captchaPngBase64 } from '@atrium/api/demo';
import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import { RULE_FIELDS, fieldRulesFromWire, type FieldRules } from '@atrium/domain/validation';
import type { PhoneCountry } from '../../primitives/PhoneField';

/** Story fixtures from the demo platform (docs/conventions.md "Fixtures come from the demo platform's factories"). */

/** The register field rules the demo platform serves, parsed by the domain as the app does. */
export const demoRules: FieldRules = fieldRulesFromWire(DEMO_REGISTER_RULES);

/** The demo rules with every field enabled (the optional ones not required). */
export const allFieldsRules: FieldRules = fieldRulesFromWire(
  Object.fromEntries(RULE_FIELDS.map((field) => [field, { ...DEMO_REGISTER_RULES[field], enabled: true }])),
);

/** The demo rules plus the captcha (required). */
export const captchaRules: FieldRules = fieldRulesFromWire({
  ...DEMO_REGISTER_RULES,
  captcha: { ...DEMO_REGISTER_RULES.captcha, enabled: true, required: true },
});

export const countries: readonly PhoneCountry[] = DEMO_COUNTRIES.map((c) => ({
  code: c.countryCode,
  dialingCode: c.countryDialingCode,
  name: c.name,
}));

/** A captcha image drawn the way the demo platform draws them. */
export const captchaImage = captchaPngBase64('4729', () => 0.5);

/** §9 "SMS countdown 60 seconds per expiry minute": a one-minute expiry. */
export const SMS_SECONDS = smsCountdownTotalSeconds(1, false);

/** A fixed instant for clocks in stories. */
export const STORY_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
