import type { PointType, RedeemStatus } from '@atrium/domain/points';
import type { ListLoadState, RecordsPage } from '../../forms/PagedRows';

/** What the member holds: points and the wallet balance beside them. */
export interface PointsSummaryView {
  readonly currentPoints: number;
  readonly balanceCents: number;
}

/** The conversion terms (getPointConfig). */
export interface ConvertTermsView {
  /** Points that make one unit of currency. */
  readonly ratio: number;
  /** The fewest points one conversion takes. */
  readonly pointsRequirement: number;
}

/** A good of the mall. */
export interface PointGoodView {
  readonly id: string;
  readonly name: string;
  readonly pointsRequirement: number;
  readonly kind: 'cash' | 'item';
  /** The good's picture; none when the platform has none (the card then shows none). */
  readonly imageUrl?: string | null;
  /** What a cash reward pays, in cents. */
  readonly amountCents: number | null;
  /** Units left; null when unlimited. */
  readonly stock: number | null;
  /** The operator's condition text, shown as plain text. */
  readonly conditions: string | null;
  readonly amountRequirementCents: number | null;
  readonly needsAddress: boolean;
}

/** One change of points. */
export interface PointDetailView {
  readonly id: string;
  readonly type: PointType;
  /** Signed: earned points positive, spent ones negative. */
  readonly changedPoints: number;
  /** The points after the change. */
  readonly pointsAfter: number;
  readonly createdAt: number;
  readonly remark: string | null;
}

/** One row of the exchange-rate table: every `amountRequirementCents` of a type earns `points`. */
export interface ExchangeRateView {
  readonly type: PointType;
  readonly amountRequirementCents: number;
  readonly points: number;
}

/** One redemption in the history. */
export interface RedeemRecordView {
  /** The reference number. */
  readonly id: string;
  readonly rewardName: string;
  readonly kind: 'cash' | 'item';
  readonly quantity: number;
  readonly points: number;
  readonly amountRequirementCents: number | null;
  readonly status: RedeemStatus;
  readonly appliedAt: number;
  /** When it was decided; null while In Process. */
  readonly decidedAt: number | null;
}

/** A page of a list: the items, the page (from 1) and how many pages there are. */
export type PageView<T> = RecordsPage<T>;

/** What a list shows while it loads or after it failed. */
export type LoadState = ListLoadState;

/** A redemption the platform accepted. */
export interface RedeemResultView {
  /** The reference number, unique per redemption. */
  readonly id: string;
  readonly goodId: string;
  readonly status: RedeemStatus;
}
