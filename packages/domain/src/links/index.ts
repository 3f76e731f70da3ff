// @atrium/domain/links: explicit named exports only (docs/conventions.md: no `export *` barrels).
// Security stance: server link targets
export { safeLinkTarget, type SafeLink } from './safeLink';
