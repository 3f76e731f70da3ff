import { BONUS_KINDS, type BonusKind, type RecordGameType } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  MoneyCell,
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  TimeText,
  useMoneyText,
  type RecordColumn,
  type RecordPageFrameProps,
} from '../RecordPage';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsEnglish);

export interface BonusRow {
  readonly reference: string;
  readonly at: number;
  readonly kind: BonusKind;
  /** The bonus's own name (the promotion's, as the platform sends it). */
  readonly name: string;
  readonly gameType: RecordGameType | null;
  readonly validBetCents: number | null;
  /** Percent (0.8 means 0.8 %). */
  readonly ratePercent: number | null;
  readonly amountCents: number;
}

export interface BonusDetailsProps extends Omit<RecordPageFrameProps, 'filters' | 'totals' | 'children'> {
  readonly rows: readonly BonusRow[];
  readonly totalCents: number | null;
  readonly kind: BonusKind | null;
  readonly onKindChange: (kind: BonusKind | null) => void;
}

/** §2 bonusDetails: every bonus credited in the range; rebates with the valid bet and rate they were worked on. */
export function BonusDetails({ rows, totalCents, kind, onKindChange, ...frame }: BonusDetailsProps) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoneyText(frame.currencySymbol);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const columns: RecordColumn<BonusRow>[] = [
    { id: 'name', header: t('Records.bonus.name'), cell: (r) => r.name, isRowHeader: true },
    { id: 'kind', header: t('Records.bonus.kind'), cell: (r) => t(`Records.bonusKind.${r.kind}`) },
    {
      id: 'time',
      header: t('Records.bonus.time'),
      cell: (r) => <TimeText at={r.at} offsetMinutes={frame.offsetMinutes} />,
    },
    {
      id: 'base',
      header: t('Records.bonus.base'),
      cell: (r) =>
        r.validBetCents === null ? '—' : <MoneyCell cents={r.validBetCents} text={money(r.validBetCents)} />,
      isNumeric: true,
    },
    {
      id: 'rate',
      header: t('Records.bonus.rate'),
      cell: (r) => (r.ratePercent === null ? '—' : <span dir="ltr">{percent.format(r.ratePercent / 100)}</span>),
      isNumeric: true,
    },
    {
      id: 'amount',
      header: t('Records.bonus.amount'),
      cell: (r) => <MoneyCell cents={r.amountCents} text={money(r.amountCents, true)} signed />,
      isNumeric: true,
    },
    { id: 'reference', header: t('Records.account.reference'), cell: (r) => <span dir="ltr">{r.reference}</span> },
  ];
  return (
    <RecordPageFrame
      {...frame}
      filters={
        <RecordFilter
          label={t('Records.filters.bonusKind')}
          options={BONUS_KINDS.map((value) => ({ value, label: t(`Records.bonusKind.${value}`) }))}
          value={kind}
          onChange={onKindChange}
        />
      }
      totals={totalCents === null ? undefined : [{ id: 'total', label: t('Records.bonus.total'), cents: totalCents }]}
    >
      <RecordTable caption={t('Records.bonus.caption')} columns={columns} rows={rows} rowKey={(r) => r.reference} />
    </RecordPageFrame>
  );
}
