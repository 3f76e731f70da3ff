import { useTranslation } from 'react-i18next';
import type { Game } from '@atrium/domain/games';
import { Dialog } from '../../primitives/Dialog';
import { Pagination } from '../../primitives/Pagination';
import { GameListSection, type LaunchGameListProps } from '../shared/GameListSection';
import { ListBody } from '../shared/States.styles';
import launchEnglish from '../../../i18n/locales/en/ui/launch.json';
import { registerPart } from '../../../i18n/registry';
import launchDialogsEnglish from '../../../i18n/locales/en/ui/launchDialogs.json';

registerPart('launchDialogs', launchDialogsEnglish);

registerPart('launch', launchEnglish);

export interface GamePopupListProps extends LaunchGameListProps {
  readonly isOpen: boolean;
  /** The vendor whose games are listed (its display name). */
  readonly vendorName: string;
  readonly games: readonly Game[];
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
        <GameListSection
          title={t('GamePopupList.listTitle', { vendor: vendorName })}
          emptyMessage={t('GamePopupList.empty')}
          games={games}
          favouriteIds={favouriteIds}
          status={status}
          errorKey={errorKey}
          onRetry={onRetry}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
        />
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
