import type { ApiClient, Endpoint } from '../client';
import { domainRouteSchema, type DomainRouteWire } from './schemas';
import { type DomainRoutes, toDomainRoutes } from './mapping';

export const domainRouteEndpoint: Endpoint<DomainRouteWire> = {
  id: 'settings.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  moduleId: 'COMM3',
  needsToken: false,
  value: domainRouteSchema,
};

export async function getDomainRoutes(client: ApiClient, signal?: AbortSignal): Promise<DomainRoutes> {
  return toDomainRoutes(await client.call(domainRouteEndpoint, { signal }));
}
