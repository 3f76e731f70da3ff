import { useTranslation } from 'react-i18next';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';
import { DrawPanel } from '../shared/DrawPanel';
import { DrawResultDialog, drawLimitKey } from '../shared/DrawResultDialog';
import { useMoney } from '../shared/money';
import { Stage } from '../shared/Tasks.styles';
import { useReveal } from '../shared/useReveal';
import type { DrawStateView } from '../types';
import { Egg, Eggs } from './GoldenEgg.styles';

registerPart('tasks', tasksEnglish);

export interface GoldenEggProps {
  readonly eggs: number;
  /** `chances` are the player's egg tickets. */
  readonly state: DrawStateView;
  readonly currencySymbol: string;
  /** Smashes one egg (0-based); the prize is the server's whichever egg it is. */
  readonly onSmash: (egg: number) => void;
  /** The egg whose request is in flight. */
  readonly smashing?: number | null;
  /**
   * The last smash, a new object per draw and the same object while it shows (its animation waits on it); null once
   * the player closed its dialog.
   */
  readonly result?: { readonly egg: number | null; readonly prizeCents: number } | null;
  readonly onCloseResult: () => void;
  readonly errorMessage?: string | null;
}

/**
 * §1 golden egg ticket: eggs to smash, one ticket each; the server picks the prize, the egg wobbles and splits (CSS
 * transforms; none with reduced motion) and the result dialog shows.
 */
export function GoldenEgg({
  eggs,
  state,
  currencySymbol,
  onSmash,
  smashing = null,
  result = null,
  onCloseResult,
  errorMessage = null,
}: GoldenEggProps) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoney(currencySymbol);
  const { shown, isAnimating, isReduced } = useReveal(result);
  const number = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(value);
  const isBusy = smashing !== null || isAnimating;
  const isBlocked = drawLimitKey(state) !== null;
  return (
    <DrawPanel
      title={t('Tasks.egg.title')}
      state={state}
      countKey="Tasks.tickets"
      hint={t('Tasks.egg.hint')}
      errorMessage={errorMessage}
      testId="golden-egg"
    >
      <Stage>
        <Eggs>
          {Array.from({ length: eggs }, (_, egg) => (
            <li key={egg}>
              <Egg
                type="button"
                aria-label={t('Tasks.egg.smash', { number: number(egg + 1) })}
                aria-busy={smashing === egg || (isAnimating && result?.egg === egg) || undefined}
                disabled={isBlocked || isBusy}
                onClick={() => onSmash(egg)}
                $isSmashing={smashing === egg || (isAnimating && result?.egg === egg)}
                $isSmashed={result?.egg === egg && !isAnimating}
                $isReduced={isReduced}
              />
            </li>
          ))}
        </Eggs>
      </Stage>
      <DrawResultDialog prizeCents={shown?.prizeCents ?? null} money={money} onClose={onCloseResult} />
    </DrawPanel>
  );
}
