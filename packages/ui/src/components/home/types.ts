import type { HomeMenuItem, HomeSectionId } from '@atrium/domain/games';

/** Where a piece of the home page is: loading (skeletons), failed (message and retry) or ready. */
export type HomeLoadStatus = 'loading' | 'error' | 'ready';

/** A failed piece: the message key (errors namespace, spec §8) and the retry. */
export interface HomeFailure {
  readonly errorKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
}

/** Every heading the home page names: the menu's items, the sections and recent games. */
export type HomeCategoryKey = HomeMenuItem | HomeSectionId | 'RECENT';
