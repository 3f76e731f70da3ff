import { TRANSACTION_FILTERS, type TransactionFilter, type TransactionKind } from '@atrium/domain/records';
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

export interface TransactionRow {
  readonly reference: string;
  readonly at: number;
  readonly kind: TransactionKind;
  /** Signed: money in positive, money out negative. */
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly remark: string | null;
}

export interface AccountRecordProps extends Omit<RecordPageFrameProps, 'filters' | 'totals' | 'children'> {
  readonly rows: readonly TransactionRow[];
  readonly totals: { readonly inCents: number; readonly outCents: number; readonly netCents: number } | null;
  readonly filter: TransactionFilter | null;
  readonly onFilterChange: (filter: TransactionFilter | null) => void;
}

/**
 * §2 transactionHistory (account record): deposits, withdrawals, transfers, bonuses and adjustments, each with the
 * balance it left, and the money in, out and net over the range.
 */
export function AccountRecord({ rows, totals, filter, onFilterChange, ...frame }: AccountRecordProps) {
  const { t } = useTranslation('ui');
  const money = useMoneyText(frame.currencySymbol);
  const columns: RecordColumn<TransactionRow>[] = [
    { id: 'kind', header: t('Records.account.kind'), cell: (r) => t(`Records.kind.${r.kind}`), isRowHeader: true },
    {
      id: 'time',
      header: t('Records.account.time'),
      cell: (r) => <TimeText at={r.at} offsetMinutes={frame.offsetMinutes} />,
    },
    {
      id: 'amount',
      header: t('Records.account.amount'),
      cell: (r) => <MoneyCell cents={r.amountCents} text={money(r.amountCents, true)} signed />,
      isNumeric: true,
    },
    {
      id: 'balance',
      header: t('Records.account.balance'),
      cell: (r) => <MoneyCell cents={r.balanceAfterCents} text={money(r.balanceAfterCents)} />,
      isNumeric: true,
    },
    { id: 'remark', header: t('Records.account.remark'), cell: (r) => r.remark ?? '—' },
    { id: 'reference', header: t('Records.account.reference'), cell: (r) => <span dir="ltr">{r.reference}</span> },
  ];
  return (
    <RecordPageFrame
      {...frame}
      filters={
        <RecordFilter
          label={t('Records.filters.kind')}
          options={TRANSACTION_FILTERS.map((value) => ({ value, label: t(`Records.kindFilter.${value}`) }))}
          value={filter}
          onChange={onFilterChange}
        />
      }
      totals={
        totals
          ? [
              { id: 'in', label: t('Records.account.in'), cents: totals.inCents },
              { id: 'out', label: t('Records.account.out'), cents: totals.outCents },
              { id: 'net', label: t('Records.account.net'), cents: totals.netCents, signed: true },
            ]
          : undefined
      }
    >
      <RecordTable caption={t('Records.account.caption')} columns={columns} rows={rows} rowKey={(r) => r.reference} />
    </RecordPageFrame>
  );
}
