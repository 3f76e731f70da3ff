import type { ActivityStatus } from '@atrium/domain/points';

/** A promotion as the container maps it from the platform (§2 /promotions, §4 activity statuses). */
export interface PromotionView {
  readonly id: string;
  readonly title: string;
  /** Empty when the platform gave none. */
  readonly imageUrl: string;
  readonly categoryId: string;
  readonly startsAt: number;
  readonly endsAt: number | null;
  readonly status: ActivityStatus;
  /** Whether the status allows an action (domain `activityAction`), made here by an application. */
  readonly canApply: boolean;
  /** Server HTML, sanitized by SafeHtml before it reaches the DOM. */
  readonly content: string;
  readonly terms: string;
}

/** A category from the server; "all" is added in front by PromotionList. */
export interface PromotionCategoryView {
  readonly id: string;
  readonly name: string;
}

/** What the apply form sends: the remark as typed and the accepted images, in the order picked. */
export interface PromotionApplySubmission {
  readonly remark: string;
  readonly files: readonly File[];
}

/** The "all" tab's value: every promotion, whatever its category. */
export const ALL_PROMOTIONS = 'all';
