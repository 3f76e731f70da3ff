import { useTranslation } from 'react-i18next';
import tasksEnglish from '../../../i18n/locales/en/ui/tasks.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { DrawPanel } from '../shared/DrawPanel';
import { DrawResultDialog, drawLimitKey } from '../shared/DrawResultDialog';
import { useMoney } from '../shared/money';
import { Stage } from '../shared/Tasks.styles';
import { useReveal } from '../shared/useReveal';
import type { DrawStateView, WheelSegmentView } from '../types';
import { Pointer, SegmentLabel, Wheel, WheelFrame } from './PrizeWheel.styles';

registerPart('tasks', tasksEnglish);

/** Whole turns the wheel makes before it stops on the prize. */
const TURNS = 5;

export interface PrizeWheelProps {
  /** The segments in clockwise order, from the server. */
  readonly segments: readonly WheelSegmentView[];
  readonly state: DrawStateView;
  readonly currencySymbol: string;
  readonly onSpin: () => void;
  /** The spin's request is in flight. */
  readonly isSpinning?: boolean;
  /** The segment the wheel stands on (the last draw's), kept after the result is closed. */
  readonly landedSegmentId?: string | null;
  /** How many draws this page made: each one turns the wheel further. */
  readonly spinCount?: number;
  /** The last draw's prize, a new object per draw; null once the player closed its dialog. */
  readonly result?: { readonly prizeCents: number } | null;
  readonly onCloseResult: () => void;
  readonly errorMessage?: string | null;
}

/**
 * §1 prize wheel: the server's segments on a wheel; a spin uses a chance, the server picks the segment and the wheel
 * only turns to it (CSS transform), then the result dialog shows. With reduced motion the wheel does not turn: it
 * stands on the segment and the result shows at once.
 */
export function PrizeWheel({
  segments,
  state,
  currencySymbol,
  onSpin,
  isSpinning = false,
  landedSegmentId = null,
  spinCount = 0,
  result = null,
  onCloseResult,
  errorMessage = null,
}: PrizeWheelProps) {
  const { t } = useTranslation('ui');
  const money = useMoney(currencySymbol);
  const { shown, isAnimating, isReduced } = useReveal(result);
  const size = 360 / Math.max(segments.length, 1);
  const landed = Math.max(
    segments.findIndex((s) => s.id === landedSegmentId),
    0,
  );
  // The landed segment's middle comes under the pointer at the top, after whole turns for every draw so far.
  const rotation = (isReduced ? 0 : spinCount * TURNS * 360) + (360 - (landed + 0.5) * size);
  const label = (s: WheelSegmentView) => (s.prizeCents > 0 ? money(s.prizeCents) : t('Tasks.wheel.none'));
  return (
    <DrawPanel
      title={t('Tasks.wheel.title')}
      state={state}
      countKey="Tasks.chances"
      errorMessage={errorMessage}
      testId="prize-wheel"
    >
      <Stage>
        <WheelFrame
          role="img"
          aria-label={t('Tasks.wheel.label', { count: segments.length, prizes: segments.map(label).join(', ') })}
        >
          <Pointer aria-hidden="true" />
          <Wheel
            data-testid="prize-wheel-disc"
            data-landed={landedSegmentId ?? undefined}
            $rotation={rotation}
            $isReduced={isReduced}
            $segments={Math.max(segments.length, 1)}
            aria-hidden="true"
          >
            {segments.map((segment, index) => (
              <SegmentLabel key={segment.id} $angle={(index + 0.5) * size}>
                <span>{label(segment)}</span>
              </SegmentLabel>
            ))}
          </Wheel>
        </WheelFrame>
      </Stage>
      <Button onClick={onSpin} isLoading={isSpinning || isAnimating} disabled={drawLimitKey(state) !== null}>
        {t('Tasks.wheel.spin')}
      </Button>
      <DrawResultDialog prizeCents={shown?.prizeCents ?? null} money={money} onClose={onCloseResult} />
    </DrawPanel>
  );
}
