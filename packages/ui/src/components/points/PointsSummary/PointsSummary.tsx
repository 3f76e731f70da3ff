import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../../forms/PagedRows';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { formatCents, formatPoints } from '../shared/format';
import { Celebration } from '../../primitives/Celebration';
import { Actions, Figures, Note, Panel, PanelTitle, Text } from '../shared/Points.styles';
import type { LoadState, PointsSummaryView } from '../shared/types';

registerPart('points', pointsEnglish);

/** A conversion the platform carried out, said where the member looks. */
export interface ConvertResultView {
  /** Unique per conversion. */
  readonly id: string;
  readonly points: number;
  readonly amountCents: number;
}

export interface PointsSummaryProps extends LoadState {
  /** Null for a guest, or while loading or failed. */
  readonly summary: PointsSummaryView | null;
  readonly currencySymbol: string;
  /** A guest sees the sign-in prompt instead of the figures. */
  readonly isGuest?: boolean;
  readonly onSignIn?: () => void;
  /** Opens the conversion; left out where converting is not offered. */
  readonly onConvert?: () => void;
  readonly convertResult?: ConvertResultView | null;
}

/**
 * §3 "Points: current points, balance … Never expire": the member's points and wallet balance, the statement that
 * points never expire, and the way to convert; a guest gets the statement and a sign-in prompt.
 */
export function PointsSummary({
  summary,
  currencySymbol,
  isGuest = false,
  onSignIn,
  onConvert,
  convertResult = null,
  isLoading = false,
  ...load
}: PointsSummaryProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Points.summary.title')}</PanelTitle>
      <Celebration
        message={
          convertResult
            ? t('Points.convert.success', {
                points: formatPoints(convertResult.points, locale),
                amount: formatCents(convertResult.amountCents, currencySymbol, locale),
              })
            : null
        }
      />
      {isGuest ? (
        <>
          <Text>{t('Points.summary.guest')}</Text>
          {onSignIn && (
            <Actions>
              <Button onClick={onSignIn}>{t('Points.summary.signIn')}</Button>
            </Actions>
          )}
        </>
      ) : summary ? (
        <>
          <Figures>
            <div>
              <dt>{t('Points.summary.currentPoints')}</dt>
              <dd data-testid="points-current">{formatPoints(summary.currentPoints, locale)}</dd>
            </div>
            <div>
              <dt>{t('Points.summary.balance')}</dt>
              <dd data-testid="points-balance">{formatCents(summary.balanceCents, currencySymbol, locale)}</dd>
            </div>
          </Figures>
          {onConvert && (
            <Actions>
              <Button onClick={onConvert}>{t('Points.summary.convert')}</Button>
            </Actions>
          )}
        </>
      ) : (
        <LoadFallback {...load} skeletonLines={2} />
      )}
      <Note>{t('Points.neverExpire')}</Note>
    </Panel>
  );
}
