import { useId } from 'react';
import type { Game } from '@atrium/domain/games';
import { GameGrid } from '../../games/GameGrid';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { SectionTitle } from './States.styles';
import type { LaunchLoadStatus } from './types';

/** How a launch dialog's list of games loads and what its cards do (both launch dialogs take these props). */
export interface LaunchGameListProps {
  readonly favouriteIds: ReadonlySet<number>;
  readonly status: LaunchLoadStatus;
  /** An `errors:` key for the error state. */
  readonly errorKey?: string;
  readonly onRetry: () => void;
  /** Starts a game of the list. */
  readonly onPlay: (game: Game) => void;
  /** The cards' favourite toggles; hidden when undefined. */
  readonly onToggleFavourite?: (game: Game) => void;
}

interface GameListSectionProps extends LaunchGameListProps {
  /** The translated heading; it names the grid. */
  readonly title: string;
  /** The translated message when the list is loaded and empty. */
  readonly emptyMessage: string;
  readonly games: readonly Game[];
}

/**
 * The list of games a launch dialog offers, under its heading: skeleton cards while loading, the error with retry,
 * the empty message, or the game cards.
 */
export function GameListSection({
  title,
  emptyMessage,
  games,
  favouriteIds,
  status,
  errorKey,
  onRetry,
  onPlay,
  onToggleFavourite,
}: GameListSectionProps) {
  const headingId = useId();
  return (
    <>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {status === 'error' ? (
        <ErrorState messageKey={errorKey ?? 'errors:unknown'} onRetry={onRetry} />
      ) : status === 'ready' && games.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <GameGrid
          games={games}
          favouriteIds={favouriteIds}
          onPlay={onPlay}
          {...(onToggleFavourite ? { onToggleFavourite } : {})}
          isLoading={status === 'loading'}
          skeletonCount={6}
          labelledBy={headingId}
        />
      )}
    </>
  );
}
