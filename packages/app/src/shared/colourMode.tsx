import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { COLOUR_MODE_STORAGE_KEY, initialColourMode, type ColourMode } from '@atrium/domain/preferences';

/**
 * The colour mode of the page and the side menu's theme switch (spec §1): the visit starts from the remembered
 * choice, else the system preference, else the brand's default (the domain's `initialColourMode`); a change is
 * applied at once (ThemeRoot flips an attribute) and remembered in localStorage.
 */
interface ColourModeValue {
  readonly mode: ColourMode;
  readonly setMode: (mode: ColourMode) => void;
}

const ColourModeContext = createContext<ColourModeValue | null>(null);

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): PreferenceStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The mode to start in, from what was remembered, the system preference and the brand default. */
export function startingColourMode(
  brandDefault: ColourMode,
  storage: PreferenceStorage | null = localStorageOrNull(),
  matchMedia: ((query: string) => { matches: boolean }) | undefined = globalThis.matchMedia?.bind(globalThis),
): ColourMode {
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(COLOUR_MODE_STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  const prefers = (scheme: ColourMode) => matchMedia?.(`(prefers-color-scheme: ${scheme})`).matches === true;
  const system = prefers('light') ? 'light' : prefers('dark') ? 'dark' : null;
  return initialColourMode({ remembered, system, brandDefault });
}

export function ColourModeProvider({
  initialMode,
  storage = localStorageOrNull(),
  children,
}: {
  readonly initialMode: ColourMode;
  readonly storage?: PreferenceStorage | null;
  readonly children: (mode: ColourMode) => ReactNode;
}) {
  const [mode, setState] = useState<ColourMode>(initialMode);
  const setMode = useCallback(
    (next: ColourMode) => {
      setState(next);
      try {
        storage?.setItem(COLOUR_MODE_STORAGE_KEY, next);
      } catch {
        // Storage full or blocked: the switch still works for this visit.
      }
    },
    [storage],
  );
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ColourModeContext.Provider value={value}>{children(mode)}</ColourModeContext.Provider>;
}

export function useColourMode(): ColourModeValue {
  const value = useContext(ColourModeContext);
  if (!value) throw new Error('useColourMode needs a ColourModeProvider above it');
  return value;
}
