import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@atrium/domain/catalogue';
import { GameGrid } from '../../games/GameGrid';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { ListBody, SectionTitle } from '../shared/States.styles';
import type { LaunchLoadStatus } from '../shared/types';
import launchEnglish from '../../../i18n/locales/en/ui/launch.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(launchEnglish);

export interface GamePopupListProps {
  readonly isOpen: boolean;
  /** The vendor whose games are listed (its display name). */
  readonly vendorName: string;
  readonly games: readonly Game[];
  readonly favouriteIds: ReadonlySet<number>;
  readonly status: LaunchLoadStatus;
  /** An `errors:` key for the error state. */
  readonly errorKey?: string;
  readonly onRetry: () => void;
  readonly onPlay: (game: Game) => void;
  /** The cards' favourite toggles; hidden when undefined. */
  readonly onToggleFavourite?: (game: Game) => void;
  /** The close button, Escape or a click outside. */
  readonly onClose: () => void;
  /** 1-based; the pagination shows only with more than one page. */
  readonly page?: number;
  readonly totalPages?: number;
  readonly onPageChange?: (page: number) => void;
}

/**
 * §2 "a vassalage-flag game (isGame = VASSALAGE) opens a popup game list": a dialog listing the vendor's games as
 * game cards; playing one starts it. Skeleton cards while loading, the error with retry, 'no games' when empty.
 */
export function GamePopupList({
  isOpen,
  vendorName,
  games,
  favouriteIds,
  status,
  errorKey,
  onRetry,
  onPlay,
  onToggleFavourite,
  onClose,
  page = 1,
  totalPages = 1,
  onPageChange,
}: GamePopupListProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <Dialog
      title={t('GamePopupList.title', { vendor: vendorName })}
      description={t('GamePopupList.description')}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <ListBody>
        <SectionTitle id={headingId}>{t('GamePopupList.listTitle', { vendor: vendorName })}</SectionTitle>
        {status === 'error' ? (
          <ErrorState messageKey={errorKey ?? 'errors:unknown'} onRetry={onRetry} />
        ) : status === 'ready' && games.length === 0 ? (
          <EmptyState message={t('GamePopupList.empty')} />
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
        {status === 'ready' && totalPages > 1 && onPageChange && (
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            label={t('GamePopupList.pages', { vendor: vendorName })}
          />
        )}
      </ListBody>
    </Dialog>
  );
}
