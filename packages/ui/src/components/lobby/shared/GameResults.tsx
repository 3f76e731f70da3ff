import type { ReactNode } from 'react';
import type { Game } from '@atrium/domain/games';
import { LOBBY_PAGINATION } from '@atrium/domain/lobby';
import { GameGrid } from '../../games/GameGrid';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Results } from '../LobbyPage/LobbyPage.styles';

/** The list a games page shows and how it pages; the lobby and the account games pages take these as they come. */
export interface GameResultsListProps {
  readonly games: readonly Game[];
  readonly favouriteIds: ReadonlySet<number>;
  readonly onPlay: (game: Game) => void;
  readonly onToggleFavourite?: (game: Game) => void;
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  /** Nothing to show yet: skeleton cards. */
  readonly isLoading?: boolean;
  /** The games shown are the previous ones while new ones load (dimmed, busy). */
  readonly isUpdating?: boolean;
  /** The list failed: an `errors:` key (spec §8); the error state replaces the grid. */
  readonly errorKey?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /**
   * Identifies what the grid shows (e.g. the lobby's query string). It is written on the results region as
   * `data-results-key` together with `data-state` (guest, loading, updating, ready, empty, error), so a test or a
   * benchmark can wait for the grid of a given state to be painted.
   */
  readonly resultsKey?: string;
}

interface GameResultsProps extends GameResultsListProps {
  /** The id of the page title, which names the grid. */
  readonly labelledBy: string;
  readonly paginationLabel: string;
  /** The region's own name, where the page holds more than the results. */
  readonly label?: string;
  /** The translated 'no data' message; the empty state's own by default. */
  readonly emptyMessage?: string;
  readonly firstPaintCount?: number;
  /** Shown in place of the list for a guest (a login prompt); the region keeps its place. */
  readonly guestPrompt?: ReactNode;
}

/** A games page's results: the grid, 'no data', the error with retry, or the guest prompt; pagination below. */
export function GameResults({
  games,
  favouriteIds,
  onPlay,
  onToggleFavourite,
  page,
  totalPages,
  onPageChange,
  isLoading = false,
  isUpdating = false,
  errorKey = null,
  onRetry,
  isRetrying = false,
  resultsKey,
  labelledBy,
  paginationLabel,
  label,
  emptyMessage,
  firstPaintCount,
  guestPrompt,
}: GameResultsProps) {
  const isGuest = guestPrompt !== undefined;
  const state = isGuest
    ? 'guest'
    : errorKey
      ? 'error'
      : isLoading
        ? 'loading'
        : isUpdating
          ? 'updating'
          : games.length === 0
            ? 'empty'
            : 'ready';
  return (
    <Results
      aria-busy={isLoading || isUpdating}
      aria-label={label}
      data-lobby-results=""
      data-state={state}
      data-results-key={resultsKey}
      $isUpdating={isUpdating && !errorKey && !isGuest}
    >
      {isGuest ? (
        guestPrompt
      ) : errorKey ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : !isLoading && games.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <GameGrid
          games={games}
          favouriteIds={favouriteIds}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
          isLoading={isLoading}
          labelledBy={labelledBy}
          firstPaintCount={firstPaintCount}
        />
      )}
      {!isGuest && !errorKey && !isLoading && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          preset={LOBBY_PAGINATION}
          label={paginationLabel}
        />
      )}
    </Results>
  );
}
