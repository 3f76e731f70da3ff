/**
 * The mirror domains of spec §2 "mirror-site list with line detection" (designed shape). A module of its own: only
 * the mirror-site page reads it, so its schema stays out of the start-up code that the other settings are part of.
 */

export { domainRouteSchema, type DomainRouteWire } from './schemas';
export { type MirrorDomain, type DomainRoutes, toDomainRoutes } from './mapping';
export { domainRouteEndpoint, getDomainRoutes } from './calls';
export { domainRoutesQueryOptions } from './queries';
