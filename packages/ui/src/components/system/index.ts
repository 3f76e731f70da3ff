// @atrium/ui/system: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { StatusPage, type StatusPageProps } from './StatusPage';
export { MaintenancePage, type MaintenancePageProps } from './MaintenancePage';
export { BlockedRegionPage, type BlockedRegionPageProps } from './BlockedRegionPage';
export { LoadErrorPage, type LoadErrorPageProps } from './LoadErrorPage';
export { Splash } from './Splash';
export { OfflineNotice, type OfflineNoticeProps } from './OfflineNotice';
export { UpdateNotice, type UpdateNoticeProps } from './UpdateNotice';
