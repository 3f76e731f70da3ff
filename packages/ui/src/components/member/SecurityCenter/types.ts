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

export interface VipView {
  readonly label: string;
  /** Null at the top level. */
  readonly nextLabel: string | null;
  readonly requirements: readonly VipRequirementView[];
}
