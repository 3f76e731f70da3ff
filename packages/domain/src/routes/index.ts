// @atrium/domain/routes: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 / §6 Routes: table, layout flags, guards, scroll rule
export {
  ROUTE_TABLE,
  STANDARD_ROUTE_LAYOUT,
  findRoute,
  navigationAfterAgentLogin,
  navigationAfterAgentLogout,
  normalizeRoutePath,
  readUrlHash,
  resolveRoute,
  scrollTargetAfterNavigation,
  type RouteAccess,
  type RouteContext,
  type RouteEntry,
  type RouteGuardDecision,
  type RouteLayout,
  type RouteNavigation,
  type RouteParams,
  type RoutePopup,
  type RoutePurpose,
  type RouteResolution,
  type ScrollTarget,
} from './routes';
