import { BONUS_KINDS, type BonusKind, type BonusRecord } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  MoneyCell,
  ReportScreen,
  selectOf,
  useMoneyText,
  useReportColumns,
  type FrameReportProps,
} from '../RecordPage';
import recordsPartEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsPartEnglish);

export interface BonusDetailsProps extends FrameReportProps {
  readonly rows: readonly BonusRecord[];
  readonly totalCents: number | null;
  readonly kind: BonusKind | null;
  readonly onKindChange: (kind: BonusKind | null) => void;
}

/** §2 bonusDetails: every bonus credited in the range; rebates with the valid bet and rate they were worked on. */
export function BonusDetails({ rows, totalCents, kind, onKindChange, ...frame }: BonusDetailsProps) {
  const { t, i18n } = useTranslation('ui');
  const c = useReportColumns<BonusRecord>(frame.currencySymbol, frame.offsetMinutes);
  const money = useMoneyText(frame.currencySymbol);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const kindText = (value: BonusKind) => t(`Records.bonusKind.${value}`);
  const rate = (r: BonusRecord) => (r.ratePercent === null ? '—' : percent.format(r.ratePercent / 100));
  return (
    <ReportScreen
      {...frame}
      caption={t('Records.bonus.caption')}
      rows={rows}
      rowKey={(r) => r.reference}
      columns={[
        c.text('name', t('Records.bonus.name'), (r) => r.name, true),
        c.text('kind', t('Records.bonus.kind'), (r) => kindText(r.kind)),
        c.time('time', t('Records.bonus.time'), (r) => r.at),
        {
          ...c.custom(
            'base',
            t('Records.bonus.base'),
            (r) =>
              r.validBetCents === null ? '—' : <MoneyCell cents={r.validBetCents} text={money(r.validBetCents)} />,
            (r) => (r.validBetCents === null ? '—' : money(r.validBetCents)),
          ),
          isNumeric: true,
        },
        {
          ...c.custom(
            'rate',
            t('Records.bonus.rate'),
            (r) => (r.ratePercent === null ? '—' : <span dir="ltr">{rate(r)}</span>),
            rate,
          ),
          isNumeric: true,
        },
        c.money('amount', t('Records.bonus.amount'), (r) => r.amountCents, true),
        c.code('reference', t('Records.account.reference'), (r) => r.reference),
      ]}
      selects={[selectOf(t('Records.filters.bonusKind'), BONUS_KINDS, kindText, kind, onKindChange)]}
      totals={totalCents === null ? undefined : [{ id: 'total', label: t('Records.bonus.total'), cents: totalCents }]}
    />
  );
}
