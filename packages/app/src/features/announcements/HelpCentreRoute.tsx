import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { helpCenterQueryOptions } from '@atrium/api/settings';
import { readUrlHash } from '@atrium/domain/routes';
import { HelpCentrePage } from '@atrium/ui/announcements';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { helpStatus, toHelpEntries } from './helpEntries';

/** §2 /helpmc: the help centre as a page, without header or footer (the route table's bare layout); #tag opens an item. */
export function HelpCentreRoute() {
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const { hash } = useLocation();
  const help = useQuery(helpCenterQueryOptions(client, platformLanguage));
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <HelpCentrePage
      status={helpStatus(help)}
      entries={toHelpEntries(help.data ?? [])}
      selectedId={chosen ?? readUrlHash(hash)}
      onSelect={setChosen}
      onRetry={() => void help.refetch()}
      isRetrying={help.isFetching}
    />
  );
}
