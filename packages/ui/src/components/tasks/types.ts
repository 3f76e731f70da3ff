/** The task centre's views (the container maps the platform's answer into these). Amounts in integer cents. */

export type TaskViewStatus = 'inProgress' | 'claimable' | 'claimed';
export type DrawGameView = 'envelope' | 'wheel' | 'egg';

export interface TaskView {
  readonly id: string;
  readonly kind: 'daily' | 'achievement';
  /** The platform's own name for the task. */
  readonly name: string;
  readonly progress: number;
  readonly target: number;
  readonly rewardCents: number;
  readonly draw: { readonly game: DrawGameView; readonly count: number } | null;
  readonly status: TaskViewStatus;
}

export interface DrawStateView {
  readonly running: boolean;
  readonly chances: number;
}

export interface WheelSegmentView {
  readonly id: string;
  readonly prizeCents: number;
}

/** What a draw gave, as the server picked it. */
export interface DrawPrizeView {
  readonly prizeCents: number;
}
