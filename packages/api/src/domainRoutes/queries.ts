import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { getDomainRoutes } from './calls';

export function domainRoutesQueryOptions(client: ApiClient) {
  return readQueryOptions(queryKeys.settings.domainRoutes(), getDomainRoutes, client, 10 * 60_000);
}
