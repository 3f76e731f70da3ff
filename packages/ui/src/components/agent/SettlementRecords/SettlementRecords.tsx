import { formatNoticeTime } from '@atrium/domain/format';
import type {
  SettlementDetailRow,
  SettlementRecordsPageData,
  SettlementRecordsType,
  SettlementRoleValue,
  SettlementRow,
  SettlementStatusValue,
} from '@atrium/domain/records';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterSetter,
  MoneyCell,
  pagesOf,
  ReportScreen,
  selectOf,
  TimeText,
  useMoneyText,
  useReportColumns,
  type PagedReportProps,
} from '../../records/RecordPage';
import { DetailList, Stack } from './SettlementRecords.styles';
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey, isGameKindName } from '../../../i18n/gameKinds';

registerPart('agentSettlement', settlementEnglish);

export interface SettlementFilters {
  readonly role: SettlementRoleValue | null;
  readonly status: SettlementStatusValue | null;
  /** A counterpart's username; blank for all. */
  readonly downline: string;
}

export interface SettlementRecordsProps extends PagedReportProps<SettlementRecordsPageData, SettlementRow> {
  readonly type: SettlementRecordsType;
  readonly filters: SettlementFilters;
  readonly onFiltersChange: (filters: SettlementFilters) => void;
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
  filters,
  onFiltersChange,
  data,
  contracts,
  ...frame
}: SettlementRecordsProps) {
  const { t } = useTranslation('ui');
  const { offsetMinutes } = frame;
  const c = useReportColumns<SettlementRow>(frame.currencySymbol, offsetMinutes);
  const money = useMoneyText(frame.currencySymbol);
  const column = (id: string) => t(`AgentSettlement.column.${id}`);
  const total = (id: string) => t(`AgentSettlement.total.${id}`);
  const kindName = (kind: string) => (isGameKindName(kind) ? t(gameKindKey(kind)) : kind);
  const tierText = (d: SettlementDetailRow) =>
    d.tier === null
      ? t('AgentSettlement.detail.notMet', { kind: kindName(d.gameKind) })
      : t('AgentSettlement.detail.tier', { kind: kindName(d.gameKind), tier: d.tier });
  const time = (at: number) => formatNoticeTime(at, offsetMinutes);
  const statusText = (status: SettlementStatusValue) => t(`AgentSettlement.status.${status}`);
  const roleText = (role: SettlementRoleValue) => t(`AgentSettlement.filter.roleOption.${role}`);
  const set = filterSetter(filters, onFiltersChange);
  return (
    <Stack>
      {contracts}
      <ReportScreen
        {...frame}
        {...pagesOf(data)}
        caption={t(`AgentSettlement.caption.${type}`)}
        rows={data?.rows ?? null}
        rowKey={(row) => row.id}
        columns={[
          c.time('settledAt', column('settledAt'), (row) => row.settledAtMs, true),
          c.custom(
            'span',
            column('span'),
            (row) => (
              <span>
                <TimeText at={row.periodStartMs} offsetMinutes={offsetMinutes} />
                {' – '}
                <TimeText at={row.periodEndMs} offsetMinutes={offsetMinutes} />
              </span>
            ),
            (row) => `${time(row.periodStartMs)} – ${time(row.periodEndMs)}`,
          ),
          c.text('counterpart', column('counterpart'), (row) =>
            t(`AgentSettlement.role.${row.role}`, { name: row.counterpartName }),
          ),
          c.money('validBet', column('validBet'), (row) => row.validBetCents),
          c.money('winLoss', column('winLoss'), (row) => row.winLossCents, true),
          c.count('activeMembers', column('activeMembers'), (row) => row.activeMembers),
          c.custom(
            'tiers',
            column('tiers'),
            (row) =>
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
            (row) => row.details.map(tierText).join('; '),
          ),
          c.money('amount', column('amount'), (row) => row.amountCents),
          c.text('status', column('status'), (row) => statusText(row.status)),
        ]}
        selects={[
          selectOf(
            t('AgentSettlement.filter.role'),
            ['received', 'paid'] as const,
            roleText,
            filters.role,
            set('role'),
          ),
          selectOf(
            t('AgentSettlement.filter.status'),
            ['paid', 'notMet'] as const,
            statusText,
            filters.status,
            set('status'),
          ),
        ]}
        search={c.search('AgentSettlement.filter', 'downline', filters.downline, set('downline'))}
        exportLabel={t('AgentSettlement.exportCsv')}
        totals={
          data
            ? [
                { id: 'count', label: total('count'), count: data.total },
                { id: 'validBet', label: total('validBet'), cents: data.totals.validBetCents },
                { id: 'winLoss', label: total('winLoss'), cents: data.totals.winLossCents, signed: true },
                { id: 'amount', label: total('amount'), cents: data.totals.amountCents },
              ]
            : []
        }
      />
    </Stack>
  );
}
