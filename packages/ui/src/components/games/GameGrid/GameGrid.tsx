import type { Game } from '@atrium/domain/games';
import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../primitives/useAfterFirstPaint';
import { GameCard } from '../GameCard';
import { Grid, SkeletonCard, SkeletonLine, SkeletonMedia } from './GameGrid.styles';

/** §9 lobby page size: the default number of skeleton cards. */
export const GAME_GRID_SKELETON_COUNT = 18;

export interface GameGridProps {
  readonly games: readonly Game[];
  readonly favouriteIds: ReadonlySet<number>;
  readonly onPlay: (game: Game) => void;
  /** The cards' favourite toggles; hidden when undefined. */
  readonly onToggleFavourite?: (game: Game) => void;
  /** Skeleton cards instead of the games. */
  readonly isLoading?: boolean;
  /** Skeleton cards shown while loading: 18 by default (§9 lobby page size). */
  readonly skeletonCount?: number;
  /** The id of the heading that names the grid. */
  readonly labelledBy?: string;
  /**
   * How many cards the grid's first render shows (a phone's first screen or so); the others are skeleton cards of the
   * same size until the browser has painted, then fill in. The first commit (and the screen's largest paint with it)
   * stays small (docs/decisions/0006). All of them by default; later renders always show every card.
   */
  readonly firstPaintCount?: number;
}

const skeletonCard = (
  <SkeletonCard aria-hidden="true">
    <SkeletonMedia />
    <SkeletonLine />
    <SkeletonLine $isShort />
  </SkeletonCard>
);

/**
 * The grid of game cards used by the home sections, lobbies, favourites, recent games and popups: a list (so a
 * screen reader says how many), 3 columns on a 360 px phone, more as the width allows. While loading it shows
 * skeleton cards of the cards' size and says it is busy. An empty, settled list renders nothing: the screen
 * that owns it says 'no data' in its own words.
 */
export function GameGrid({
  games,
  favouriteIds,
  onPlay,
  onToggleFavourite,
  isLoading = false,
  skeletonCount = GAME_GRID_SKELETON_COUNT,
  labelledBy,
  firstPaintCount,
}: GameGridProps) {
  const { t } = useTranslation('ui');
  // A grid that fits in its first paint's count renders once (a home section's preview, a short lobby page).
  const hasMore = firstPaintCount !== undefined && games.length > firstPaintCount;
  const isAfterFirstPaint = useAfterFirstPaint(hasMore);
  const shown = isAfterFirstPaint || !hasMore ? games.length : (firstPaintCount ?? games.length);
  if (isLoading) {
    return (
      <Grid aria-labelledby={labelledBy} aria-busy="true" data-loading="true">
        {Array.from({ length: Math.max(0, skeletonCount) }, (_, i) => (
          <li key={i}>
            {i === 0 && <VisuallyHidden.Root>{t('GameGrid.loading')}</VisuallyHidden.Root>}
            {skeletonCard}
          </li>
        ))}
      </Grid>
    );
  }
  if (games.length === 0) return null;
  return (
    <Grid aria-labelledby={labelledBy}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          {index < shown ? (
            <GameCard
              game={game}
              isFavourite={favouriteIds.has(game.nodeId)}
              onPlay={onPlay}
              onToggleFavourite={onToggleFavourite}
            />
          ) : (
            skeletonCard
          )}
        </li>
      ))}
    </Grid>
  );
}
