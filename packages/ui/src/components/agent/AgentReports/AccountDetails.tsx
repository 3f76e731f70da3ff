import { formatNoticeTime } from '@atrium/domain/format';
import { useTranslation } from 'react-i18next';
import {
  canExport,
  csvAmount,
  csvTableOf,
  MoneyCell,
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  ReportExport,
  ReportSearch,
  TimeText,
  useMoneyText,
  type CsvColumn,
  type ReportExportHandler,
  type RecordFormat,
  type RecordLoadState,
  type RecordRangeValue,
} from '../../records/RecordPage';
import accountDetailsEnglish from '../../../i18n/locales/en/ui/agentAccountDetails.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentAccountDetails', accountDetailsEnglish);

export const ACCOUNT_DETAILS_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transferIn',
  'transferOut',
  'bonus',
  'adjustment',
  'bet',
  'payout',
] as const;
export type AccountDetailsType = (typeof ACCOUNT_DETAILS_TYPES)[number];

/** One ledger entry of a downline. Amounts in integer cents (signed: money in above zero), time epoch ms. */
export interface AccountDetailsRow {
  readonly reference: string;
  readonly username: string;
  readonly type: AccountDetailsType;
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly atMs: number;
}

export interface AccountDetailsPageData {
  readonly rows: readonly AccountDetailsRow[];
  /** Every matching entry's count and totals, not only this page's. */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly totals: { readonly inCents: number; readonly outCents: number; readonly netCents: number };
}

export interface AccountDetailsFilters {
  readonly type: AccountDetailsType | null;
  /** A downline's username; blank for all. */
  readonly username: string;
}

export interface AccountDetailsProps extends RecordFormat {
  readonly range: RecordRangeValue;
  readonly onRangeChange: (range: RecordRangeValue) => void;
  readonly filters: AccountDetailsFilters;
  readonly onFiltersChange: (filters: AccountDetailsFilters) => void;
  readonly state: RecordLoadState;
  readonly onRetry: () => void;
  /** The loaded page; shown when ready and not empty. */
  readonly data: AccountDetailsPageData | null;
  readonly onPageChange: (page: number) => void;
  /** Exports what the filters select, every page, as a CSV file, given how the columns write a row. */
  readonly onExportCsv: ReportExportHandler<AccountDetailsRow>;
}

/**
 * §2 agentDownlineTransactionDetailsCopy: the ledger entries of the agent's downlines in the range (time, username,
 * type, signed amount, balance after), filters by type and username, money in/out/net over every matching entry,
 * pages, and an export of every matching row as CSV. Built on the record pages' frame and table, as the settlement
 * pages are.
 */
export function AccountDetails({
  range,
  onRangeChange,
  filters,
  onFiltersChange,
  state,
  onRetry,
  data,
  onPageChange,
  onExportCsv,
  currencySymbol,
  offsetMinutes,
  now,
}: AccountDetailsProps) {
  const { t } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const columns: CsvColumn<AccountDetailsRow>[] = [
    {
      id: 'time',
      header: t('AgentAccountDetails.column.time'),
      cell: (row) => <TimeText at={row.atMs} offsetMinutes={offsetMinutes} />,
      csv: (row) => formatNoticeTime(row.atMs, offsetMinutes),
    },
    {
      id: 'username',
      header: t('AgentAccountDetails.column.username'),
      isRowHeader: true,
      cell: (row) => row.username,
      csv: (row) => row.username,
    },
    {
      id: 'type',
      header: t('AgentAccountDetails.column.type'),
      cell: (row) => t(`AgentAccountDetails.type.${row.type}`),
      csv: (row) => t(`AgentAccountDetails.type.${row.type}`),
    },
    {
      id: 'amount',
      header: t('AgentAccountDetails.column.amount'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.amountCents} text={money(row.amountCents, true)} signed />,
      csv: (row) => csvAmount(row.amountCents),
    },
    {
      id: 'balanceAfter',
      header: t('AgentAccountDetails.column.balanceAfter'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.balanceAfterCents} text={money(row.balanceAfterCents)} />,
      csv: (row) => csvAmount(row.balanceAfterCents),
    },
  ];

  return (
    <RecordPageFrame
      range={range}
      onRangeChange={onRangeChange}
      now={now}
      offsetMinutes={offsetMinutes}
      currencySymbol={currencySymbol}
      state={state}
      onRetry={onRetry}
      filters={
        <>
          <RecordFilter
            label={t('AgentAccountDetails.filter.type')}
            options={ACCOUNT_DETAILS_TYPES.map((value) => ({ value, label: t(`AgentAccountDetails.type.${value}`) }))}
            value={filters.type}
            onChange={(type) => onFiltersChange({ ...filters, type })}
          />
          <ReportSearch
            name={t('AgentAccountDetails.filter.usernameSearch')}
            label={t('AgentAccountDetails.filter.username')}
            buttonLabel={t('AgentAccountDetails.filter.search')}
            value={filters.username}
            onSearch={(username) => onFiltersChange({ ...filters, username })}
          />
          <ReportExport
            label={t('AgentAccountDetails.exportCsv')}
            isDisabled={!canExport(state)}
            onExport={() => onExportCsv(csvTableOf(columns))}
          />
        </>
      }
      totals={
        data
          ? [
              { id: 'count', label: t('AgentAccountDetails.total.count'), count: data.total },
              { id: 'in', label: t('AgentAccountDetails.total.in'), cents: data.totals.inCents, signed: true },
              { id: 'out', label: t('AgentAccountDetails.total.out'), cents: data.totals.outCents, signed: true },
              { id: 'net', label: t('AgentAccountDetails.total.net'), cents: data.totals.netCents, signed: true },
            ]
          : []
      }
      page={data?.page ?? 1}
      totalPages={data ? Math.ceil(data.total / data.size) : 0}
      onPageChange={onPageChange}
    >
      {data && (
        <RecordTable
          caption={t('AgentAccountDetails.caption')}
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.reference}
        />
      )}
    </RecordPageFrame>
  );
}
