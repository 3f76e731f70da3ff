import {
  BREAK_PERIODS,
  SELF_EXCLUSION_PERIODS,
  exclusionEndsAt,
  exclusionKindOf,
  type ExclusionPeriod,
} from '@atrium/domain/saferPlay';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../../forms/ServerError';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { formatInstant } from '../../forms/money';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Notice, Panel, PanelText, PanelTitle, PeriodList } from './SaferPlayPage.styles';
import saferPlayEnglish from '../../../i18n/locales/en/ui/saferPlay.json';
import { registerPart } from '../../../i18n/registry';

registerPart('saferPlay', saferPlayEnglish);

export interface BreakSectionProps {
  readonly now: number;
  readonly onTakeBreak: (period: ExclusionPeriod) => void;
  readonly takingBreak: boolean;
  readonly breakErrorKey: string | null;
}

interface Confirming {
  readonly period: ExclusionPeriod;
  readonly step: 'consequences' | 'final';
}

/**
 * A time-out or self-exclusion (docs/decisions/0012-safer-play.md): it applies at once and cannot be undone from the
 * app, so it is confirmed twice — first the consequences with the end date, then "I understand" — and only the
 * second step calls `onTakeBreak`.
 */
export function BreakSection({ now, onTakeBreak, takingBreak, breakErrorKey }: BreakSectionProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const guard = useSubmitGuard(takingBreak);
  const locale = i18n.resolvedLanguage ?? 'en';

  const periodButtons = (periods: readonly ExclusionPeriod[]) => (
    <PeriodList>
      {periods.map((period) => (
        <li key={period}>
          <Button variant="secondary" onClick={() => setConfirming({ period, step: 'consequences' })}>
            {t(`SaferPlay.breaks.periods.${period}`)}
          </Button>
        </li>
      ))}
    </PeriodList>
  );

  const period = confirming?.period;
  const until = period ? formatInstant(exclusionEndsAt(period, now), locale) : '';
  const periodName = period ? t(`SaferPlay.breaks.periods.${period}`) : '';
  const isFinal = confirming?.step === 'final';
  const title = isFinal
    ? t('SaferPlay.breaks.finalTitle')
    : period && exclusionKindOf(period) === 'selfExclusion'
      ? t('SaferPlay.breaks.confirmExclusionTitle', { period: periodName })
      : t('SaferPlay.breaks.confirmTitle', { period: periodName });

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('SaferPlay.breaks.title')}</PanelTitle>
      <PanelText>{t('SaferPlay.breaks.text')}</PanelText>
      {periodButtons(BREAK_PERIODS)}
      <PanelTitle as="h3">{t('SaferPlay.breaks.exclusionTitle')}</PanelTitle>
      <PanelText>{t('SaferPlay.breaks.exclusionText')}</PanelText>
      {periodButtons(SELF_EXCLUSION_PERIODS)}
      <Dialog
        title={title}
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !takingBreak) setConfirming(null);
        }}
      >
        <PanelText>{t('SaferPlay.breaks.consequences', { until })}</PanelText>
        {isFinal && <Notice>{t('SaferPlay.breaks.final', { until })}</Notice>}
        <ServerError errorKey={isFinal ? breakErrorKey : null} />
        <Dialog.Footer>
          <Button variant="secondary" disabled={takingBreak} onClick={() => setConfirming(null)}>
            {t('SaferPlay.breaks.cancel')}
          </Button>
          {isFinal && period ? (
            <Button isLoading={takingBreak} onClick={() => guard(() => onTakeBreak(period))}>
              {t('SaferPlay.breaks.confirm')}
            </Button>
          ) : (
            <Button onClick={() => period && setConfirming({ period, step: 'final' })}>
              {t('SaferPlay.breaks.continue')}
            </Button>
          )}
        </Dialog.Footer>
      </Dialog>
    </Panel>
  );
}
