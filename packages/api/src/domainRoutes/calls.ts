import { domainRouteSchema } from './schemas';
import { toDomainRoutes } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('settings', { moduleId: 'COMM3', needsToken: false });

export const domainRouteEndpoint = area.get('domainRoute', '/wps/system/domainRoute', domainRouteSchema);

export const getDomainRoutes = reader(domainRouteEndpoint, toDomainRoutes);
