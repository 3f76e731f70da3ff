// @atrium/ui/saferPlay: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';
export { SaferPlayPage, type SaferPlayPageProps } from './SaferPlayPage';
