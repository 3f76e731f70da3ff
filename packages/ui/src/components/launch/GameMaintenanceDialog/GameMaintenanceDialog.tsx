import { useTranslation } from 'react-i18next';
import type { Game } from '@atrium/domain/games';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { GameListSection, type LaunchGameListProps } from '../shared/GameListSection';
import { ListBody } from '../shared/States.styles';
import launchEnglish from '../../../i18n/locales/en/ui/launch.json';
import { registerPart } from '../../../i18n/registry';
import launchDialogsEnglish from '../../../i18n/locales/en/ui/launchDialogs.json';

registerPart('launchDialogs', launchDialogsEnglish);

registerPart('launch', launchEnglish);

export interface GameMaintenanceDialogProps extends LaunchGameListProps {
  readonly isOpen: boolean;
  /** The game that could not start; null when unknown (a vendor card). */
  readonly gameName: string | null;
  /** The hot games suggested instead (already without the game under maintenance). */
  readonly hotGames: readonly Game[];
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
        <GameListSection
          title={t('GameMaintenanceDialog.hotGames')}
          emptyMessage={t('GameMaintenanceDialog.noHotGames')}
          games={hotGames}
          favouriteIds={favouriteIds}
          status={status}
          errorKey={errorKey}
          onRetry={onRetry}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
        />
      </ListBody>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('GameMaintenanceDialog.ok')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
