import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { helpCenterQueryOptions } from '@atrium/api/settings';
import { readUrlHash } from '@atrium/domain/routes';
import { HelpDialog } from '@atrium/ui/announcements';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { helpStatus, toHelpEntries } from './helpEntries';

/**
 * §2 /help (optional #term): the help popup over the home page, at the term's item (an unknown or missing term opens
 * the first). Choosing a topic puts its tag in the address, so the link can be shared; closing goes back to /.
 */
export function HelpEntryRoute() {
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const help = useQuery(helpCenterQueryOptions(client, platformLanguage));
  const term = readUrlHash(location.hash);
  // An item without a tag cannot be in the address: it is remembered here until the hash changes.
  const [untagged, setUntagged] = useState<{ readonly hash: string; readonly id: string } | null>(null);
  const selectedId = untagged !== null && untagged.hash === location.hash ? untagged.id : term;
  const entries = toHelpEntries(help.data ?? []);
  return (
    <HelpDialog
      isOpen
      onClose={() => void navigate('/')}
      status={helpStatus(help)}
      entries={entries}
      selectedId={selectedId}
      onSelect={(id) => {
        if (id.startsWith('#')) setUntagged({ hash: location.hash, id });
        else void navigate({ hash: encodeURIComponent(id) }, { replace: true });
      }}
      onRetry={() => void help.refetch()}
      isRetrying={help.isFetching}
    />
  );
}
