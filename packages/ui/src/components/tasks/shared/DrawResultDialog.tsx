import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Celebration } from '../../primitives/Celebration';
import { Dialog } from '../../primitives/Dialog';
import { Prize } from './Tasks.styles';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';

registerPart('tasks', tasksEnglish);

export interface DrawResultDialogProps {
  /** The prize to show; null keeps the dialog closed. */
  readonly prizeCents: number | null;
  readonly money: (cents: number) => string;
  readonly onClose: () => void;
}

/** A draw's result: the prize the server picked (or none), closed by the player. */
export function DrawResultDialog({ prizeCents, money, onClose }: DrawResultDialogProps) {
  const { t } = useTranslation('ui');
  const won = prizeCents !== null && prizeCents > 0;
  const amount = prizeCents === null ? '' : money(prizeCents);
  return (
    <Dialog
      isOpen={prizeCents !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={won ? t('Tasks.result.won', { amount }) : t('Tasks.result.none')}
    >
      {won ? (
        <Celebration testId="draw-result" message={t('Tasks.result.wonText', { amount })} />
      ) : (
        <Prize data-testid="draw-result">{t('Tasks.result.noneText')}</Prize>
      )}
      <Dialog.Footer>
        <Dialog.Close>
          <Button>{t('Tasks.result.close')}</Button>
        </Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  );
}

/** Why a draw cannot be made now, from the overview (the event stopped, no chances), or null. */
export function drawLimitKey(state: { readonly running: boolean; readonly chances: number }): string | null {
  if (!state.running) return 'Tasks.notRunning';
  if (state.chances < 1) return 'Tasks.noChances';
  return null;
}
