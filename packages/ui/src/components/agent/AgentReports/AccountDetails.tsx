import { formatNoticeTime } from '@atrium/domain/format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import {
  MoneyCell,
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  TimeText,
  useMoneyText,
  type RecordColumn,
  type RecordFormat,
  type RecordLoadState,
  type RecordRangeValue,
} from '../../records/RecordPage';
import { csvAmount, type CsvTable } from '../SettlementRecords';
import { Actions } from '../SettlementRecords/SettlementRecords.styles';
import accountDetailsEnglish from '../../../i18n/locales/en/ui/agentAccountDetails.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(accountDetailsEnglish);

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
  /** Saves the visible table (given as text) as a CSV file. */
  readonly onExportCsv: (table: CsvTable) => void;
}

/**
 * §2 agentDownlineTransactionDetailsCopy: the ledger entries of the agent's downlines in the range (time, username,
 * type, signed amount, balance after), filters by type and username, money in/out/net over every matching entry,
 * pages, and an export of the visible table as CSV. Built on the record pages' frame and table, as the settlement
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
  const [username, setUsername] = useState(filters.username);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...filters, username: username.trim() });
  };

  const columns: RecordColumn<AccountDetailsRow>[] = [
    {
      id: 'time',
      header: t('AgentAccountDetails.column.time'),
      cell: (row) => <TimeText at={row.atMs} offsetMinutes={offsetMinutes} />,
    },
    {
      id: 'username',
      header: t('AgentAccountDetails.column.username'),
      isRowHeader: true,
      cell: (row) => row.username,
    },
    {
      id: 'type',
      header: t('AgentAccountDetails.column.type'),
      cell: (row) => t(`AgentAccountDetails.type.${row.type}`),
    },
    {
      id: 'amount',
      header: t('AgentAccountDetails.column.amount'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.amountCents} text={money(row.amountCents, true)} signed />,
    },
    {
      id: 'balanceAfter',
      header: t('AgentAccountDetails.column.balanceAfter'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.balanceAfterCents} text={money(row.balanceAfterCents)} />,
    },
  ];

  const isReady = state.status === 'ready' && !state.isEmpty && data !== null;
  const exportCsv = () => {
    if (!data) return;
    onExportCsv({
      header: columns.map((c) => c.header),
      rows: data.rows.map((r) => [
        formatNoticeTime(r.atMs, offsetMinutes),
        r.username,
        t(`AgentAccountDetails.type.${r.type}`),
        csvAmount(r.amountCents),
        csvAmount(r.balanceAfterCents),
      ]),
    });
  };
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
          <form role="search" aria-label={t('AgentAccountDetails.filter.usernameSearch')} onSubmit={search}>
            <TextField
              label={t('AgentAccountDetails.filter.username')}
              type="search"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="off"
              trailingAction={
                <Button type="submit" variant="secondary">
                  {t('AgentAccountDetails.filter.search')}
                </Button>
              }
            />
          </form>
          <Actions>
            <Button variant="secondary" onClick={exportCsv} disabled={!isReady}>
              {t('AgentAccountDetails.exportCsv')}
            </Button>
          </Actions>
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
