/**
 * Spec §1 "light and dark themes": the theme switch sits in the side menu, starts from the system
 * preference, and the player's choice is remembered. Which mode a visit starts in:
 *   1. the remembered choice, when there is a valid one;
 *   2. otherwise the system preference (prefers-color-scheme), when it states one;
 *   3. otherwise the brand's default mode.
 */
export const COLOUR_MODES = ['dark', 'light'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** The key under which the choice is remembered (localStorage: a display preference, not a secret). */
export const COLOUR_MODE_STORAGE_KEY = 'atrium.colourMode';

export function parseColourMode(value: unknown): ColourMode | null {
  return value === 'dark' || value === 'light' ? value : null;
}

export interface ColourModeInputs {
  /** What was remembered, raw (anything: storage may hold garbage). */
  readonly remembered: unknown;
  /** The system preference, or null when the system states none. */
  readonly system: ColourMode | null;
  readonly brandDefault: ColourMode;
}

export function initialColourMode({ remembered, system, brandDefault }: ColourModeInputs): ColourMode {
  return parseColourMode(remembered) ?? system ?? brandDefault;
}

/** The switch flips between the two modes. */
export function otherColourMode(mode: ColourMode): ColourMode {
  return mode === 'dark' ? 'light' : 'dark';
}
