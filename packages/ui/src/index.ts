// Explicit named exports only (CONVENTIONS.md).
export { Button, type ButtonProps } from './components/primitives/Button';
export { AppShell, type AppShellProps } from './components/layout/AppShell';
export { HomeWelcome, type HomeWelcomeProps } from './components/layout/HomeWelcome';
export { StatusPage, type StatusPageProps } from './components/system/StatusPage';
export { MaintenancePage, type MaintenancePageProps } from './components/system/MaintenancePage';
export { BlockedRegionPage, type BlockedRegionPageProps } from './components/system/BlockedRegionPage';
export { LoadErrorPage, type LoadErrorPageProps } from './components/system/LoadErrorPage';
export { Splash } from './components/system/Splash';
export { LinkProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './navigation/LinkProvider';
