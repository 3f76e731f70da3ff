import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@atrium/domain/catalogue';
import { GameGrid } from '../../games/GameGrid';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { ListBody, SectionTitle } from '../shared/States.styles';
import type { LaunchLoadStatus } from '../shared/types';
import launchEnglish from '../../../i18n/locales/en/ui/launch.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(launchEnglish);

export interface GameMaintenanceDialogProps {
  readonly isOpen: boolean;
  /** The game that could not start; null when unknown (a vendor card). */
  readonly gameName: string | null;
  /** The hot games suggested instead (already without the game under maintenance). */
  readonly hotGames: readonly Game[];
  readonly favouriteIds: ReadonlySet<number>;
  readonly status: LaunchLoadStatus;
  readonly errorKey?: string;
  readonly onRetry: () => void;
  /** Starts a suggested game. */
  readonly onPlay: (game: Game) => void;
  readonly onToggleFavourite?: (game: Game) => void;
  /** OK, the close button, Escape or a click outside. */
  readonly onClose: () => void;
}

/** §8 "Game under maintenance: suggests other hot games": the message, the hot games to play instead, and OK. */
export function GameMaintenanceDialog({
  isOpen,
  gameName,
  hotGames,
  favouriteIds,
  status,
  errorKey,
  onRetry,
  onPlay,
  onToggleFavourite,
  onClose,
}: GameMaintenanceDialogProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <Dialog
      title={t('GameMaintenanceDialog.title')}
      description={
        gameName === null
          ? t('GameMaintenanceDialog.description')
          : t('GameMaintenanceDialog.descriptionNamed', { game: gameName })
      }
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <ListBody>
        <SectionTitle id={headingId}>{t('GameMaintenanceDialog.hotGames')}</SectionTitle>
        {status === 'error' ? (
          <ErrorState messageKey={errorKey ?? 'errors:unknown'} onRetry={onRetry} />
        ) : status === 'ready' && hotGames.length === 0 ? (
          <EmptyState message={t('GameMaintenanceDialog.noHotGames')} />
        ) : (
          <GameGrid
            games={hotGames}
            favouriteIds={favouriteIds}
            onPlay={onPlay}
            {...(onToggleFavourite ? { onToggleFavourite } : {})}
            isLoading={status === 'loading'}
            skeletonCount={6}
            labelledBy={headingId}
          />
        )}
      </ListBody>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('GameMaintenanceDialog.ok')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
