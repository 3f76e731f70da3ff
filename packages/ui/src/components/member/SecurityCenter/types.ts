/** A part of the page that loads on its own: its data, or its loading or failed state with a retry. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void; readonly isRetrying?: boolean }
  | { readonly status: 'ready'; readonly data: T };

export type BindKind = 'mobile' | 'email' | 'bankAccountName';

export type SocialProviderId = 'facebook' | 'google';

/** What the page shows of what protects the account; every value masked by the platform. */
export interface SecurityView {
  readonly hasPaymentPassword: boolean;
  readonly bound: Readonly<Record<BindKind, string | null>>;
  readonly social: readonly { readonly provider: SocialProviderId; readonly bound: boolean }[];
}

export interface VipRequirementView {
  readonly type: 'deposit' | 'bet';
  /** Already formatted for the reader (money). */
  readonly current: string;
  readonly required: string;
  readonly remaining: string;
  /** Whole percent, 0 to 100 (the domain's `progressPercent`). */
  readonly percent: number;
}

/** What a rank takes (deposits, valid bets) and gives; the app leaves out what the brand does not give. */
export type VipRankItemKind =
  'deposit' | 'bet' | 'upgradeBonus' | 'monthlyBonus' | 'birthdayBonus' | 'rebate' | 'withdrawalLimit';

export interface VipRankView {
  readonly label: string;
  /** The member's own rank, the one it is working towards, or another. */
  readonly standing: 'current' | 'next' | 'other';
  /** Values already formatted for the reader (money, percent). */
  readonly items: readonly { readonly kind: VipRankItemKind; readonly value: string }[];
}

export interface VipView {
  readonly label: string;
  /** Null at the top level. */
  readonly nextLabel: string | null;
  readonly requirements: readonly VipRequirementView[];
  /** Every rank in level order (§6 "VIP levels have rank benefits"); empty when the platform sends none. */
  readonly ranks: readonly VipRankView[];
}
