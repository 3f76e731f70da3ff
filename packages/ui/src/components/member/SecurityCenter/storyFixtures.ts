import type { ProfileField } from '@atrium/domain/account';
import { fieldRuleFromWire } from '@atrium/domain/validation';
import type { MemberAccountSummary } from './Sections';
import type { Loadable, SecurityView, VipView } from './types';

/** Story data for my account (stories only). */
export const summary: MemberAccountSummary = {
  account: 'demo_member',
  nickname: 'Lucky Star',
  maskedMobile: '+63 917****567',
  vipLabel: 'VIP 3',
  registeredOn: '2026-01-05',
};

export const vip: VipView = {
  label: 'VIP 3',
  nextLabel: 'VIP 4',
  requirements: [
    { type: 'deposit', current: '$12,500.00', required: '$20,000.00', remaining: '$7,500.00', percent: 62 },
    { type: 'bet', current: '$100,000.00', required: '$100,000.00', remaining: '$0.00', percent: 100 },
  ],
  ranks: [0, 1, 2, 3, 4, 5].map((level) => ({
    label: `VIP ${level}`,
    standing: level === 3 ? 'current' : level === 4 ? 'next' : 'other',
    items: [
      { kind: 'deposit', value: `$${(level * 5_000).toLocaleString('en')}.00` },
      { kind: 'bet', value: `$${(level * 25_000).toLocaleString('en')}.00` },
      ...(level >= 1 ? [{ kind: 'upgradeBonus' as const, value: `$${level * level * 10}.00` }] : []),
      ...(level >= 3 ? [{ kind: 'monthlyBonus' as const, value: `$${level * 20}.00` }] : []),
      { kind: 'rebate', value: `${(0.3 + level * 0.1).toFixed(1)}%` },
    ],
  })),
};

export const security: SecurityView = {
  hasPaymentPassword: true,
  bound: { mobile: '917****567', email: 'me***@demo.atrium.test', bankAccountName: null },
  social: [
    { provider: 'facebook', bound: false },
    { provider: 'google', bound: true },
  ],
};

export const nothingBound: SecurityView = {
  hasPaymentPassword: false,
  bound: { mobile: null, email: null, bankAccountName: null },
  social: [
    { provider: 'facebook', bound: false },
    { provider: 'google', bound: false },
  ],
};

const rule = (wire: Record<string, unknown>) => fieldRuleFromWire({ enabled: true, acceptedPattern: '*', ...wire });

export const profileFields: readonly ProfileField[] = [
  {
    name: 'nickname',
    value: 'Lucky Star',
    editable: true,
    rule: rule({ required: true, patternId: 0, minLength: 2, maxLength: 16 }),
  },
  { name: 'birthday', value: '1990-02-03', editable: false, rule: rule({ patternId: 11, acceptedPattern: null }) },
  {
    name: 'nationality',
    value: null,
    editable: true,
    rule: rule({ patternId: 8, acceptedPattern: null, maxLength: 40 }),
  },
  {
    name: 'telegram',
    value: null,
    editable: true,
    rule: rule({ patternId: 9, acceptedPattern: null, minLength: 5, maxLength: 32 }),
  },
];

/** A member who has not given a birthday yet: the platform locks it once saved. */
export const profileFieldsNoBirthday: readonly ProfileField[] = profileFields.map((field) =>
  field.name === 'birthday' ? { ...field, value: null, editable: true, locksOnceSet: true } : field,
);

/** Stories' "today" for the birthday check (§5/§9), so their dates never age: 15 June 2024, noon UTC. */
export const STORY_TODAY = Date.UTC(2024, 5, 15, 12);

export function ready<T>(data: T): Loadable<T> {
  return { status: 'ready', data };
}
