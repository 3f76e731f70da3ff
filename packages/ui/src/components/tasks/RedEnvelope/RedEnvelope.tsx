import { useTranslation } from 'react-i18next';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { DrawPanel } from '../shared/DrawPanel';
import { DrawResultDialog, drawLimitKey } from '../shared/DrawResultDialog';
import { useMoney } from '../shared/money';
import { Stage } from '../shared/Tasks.styles';
import { useReveal } from '../shared/useReveal';
import type { DrawPrizeView, DrawStateView } from '../types';
import { Amount, Envelope, Flap } from './RedEnvelope.styles';

registerPart('tasks', tasksEnglish);

export interface RedEnvelopeProps {
  readonly state: DrawStateView;
  readonly currencySymbol: string;
  readonly onOpen: () => void;
  /** The request is in flight. */
  readonly isOpening?: boolean;
  /** The last envelope's amount, a new object per draw; null once the player closed its dialog. */
  readonly result?: DrawPrizeView | null;
  readonly onCloseResult: () => void;
  readonly errorMessage?: string | null;
}

/**
 * §1 red envelope: one chance a day or per earned envelope; opening it reveals the amount the server picked (the
 * flap folds back, then the amount and the result dialog), credited to the balance. With no chance left or the event
 * stopped, the reason shows instead of a usable button.
 */
export function RedEnvelope({
  state,
  currencySymbol,
  onOpen,
  isOpening = false,
  result = null,
  onCloseResult,
  errorMessage = null,
}: RedEnvelopeProps) {
  const { t } = useTranslation('ui');
  const money = useMoney(currencySymbol);
  const { shown, isAnimating, isReduced } = useReveal(result);
  const isOpen = result !== null;
  return (
    <DrawPanel
      title={t('Tasks.envelope.title')}
      state={state}
      countKey="Tasks.chances"
      hint={t('Tasks.envelope.hint')}
      errorMessage={errorMessage}
      testId="red-envelope"
    >
      <Stage>
        <Envelope $isOpening={isOpening} $isOpen={isOpen} $isReduced={isReduced} data-testid="red-envelope-art">
          <Flap $isOpen={isOpen} $isReduced={isReduced} aria-hidden="true" />
          {shown && <Amount data-testid="red-envelope-amount">{money(shown.prizeCents)}</Amount>}
        </Envelope>
      </Stage>
      <Button onClick={onOpen} isLoading={isOpening || isAnimating} disabled={drawLimitKey(state) !== null}>
        {t('Tasks.envelope.open')}
      </Button>
      <DrawResultDialog prizeCents={shown?.prizeCents ?? null} money={money} onClose={onCloseResult} />
    </DrawPanel>
  );
}
