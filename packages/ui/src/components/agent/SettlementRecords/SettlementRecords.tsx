import { formatNoticeTime } from '@atrium/domain/format';
import type { ReactNode } from 'react';
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
import { DetailList, Stack } from './SettlementRecords.styles';
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey, isGameKindName } from '../../../i18n/gameKinds';

registerPart('agentSettlement', settlementEnglish);

export type SettlementRecordsType = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
export type SettlementRoleValue = 'received' | 'paid';
export type SettlementStatusValue = 'paid' | 'notMet';

/** One game kind's part of a settlement. Amounts in integer cents. */
export interface SettlementDetailRow {
  readonly gameKind: string;
  readonly validBetCents: number;
  /** The tier applied, counted from 1; null when none was met. */
  readonly tier: number | null;
  readonly amountCents: number;
}

/** One settlement as the page shows it. Amounts in integer cents, times epoch ms. */
export interface SettlementRow {
  readonly id: string;
  readonly role: SettlementRoleValue;
  readonly counterpartName: string;
  readonly periodStartMs: number;
  readonly periodEndMs: number;
  readonly settledAtMs: number;
  readonly validBetCents: number;
  /** From the players' side: above zero the team won. */
  readonly winLossCents: number;
  readonly activeMembers: number;
  readonly amountCents: number;
  readonly status: SettlementStatusValue;
  readonly details: readonly SettlementDetailRow[];
}

export interface SettlementRecordsPageData {
  readonly rows: readonly SettlementRow[];
  /** Every matching record's count and totals, not only this page's. */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly totals: { readonly validBetCents: number; readonly winLossCents: number; readonly amountCents: number };
}

export { csvAmount, type CsvTable, type ReportExportHandler } from '../../records/RecordPage';

export interface SettlementFilters {
  readonly role: SettlementRoleValue | null;
  readonly status: SettlementStatusValue | null;
  /** A counterpart's username; blank for all. */
  readonly downline: string;
}

export interface SettlementRecordsProps extends RecordFormat {
  readonly type: SettlementRecordsType;
  readonly range: RecordRangeValue;
  readonly onRangeChange: (range: RecordRangeValue) => void;
  readonly filters: SettlementFilters;
  readonly onFiltersChange: (filters: SettlementFilters) => void;
  readonly state: RecordLoadState;
  readonly onRetry: () => void;
  /** The loaded page; shown when ready and not empty. */
  readonly data: SettlementRecordsPageData | null;
  readonly onPageChange: (page: number) => void;
  /** Exports what the filters select, every page, as a CSV file, given how the columns write a row. */
  readonly onExportCsv: ReportExportHandler<SettlementRow>;
  /** The contracts of this type, shown above the records (the app's ContractsSection). */
  readonly contracts?: ReactNode;
}

/**
 * §2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary (§9 "Real-time salary settled
 * and paid every 5 minutes; daily wage paid the next day"): the contracts of the type, then the settlements paid in
 * the range, each with the span of bets it paid for, the other party (the upline that paid, or the downline paid),
 * the team's valid bet and result, the tier met per game kind and the amount; filters by direction, status and
 * downline, totals over every matching record, pages, and an export of every matching row as CSV.
 */
export function SettlementRecords({
  type,
  range,
  onRangeChange,
  filters,
  onFiltersChange,
  state,
  onRetry,
  data,
  onPageChange,
  onExportCsv,
  contracts,
  currencySymbol,
  offsetMinutes,
  now,
}: SettlementRecordsProps) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const count = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(n);
  const time = (at: number) => formatNoticeTime(at, offsetMinutes);
  const kindName = (kind: string) => (isGameKindName(kind) ? t(gameKindKey(kind)) : kind);
  const tierText = (d: SettlementDetailRow) =>
    d.tier === null
      ? t('AgentSettlement.detail.notMet', { kind: kindName(d.gameKind) })
      : t('AgentSettlement.detail.tier', { kind: kindName(d.gameKind), tier: d.tier });

  const columns: CsvColumn<SettlementRow>[] = [
    {
      id: 'settledAt',
      header: t('AgentSettlement.column.settledAt'),
      isRowHeader: true,
      cell: (row) => <TimeText at={row.settledAtMs} offsetMinutes={offsetMinutes} />,
      csv: (row) => time(row.settledAtMs),
    },
    {
      id: 'span',
      header: t('AgentSettlement.column.span'),
      cell: (row) => (
        <span>
          <TimeText at={row.periodStartMs} offsetMinutes={offsetMinutes} />
          {' – '}
          <TimeText at={row.periodEndMs} offsetMinutes={offsetMinutes} />
        </span>
      ),
      csv: (row) => `${time(row.periodStartMs)} – ${time(row.periodEndMs)}`,
    },
    {
      id: 'counterpart',
      header: t('AgentSettlement.column.counterpart'),
      cell: (row) => t(`AgentSettlement.role.${row.role}`, { name: row.counterpartName }),
      csv: (row) => t(`AgentSettlement.role.${row.role}`, { name: row.counterpartName }),
    },
    {
      id: 'validBet',
      header: t('AgentSettlement.column.validBet'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.validBetCents} text={money(row.validBetCents)} />,
      csv: (row) => csvAmount(row.validBetCents),
    },
    {
      id: 'winLoss',
      header: t('AgentSettlement.column.winLoss'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.winLossCents} text={money(row.winLossCents, true)} signed />,
      csv: (row) => csvAmount(row.winLossCents),
    },
    {
      id: 'activeMembers',
      header: t('AgentSettlement.column.activeMembers'),
      isNumeric: true,
      cell: (row) => count(row.activeMembers),
      csv: (row) => String(row.activeMembers),
    },
    {
      id: 'tiers',
      header: t('AgentSettlement.column.tiers'),
      cell: (row) =>
        row.details.length === 0 ? (
          t('AgentSettlement.noBets')
        ) : (
          <DetailList>
            {row.details.map((d) => (
              <li key={d.gameKind}>
                {tierText(d)} <MoneyCell cents={d.amountCents} text={money(d.amountCents)} />
              </li>
            ))}
          </DetailList>
        ),
      csv: (row) => row.details.map(tierText).join('; '),
    },
    {
      id: 'amount',
      header: t('AgentSettlement.column.amount'),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row.amountCents} text={money(row.amountCents)} />,
      csv: (row) => csvAmount(row.amountCents),
    },
    {
      id: 'status',
      header: t('AgentSettlement.column.status'),
      cell: (row) => t(`AgentSettlement.status.${row.status}`),
      csv: (row) => t(`AgentSettlement.status.${row.status}`),
    },
  ];

  return (
    <Stack>
      {contracts}
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
              label={t('AgentSettlement.filter.role')}
              options={(['received', 'paid'] as const).map((value) => ({
                value,
                label: t(`AgentSettlement.filter.roleOption.${value}`),
              }))}
              value={filters.role}
              onChange={(role) => onFiltersChange({ ...filters, role })}
            />
            <RecordFilter
              label={t('AgentSettlement.filter.status')}
              options={(['paid', 'notMet'] as const).map((value) => ({
                value,
                label: t(`AgentSettlement.status.${value}`),
              }))}
              value={filters.status}
              onChange={(status) => onFiltersChange({ ...filters, status })}
            />
            <ReportSearch
              name={t('AgentSettlement.filter.downlineSearch')}
              label={t('AgentSettlement.filter.downline')}
              buttonLabel={t('AgentSettlement.filter.search')}
              value={filters.downline}
              onSearch={(downline) => onFiltersChange({ ...filters, downline })}
            />
            <ReportExport
              label={t('AgentSettlement.exportCsv')}
              isDisabled={!canExport(state)}
              onExport={() => onExportCsv(csvTableOf(columns))}
            />
          </>
        }
        totals={
          data
            ? [
                { id: 'count', label: t('AgentSettlement.total.count'), count: data.total },
                { id: 'validBet', label: t('AgentSettlement.total.validBet'), cents: data.totals.validBetCents },
                {
                  id: 'winLoss',
                  label: t('AgentSettlement.total.winLoss'),
                  cents: data.totals.winLossCents,
                  signed: true,
                },
                { id: 'amount', label: t('AgentSettlement.total.amount'), cents: data.totals.amountCents },
              ]
            : []
        }
        page={data?.page ?? 1}
        totalPages={data ? Math.ceil(data.total / data.size) : 0}
        onPageChange={onPageChange}
      >
        {data && (
          <RecordTable
            caption={t(`AgentSettlement.caption.${type}`)}
            columns={columns}
            rows={data.rows}
            rowKey={(row) => row.id}
          />
        )}
      </RecordPageFrame>
    </Stack>
  );
}
