import { DEMO_REGISTER_RULES, captchaPngBase64 } from '@atrium/api/demo';
import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import { RULE_FIELDS, fieldRulesFromWire, type FieldRules } from '@atrium/domain/validation';
import { fn, within } from 'storybook/test';
import { findDialog, inputByLabel } from '../../../stories/helpers';
import { storyCountries } from '../../../stories/countries.fixtures';
import { STORY_NOW } from '../../forms/storyFixtures';
import type { RegisterDialogProps } from './RegisterDialog';

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

export const countries = storyCountries;

/** A captcha image drawn the way the demo platform draws them. */
export const captchaImage = captchaPngBase64('4729', () => 0.5);

/** §9 "SMS countdown 60 seconds per expiry minute": a one-minute expiry. */
export const SMS_SECONDS = smsCountdownTotalSeconds(1, false);

export { STORY_NOW };

/** The open registration dialog. */
export const registerDialog = () => findDialog('Create an account');

/** Fills the username-registration fields with values that pass the demo rules, and ticks terms and age. */
export async function fillValidUsernameForm(
  user: { type: (el: Element, text: string) => Promise<void>; click: (el: Element) => Promise<void> },
  options: { confirm?: string; tick?: boolean } = {},
) {
  const d = within(await registerDialog());
  await user.type(inputByLabel(d, 'Username'), 'LuckyTiger8');
  await user.type(inputByLabel(d, 'Password'), 'abc12345');
  await user.type(inputByLabel(d, 'Confirm password'), options.confirm ?? 'abc12345');
  if (options.tick !== false) {
    await user.click(d.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(d.getByRole('checkbox', { name: /at least 18 years old/ }));
  }
}

/** The registration dialog's story args: both types, the demo rules, all callbacks spied on. */
export const registerStoryArgs = {
  types: ['register', 'registerMobile'],
  defaultType: 'registerMobile',
  rules: demoRules,
  isSmsVerificationOn: true,
  countries,
  defaultCountryCode: 'TH',
  smsSentAt: null,
  smsCountdownSeconds: SMS_SECONDS,
  onSendSmsCode: fn(),
  onOpenChange: fn(),
  onTypeChange: fn(),
  onRefreshCaptcha: fn(),
  onSubmit: fn(),
  onSwitchToLogin: fn(),
} satisfies RegisterDialogProps;
