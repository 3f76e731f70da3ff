import { creditReportQueryOptions, type CreditReport } from '@atrium/api/credit';
import { isApiError } from '@atrium/api/errors';
import { parsePageParam } from '@atrium/domain/records';
import { CreditReport as CreditReportScreen, type CreditReportView } from '@atrium/ui/credit';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useKeepPageInRange } from '../../shared/records/useRecordPage';
import { useSearchNavigation } from '../../shared/useSearchNavigation';

function toView(report: CreditReport): CreditReportView {
  return {
    limitCents: report.limitCents,
    usedCents: report.usedCents,
    availableCents: report.availableCents,
    currencySymbol: report.currencySymbol,
    cycle: report.cycle,
    current: report.current,
    statements: report.statements,
    page: report.page,
    totalPages: report.totalPages,
  };
}

/**
 * §2 Other screens "credit report" (/creditReport, a real account's page: the route table sends a guest to the login
 * popup and a trial account to the real-account prompt). One read per page of statements; the page is in the address
 * (`?page=`), so a reload or the back button keeps it, and the page shown stays while the next loads. An account
 * without a credit line is told so (the call's not-enabled answer), a failure or a malformed answer shows its
 * message with a retry.
 */
export function CreditReportRoute() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const page = parsePageParam(params.get('page'));
  const setPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    go(`?${search.toString()}`, false);
  };
  const query = useQuery(creditReportQueryOptions(client, { page }));
  const result = query.data;
  // An address past the last page (an old link) becomes the last page rather than an empty list.
  useKeepPageInRange(
    page,
    result?.enabled && !query.isPlaceholderData ? Math.max(1, result.report.totalPages) : undefined,
  );
  const state = query.isError ? 'error' : !result ? 'loading' : result.enabled ? 'ready' : 'notEnabled';
  return (
    <CreditReportScreen
      state={state}
      report={result?.enabled ? toView(result.report) : null}
      isUpdating={query.isPlaceholderData}
      onPageChange={setPage}
      errorMessageKey={isApiError(query.error) ? query.error.messageKey : 'errors:unknown'}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
