// @atrium/ui/navigation: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { LinkProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkProvider';
