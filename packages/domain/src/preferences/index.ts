// @atrium/domain/preferences: explicit named exports only (docs/conventions.md: no `export *` barrels).
// The theme switch: the starting colour mode and the remembered choice
export {
  COLOUR_MODES,
  COLOUR_MODE_STORAGE_KEY,
  initialColourMode,
  otherColourMode,
  parseColourMode,
  type ColourMode,
  type ColourModeInputs,
} from './colourMode';
