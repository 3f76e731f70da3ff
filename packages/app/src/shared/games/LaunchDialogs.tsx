import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorKeyOf } from '@atrium/api/errors';
import { gameListQueryOptions } from '@atrium/api/games';
import type { Game } from '@atrium/domain/games';
import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import { GameMaintenanceDialog, GamePopupList, type LaunchLoadStatus } from '@atrium/ui/launch';
import { useApiClient } from '../apiClient';
import { useBrand } from '../brand';
import { useHotGames } from './hotGames';
import { useLanguage } from '../language';
import { launchStore, type LaunchDialog } from './launchStore';
import { useFavourites } from './useFavourites';
import { useGameLaunch } from './useGameLaunch';

/** The open launch dialog: the popup game list (§2 VASSALAGE) or the game-under-maintenance dialog (§8). */
export function LaunchDialogs({ dialog }: { readonly dialog: LaunchDialog }) {
  return dialog.kind === 'gameList' ? (
    <GamePopupListContainer
      key={`${dialog.vendorCode}|${dialog.gameType}`}
      vendorCode={dialog.vendorCode}
      vendorName={dialog.vendorName}
      gameType={dialog.gameType}
    />
  ) : (
    <GameMaintenanceContainer game={dialog.game} />
  );
}

function statusOf(query: { readonly isPending: boolean; readonly isError: boolean }): LaunchLoadStatus {
  return query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
}

/** §2 the vendor's games, 18 a page; a game played from it launches per §2 like any card. */
function GamePopupListContainer({
  vendorCode,
  vendorName,
  gameType,
}: {
  readonly vendorCode: string;
  readonly vendorName: string;
  readonly gameType: string;
}) {
  const client = useApiClient();
  const { merchantCode } = useBrand();
  const { platformLanguage } = useLanguage();
  const { launchGame } = useGameLaunch();
  const { favouriteIds, toggleFavourite } = useFavourites();
  const [page, setPage] = useState(1);
  const list = useQuery(
    gameListQueryOptions(client, {
      merchantCode,
      language: platformLanguage,
      vendorCode,
      gameType,
      page,
      pageSize: LOBBY_PAGE_SIZE,
    }),
  );
  return (
    <GamePopupList
      isOpen
      vendorName={vendorName}
      games={list.data?.games ?? []}
      favouriteIds={favouriteIds}
      status={statusOf(list)}
      errorKey={errorKeyOf(list.error)}
      onRetry={() => void list.refetch()}
      onPlay={launchGame}
      onToggleFavourite={toggleFavourite}
      onClose={launchStore.closeDialog}
      page={page}
      totalPages={list.data?.totalPages ?? 1}
      onPageChange={setPage}
    />
  );
}

/** §8 the hot games (the home page's cached list), without the game under maintenance. */
function GameMaintenanceContainer({ game }: { readonly game: Game | null }) {
  const client = useApiClient();
  const { merchantCode } = useBrand();
  const { platformLanguage } = useLanguage();
  const { launchGame } = useGameLaunch();
  const { favouriteIds, toggleFavourite } = useFavourites();
  // The same request as the home page's hot section: its session copy (§7 HOT_GAMES) serves both.
  const hot = useHotGames(client, { merchantCode, language: platformLanguage, gameType: null });
  const games = (hot.data ?? []).filter((g) => g.nodeId !== game?.nodeId);
  return (
    <GameMaintenanceDialog
      isOpen
      gameName={game?.name ?? null}
      hotGames={games}
      favouriteIds={favouriteIds}
      status={statusOf(hot)}
      errorKey={errorKeyOf(hot.error)}
      onRetry={() => void hot.refresh()}
      onPlay={launchGame}
      onToggleFavourite={toggleFavourite}
      onClose={launchStore.closeDialog}
    />
  );
}
