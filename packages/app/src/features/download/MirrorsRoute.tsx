import { isApiError } from '@atrium/api/errors';
import { domainRoutesQueryOptions } from '@atrium/api/domainRoutes';
import { rankMirrorLines } from '@atrium/domain/layout';
import type { SafeLink } from '@atrium/domain/links';
import { MirrorSites } from '@atrium/ui/download';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../shared/apiClient';
import { useLineChecks } from './useLineChecks';

const hrefOf = (link: SafeLink): string => (link.kind === 'internal' ? link.path : link.url);

/**
 * §2 Other screens: the mirror-site list (GET /wps/system/domainRoute) with each line timed in the browser, fastest
 * first, and the verification link.
 */
export function MirrorsRoute() {
  const client = useApiClient();
  const query = useQuery(domainRoutesQueryOptions(client));
  const mirrors = query.data?.mirrors ?? null;
  const lines = useMemo(
    () =>
      mirrors?.map((mirror, index) => ({
        id: String(index + 1),
        target: mirror.lineCheck ? hrefOf(mirror.lineCheck) : null,
      })) ?? null,
    [mirrors],
  );
  const { checks, isChecking, recheck } = useLineChecks(lines);
  const views = mirrors
    ? rankMirrorLines(
        mirrors.map((mirror, index) => ({
          id: String(index + 1),
          name: mirror.name,
          number: index + 1,
          href: hrefOf(mirror.link),
          check: checks[String(index + 1)] ?? ({ kind: 'checking' } as const),
        })),
      )
    : null;
  return (
    <MirrorSites
      lines={views}
      verificationHref={query.data?.verification ? hrefOf(query.data.verification) : null}
      isLoading={query.isPending}
      hasError={query.isError}
      loadErrorKey={isApiError(query.error) ? query.error.messageKey : 'errors:unknown'}
      isRetrying={query.isFetching && query.isError}
      onRetry={() => void query.refetch()}
      onRecheck={recheck}
      isChecking={isChecking}
    />
  );
}
