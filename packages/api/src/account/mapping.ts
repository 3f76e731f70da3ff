import { isProfileFieldName, type ProfileField } from '@atrium/domain/account';
import { fieldRuleFromWire } from '@atrium/domain/validation';
import type { SmsSent } from '../session';
import { toSmsSent } from '../session';
import type { CodeSentWire, ProfileWire, RankProgressWire, SecurityWire } from './schemas';

/** The social providers this app can bind; others the server lists are left out. */
export const BINDABLE_SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type BindableSocialProvider = (typeof BINDABLE_SOCIAL_PROVIDERS)[number];

const isBindable = (provider: string): provider is BindableSocialProvider =>
  (BINDABLE_SOCIAL_PROVIDERS as readonly string[]).includes(provider);

/** The enabled profile fields this app knows, in the server's order; the first mention of a name wins. */
export function toProfileFields(wire: ProfileWire): ProfileField[] {
  const seen = new Set<string>();
  const fields: ProfileField[] = [];
  for (const item of wire.fields) {
    if (!isProfileFieldName(item.name) || seen.has(item.name) || item.enabled !== true) continue;
    seen.add(item.name);
    fields.push({
      name: item.name,
      value: item.value?.trim() ? item.value : null,
      editable: item.editable ?? true,
      ...(item.locksOnceSet === true ? { locksOnceSet: true } : {}),
      rule: fieldRuleFromWire({ ...item, enabled: true }),
    });
  }
  return fields;
}

export interface SocialBinding {
  readonly provider: BindableSocialProvider;
  readonly bound: boolean;
}

export interface AccountSecurity {
  readonly hasPaymentPassword: boolean;
  readonly maskedMobile: string | null;
  readonly countryDialingCode: string | null;
  readonly maskedEmail: string | null;
  readonly maskedBankAccountName: string | null;
  readonly social: readonly SocialBinding[];
}

export function toAccountSecurity(wire: SecurityWire): AccountSecurity {
  const social: SocialBinding[] = [];
  for (const item of wire.social ?? []) {
    const provider = item.provider.trim().toLowerCase();
    if (isBindable(provider) && !social.some((s) => s.provider === provider)) {
      social.push({ provider, bound: item.bound });
    }
  }
  const text = (value: string | null | undefined) => (value?.trim() ? value : null);
  return {
    hasPaymentPassword: wire.paymentPasswordSet,
    maskedMobile: text(wire.mobile),
    countryDialingCode: text(wire.countryDialingCode),
    maskedEmail: text(wire.email),
    maskedBankAccountName: text(wire.bankAccountName),
    social,
  };
}

export type CodeSent = SmsSent;

export function toCodeSent(wire: CodeSentWire): CodeSent {
  return toSmsSent(wire);
}

export type RankRequirementType = 'deposit' | 'bet';

export interface RankRequirement {
  readonly type: RankRequirementType;
  readonly currentCents: number;
  readonly requiredCents: number;
}

export interface RankProgress {
  readonly level: number;
  readonly label: string | null;
  /** Null at the top level. */
  readonly next: { readonly level: number; readonly label: string | null } | null;
  readonly requirements: readonly RankRequirement[];
  /** Every rank in level order, with its benefits (empty when the platform sends none). */
  readonly ranks: readonly RankBenefits[];
}

/** What a rank takes and gives; money in cents, null where the brand gives nothing of that kind. */
export interface RankBenefits {
  readonly level: number;
  readonly label: string | null;
  readonly depositCents: number | null;
  readonly betCents: number | null;
  readonly upgradeBonusCents: number | null;
  readonly monthlyBonusCents: number | null;
  readonly birthdayBonusCents: number | null;
  readonly rebatePercent: number | null;
  readonly dailyWithdrawalLimitCents: number | null;
}

const cents = (value: number | string) => Math.round(Number(value) * 100);
const centsOrNull = (value: number | string | null | undefined) => (value == null ? null : cents(value));
const labelOf = (label: string | null | undefined) => (label?.trim() ? label : null);
const REQUIREMENT_TYPES: Readonly<Record<string, RankRequirementType>> = { DEPOSIT: 'deposit', BET: 'bet' };

export function toRankProgress(wire: RankProgressWire): RankProgress {
  const requirements: RankRequirement[] = [];
  for (const item of wire.requirements ?? []) {
    const type = REQUIREMENT_TYPES[item.type.toUpperCase()];
    if (type) requirements.push({ type, currentCents: cents(item.current), requiredCents: cents(item.required) });
  }
  return {
    level: wire.currentLevel,
    label: labelOf(wire.currentLabel),
    next: wire.nextLevel == null ? null : { level: wire.nextLevel, label: wire.nextLabel ?? null },
    requirements: wire.nextLevel == null ? [] : requirements,
    ranks: (wire.ranks ?? [])
      .map((rank) => ({
        level: rank.level,
        label: labelOf(rank.label),
        depositCents: centsOrNull(rank.deposit),
        betCents: centsOrNull(rank.bet),
        upgradeBonusCents: centsOrNull(rank.upgradeBonus),
        monthlyBonusCents: centsOrNull(rank.monthlyBonus),
        birthdayBonusCents: centsOrNull(rank.birthdayBonus),
        rebatePercent: rank.rebateRate == null ? null : Number(rank.rebateRate),
        dailyWithdrawalLimitCents: centsOrNull(rank.dailyWithdrawalLimit),
      }))
      .sort((a, b) => a.level - b.level),
  };
}
