import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@atrium/domain/catalogue';
import { LOBBY_PAGINATION } from '@atrium/domain/lobby';
import { GameGrid } from '../../games/GameGrid';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Page, Prompt, PromptText, Results, Title } from './AccountGamesPage.styles';
import lobbyEnglish from '../../../i18n/locales/en/ui/lobby.json';
import { registerEnglishPart } from '../../../i18n/registry';

// The lobby's English ships with the lobby, not with the first paint (docs/decisions/0006).
registerEnglishPart(lobbyEnglish);

/** §2 "/favorite, /recent: Account games page". */
export type AccountGamesKind = 'favourites' | 'recent';

export interface AccountGamesPageProps {
  readonly kind: AccountGamesKind;
  /** A guest sees a prompt to log in instead of the list (the data needs an account). */
  readonly isGuest: boolean;
  readonly onLogin: () => void;
  readonly games: readonly Game[];
  readonly favouriteIds: ReadonlySet<number>;
  readonly onPlay: (game: Game) => void;
  readonly onToggleFavourite?: (game: Game) => void;
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  readonly isLoading?: boolean;
  readonly isUpdating?: boolean;
  /** The list failed: an `errors:` key (spec §8). */
  readonly errorKey?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** Written as `data-results-key` on the results region with `data-state` (see LobbyPage). */
  readonly resultsKey?: string;
}

/** The player's favourite games or recently played games: title, grid, pagination, 'no data', error with retry. */
export function AccountGamesPage({
  kind,
  isGuest,
  onLogin,
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
}: AccountGamesPageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
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
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t(`AccountGamesPage.title.${kind}`)}</Title>
      <Results
        aria-busy={isLoading || isUpdating}
        data-lobby-results=""
        data-state={state}
        data-results-key={resultsKey}
        $isUpdating={isUpdating && !errorKey && !isGuest}
      >
        {isGuest ? (
          <Prompt>
            <PromptText>{t(`AccountGamesPage.loginPrompt.${kind}`)}</PromptText>
            <Button onClick={onLogin}>{t('AccountGamesPage.login')}</Button>
          </Prompt>
        ) : errorKey ? (
          <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
        ) : !isLoading && games.length === 0 ? (
          <EmptyState message={t(`AccountGamesPage.empty.${kind}`)} />
        ) : (
          <GameGrid
            games={games}
            favouriteIds={favouriteIds}
            onPlay={onPlay}
            onToggleFavourite={onToggleFavourite}
            isLoading={isLoading}
            labelledBy={titleId}
          />
        )}
        {!isGuest && !errorKey && !isLoading && (
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            preset={LOBBY_PAGINATION}
            label={t(`AccountGamesPage.pagination.${kind}`)}
          />
        )}
      </Results>
    </Page>
  );
}
