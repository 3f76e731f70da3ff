/** A part of the mission's details that loads on its own: its data, or its loading or failed state with a retry. */
export type MissionPart<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void; readonly isRetrying?: boolean }
  | { readonly status: 'ready'; readonly data: T };

export interface MilestonesView {
  /** How far the player has come, in the milestones' unit. */
  readonly reached: number;
  /** Ascending by target. */
  readonly milestones: readonly {
    readonly target: number;
    readonly rewardAmount: number | null;
    readonly isReached: boolean;
  }[];
}

export interface LeaderboardView {
  readonly entries: readonly {
    readonly rank: number;
    /** Masked by the platform. */
    readonly name: string;
    readonly score: number;
    readonly prize: number | null;
  }[];
  /** The player's own place; rank null when unranked; null when the platform did not say. */
  readonly mine: { readonly rank: number | null; readonly score: number } | null;
  readonly page: number;
  readonly totalPages: number;
}
