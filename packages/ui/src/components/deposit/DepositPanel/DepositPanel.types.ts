import { type DepositLimits } from '@atrium/domain/deposit';

export type DepositMethodKind = 'bank' | 'qr' | 'online';

export interface DepositChannelView {
  readonly id: string;
  readonly name: string;
  readonly limits: DepositLimits;
  /** The server's presets in cents; only those within the limits are offered. */
  readonly presetCents: readonly number[];
  readonly feeNote: string | null;
}

export interface DepositMethodView {
  readonly kind: DepositMethodKind;
  readonly channels: readonly DepositChannelView[];
}

export type DepositStatusView = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';

export type DepositInstructionsView =
  | { readonly kind: 'bank'; readonly accountName: string; readonly accountNumber: string; readonly bankName: string }
  | { readonly kind: 'qr'; readonly qrValue: string }
  | { readonly kind: 'online'; readonly payUrl: string }
  | { readonly kind: 'none' };

export interface DepositOrderView {
  readonly reference: string;
  readonly method: DepositMethodKind;
  readonly channelName: string;
  readonly amountCents: number;
  readonly status: DepositStatusView;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly expiresAt: number | null;
  readonly instructions: DepositInstructionsView;
}

/** What the form asks for: one deposit order. */
export interface DepositRequest {
  readonly method: DepositMethodKind;
  readonly channelId: string;
  readonly amountCents: number;
  /** A manual bank transfer only. */
  readonly depositorName?: string;
}

export interface DepositPanelProps {
  /** The server's currency symbol, shown as given (§1). */
  readonly currencySymbol: string;
  /** Null while loading or after a failure. */
  readonly methods: readonly DepositMethodView[] | null;
  readonly isLoading?: boolean;
  /** The methods failed to load: an `errors:` key (§8). */
  readonly loadErrorKey?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** Sends the order; the container guards it (one request per action). */
  readonly onSubmit: (request: DepositRequest) => void;
  readonly isSubmitting?: boolean;
  /** Why the last order was refused: an `errors:` key; what was typed stays. */
  readonly submitErrorKey?: string | null;
  /** The figures the refusal names, already formatted (a safer-play limit and what remains of it). */
  readonly submitErrorValues?: Readonly<Record<string, string>>;
  /** The member's latest orders, newest first; null while loading or after a failure. */
  readonly orders: readonly DepositOrderView[] | null;
  readonly ordersErrorKey?: string | null;
  readonly onRetryOrders?: () => void;
  readonly isRetryingOrders?: boolean;
  /** The order just made: its card takes the focus, so the member lands on its reference and instructions. */
  readonly newReference?: string | null;
  readonly onCancel?: (reference: string) => void;
  readonly cancellingReference?: string | null;
  readonly cancelErrorKey?: string | null;
  /** Copies a value (the clipboard by default). */
  readonly copyText?: (text: string) => Promise<void>;
  /** The IANA time zone times are shown in; the device's by default. */
  readonly timeZone?: string;
}
