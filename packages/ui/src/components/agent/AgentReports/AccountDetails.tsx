import {
  ACCOUNT_DETAILS_TYPES,
  type AccountDetailsPageData,
  type AccountDetailsRow,
  type AccountDetailsType,
} from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  filterSetter,
  pagesOf,
  ReportScreen,
  selectOf,
  useReportColumns,
  type PagedReportProps,
} from '../../records/RecordPage';
import accountDetailsEnglish from '../../../i18n/locales/en/ui/agentAccountDetails.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentAccountDetails', accountDetailsEnglish);

export interface AccountDetailsFilters {
  readonly type: AccountDetailsType | null;
  /** A downline's username; blank for all. */
  readonly username: string;
}

export interface AccountDetailsProps extends PagedReportProps<AccountDetailsPageData, AccountDetailsRow> {
  readonly filters: AccountDetailsFilters;
  readonly onFiltersChange: (filters: AccountDetailsFilters) => void;
}

/**
 * §2 agentDownlineTransactionDetailsCopy: the ledger entries of the agent's downlines in the range (time, username,
 * type, signed amount, balance after), filters by type and username, money in/out/net over every matching entry,
 * pages, and an export of every matching row as CSV.
 */
export function AccountDetails({ filters, onFiltersChange, data, ...frame }: AccountDetailsProps) {
  const { t } = useTranslation('ui');
  const c = useReportColumns<AccountDetailsRow>(frame.currencySymbol, frame.offsetMinutes);
  const typeText = (type: AccountDetailsType) => t(`AgentAccountDetails.type.${type}`);
  const set = filterSetter(filters, onFiltersChange);
  return (
    <ReportScreen
      {...frame}
      {...pagesOf(data)}
      caption={t('AgentAccountDetails.caption')}
      rows={data?.rows ?? null}
      rowKey={(row) => row.reference}
      columns={[
        c.time('time', t('AgentAccountDetails.column.time'), (row) => row.atMs),
        c.text('username', t('AgentAccountDetails.column.username'), (row) => row.username, true),
        c.text('type', t('AgentAccountDetails.column.type'), (row) => typeText(row.type)),
        c.money('amount', t('AgentAccountDetails.column.amount'), (row) => row.amountCents, true),
        c.money('balanceAfter', t('AgentAccountDetails.column.balanceAfter'), (row) => row.balanceAfterCents),
      ]}
      selects={[
        selectOf(t('AgentAccountDetails.filter.type'), ACCOUNT_DETAILS_TYPES, typeText, filters.type, set('type')),
      ]}
      search={c.search('AgentAccountDetails.filter', 'username', filters.username, set('username'))}
      exportLabel={t('AgentAccountDetails.exportCsv')}
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
    />
  );
}
