import { useQuery } from '@tanstack/react-query';
import { personalProfitQueryOptions } from '@atrium/api/records';
import { ProfitReport } from '@atrium/ui/records';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';

const FILTERS = [] as const;

/** §2 personalProfit: profit and loss per game type over the range, with bonuses, deposits and withdrawals. */
export function ProfitContainer() {
  const view = useRecordPage(FILTERS);
  const query = useQuery(personalProfitQueryOptions(view.client, view.range, view.language));
  return (
    <ProfitReport
      {...recordFrameProps(view, query, (data) => data.lines.length === 0 && data.bonusCents === 0)}
      rows={query.data?.lines ?? []}
      bonusCents={query.data?.bonusCents ?? 0}
      depositCents={query.data?.depositCents ?? 0}
      withdrawalCents={query.data?.withdrawalCents ?? 0}
    />
  );
}
