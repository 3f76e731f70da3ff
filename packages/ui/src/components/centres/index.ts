// @atrium/ui/centres: explicit named exports only (docs/conventions.md: no `export *` barrels).
export {
  GameCentrePage,
  type GameCentre,
  type GameCentreGroup,
  type GameCentrePageProps,
  type GameCentreSection,
} from './GameCentrePage';
