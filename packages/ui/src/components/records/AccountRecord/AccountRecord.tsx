import {
  TRANSACTION_FILTERS,
  type AccountTotals,
  type TransactionFilter,
  type TransactionRecord,
} from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import { ReportScreen, selectOf, useReportColumns, type FrameReportProps } from '../RecordPage';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsEnglish);

export interface AccountRecordProps extends FrameReportProps {
  readonly rows: readonly TransactionRecord[];
  readonly totals: AccountTotals | null;
  readonly filter: TransactionFilter | null;
  readonly onFilterChange: (filter: TransactionFilter | null) => void;
}

/**
 * §2 transactionHistory (account record): deposits, withdrawals, transfers, bonuses and adjustments, each with the
 * balance it left, and the money in, out and net over the range.
 */
export function AccountRecord({ rows, totals, filter, onFilterChange, ...frame }: AccountRecordProps) {
  const { t } = useTranslation('ui');
  const c = useReportColumns<TransactionRecord>(frame.currencySymbol, frame.offsetMinutes);
  return (
    <ReportScreen
      {...frame}
      caption={t('Records.account.caption')}
      rows={rows}
      rowKey={(r) => r.reference}
      columns={[
        c.text('kind', t('Records.account.kind'), (r) => t(`Records.kind.${r.kind}`), true),
        c.time('time', t('Records.account.time'), (r) => r.at),
        c.money('amount', t('Records.account.amount'), (r) => r.amountCents, true),
        c.money('balance', t('Records.account.balance'), (r) => r.balanceAfterCents),
        c.text('remark', t('Records.account.remark'), (r) => r.remark ?? '—'),
        c.code('reference', t('Records.account.reference'), (r) => r.reference),
      ]}
      selects={[
        selectOf(
          t('Records.filters.kind'),
          TRANSACTION_FILTERS,
          (v) => t(`Records.kindFilter.${v}`),
          filter,
          onFilterChange,
        ),
      ]}
      totals={
        totals
          ? [
              { id: 'in', label: t('Records.account.in'), cents: totals.inCents },
              { id: 'out', label: t('Records.account.out'), cents: totals.outCents },
              { id: 'net', label: t('Records.account.net'), cents: totals.netCents, signed: true },
            ]
          : undefined
      }
    />
  );
}
