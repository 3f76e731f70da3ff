import { useQuery } from '@tanstack/react-query';
import { personalProfitQueryOptions } from '@atrium/api/records';
import { ProfitReport } from '@atrium/ui/records';
import { recordLoadState, useRecordPage } from './records/useRecordPage';

const FILTERS = [] as const;

/** §2 personalProfit: profit and loss per game type over the range, with bonuses, deposits and withdrawals. */
export function ProfitPage() {
  const view = useRecordPage(FILTERS);
  const query = useQuery(personalProfitQueryOptions(view.client, view.range, view.language));
  return (
    <ProfitReport
      range={view.range}
      onRangeChange={view.setRange}
      now={view.now}
      offsetMinutes={view.offsetMinutes}
      currencySymbol={view.currencySymbol}
      state={recordLoadState(query, (data) => data.lines.length === 0 && data.bonusCents === 0)}
      onRetry={() => void query.refetch()}
      rows={query.data?.lines ?? []}
      bonusCents={query.data?.bonusCents ?? 0}
      depositCents={query.data?.depositCents ?? 0}
      withdrawalCents={query.data?.withdrawalCents ?? 0}
    />
  );
}
