import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../../forms/PagedRows';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { formatCents, formatPoints } from '../shared/format';
import { Facts, Panel, PanelTitle, Table } from '../shared/Points.styles';
import type { ConvertTermsView, ExchangeRateView, LoadState } from '../shared/types';
import { pointTypeKey } from '../../../i18n/gameKinds';

registerPart('points', pointsEnglish);

export interface ExchangeRatesProps extends LoadState {
  /** Null while loading or failed. */
  readonly rates: readonly ExchangeRateView[] | null;
  readonly terms: ConvertTermsView | null;
  readonly currencySymbol: string;
}

/**
 * §3 "ratio, amount requirement, points requirement", docs/centres.md "Exchange: units, ratio, redeem amount, points
 * earned": what each type of play earns, and what points convert to.
 */
export function ExchangeRates({ rates, terms, currencySymbol, isLoading = false, ...load }: ExchangeRatesProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Points.rates.label')}</PanelTitle>
      {rates && terms ? (
        <>
          <Facts>
            <div>
              <dt>{t('Points.rates.ratio')}</dt>
              <dd>{t('Points.rates.ratioText', { ratio: formatPoints(terms.ratio, locale), unit: money(100) })}</dd>
            </div>
            <div>
              <dt>{t('Points.rates.pointsRequirement')}</dt>
              <dd>
                {t('Points.rates.pointsRequirementText', { points: formatPoints(terms.pointsRequirement, locale) })}
              </dd>
            </div>
          </Facts>
          {rates.length === 0 ? (
            <EmptyState message={t('Points.rates.empty')} />
          ) : (
            <Table aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{t('Points.rates.unit')}</th>
                  <th scope="col">{t('Points.rates.amountRequirement')}</th>
                  <th scope="col">{t('Points.rates.pointsEarned')}</th>
                </tr>
              </thead>
              <tbody>
                {rates.map((rate) => (
                  <tr key={rate.type}>
                    <th scope="row">{t(pointTypeKey(rate.type))}</th>
                    <td>{money(rate.amountRequirementCents)}</td>
                    <td>{formatPoints(rate.points, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      ) : (
        <LoadFallback {...load} skeletonLines={4} />
      )}
    </Panel>
  );
}
