import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@atrium/api/errors';
import { startupFailureOf, systemStatusQueryOptions } from '@atrium/api/system';
import { startupScreen, type StartupOutcome } from '@atrium/domain/system';
import { BlockedRegionPage, LoadErrorPage, MaintenancePage, Splash } from '@atrium/ui/system';
import { useApiClient } from '../../shared/apiClient';
import { useBrand } from '../../shared/brand';
import { openSupport, useSupportLink } from '../../shared/openSupport';

export interface StartupGateProps {
  /** The platform language code sent with the status call. */
  readonly platformLanguage: string;
  readonly children: ReactNode;
  /** The clock; injectable for tests. */
  readonly now?: () => number;
}

/**
 * Spec §4 "System status at start": asks the platform for its status, then shows the app, the maintenance page
 * or the blocked-region page (the rule is the domain's `startupScreen`), or the load error with retry when the
 * status cannot be learned. Never a blank page.
 */
export function StartupGate({ platformLanguage, children, now = Date.now }: StartupGateProps) {
  const client = useApiClient();
  const brand = useBrand();
  const { t } = useTranslation('app');
  const query = useQuery(systemStatusQueryOptions(client, platformLanguage));

  const outcome: StartupOutcome = query.isSuccess
    ? { state: 'loaded', status: query.data.facts }
    : query.isError
      ? { state: 'failed', reason: startupFailureOf(query.error) }
      : { state: 'pending' };
  const screen = startupScreen(outcome, now());
  const support = useSupportLink(query.data);
  const onContactSupport = support ? () => openSupport(support) : undefined;

  const titleKey = {
    splash: 'title.home',
    app: 'title.home',
    maintenance: 'title.maintenance',
    blocked: 'title.blocked',
    'load-error': 'title.loadError',
  }[screen.screen];
  useEffect(() => {
    document.title = t(titleKey, { brand: brand.name });
  }, [t, titleKey, brand.name]);

  switch (screen.screen) {
    case 'splash':
      return <Splash />;
    case 'maintenance':
      return <MaintenancePage endsAt={screen.endsAt} onContactSupport={onContactSupport} />;
    case 'blocked':
      return <BlockedRegionPage visitorIp={screen.visitorIp} onContactSupport={onContactSupport} />;
    case 'load-error':
      return (
        <LoadErrorPage
          messageKey={isApiError(query.error) ? query.error.messageKey : 'errors:unknown'}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    case 'app':
      return children;
  }
}
