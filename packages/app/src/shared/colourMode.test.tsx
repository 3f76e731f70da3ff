import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_STORAGE_KEY } from '@atrium/domain/preferences';
import { ColourModeProvider, startingColourMode, useColourMode } from './colourMode';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const systemPrefers = (scheme: 'dark' | 'light' | null) => (query: string) => ({
  matches: scheme !== null && query === `(prefers-color-scheme: ${scheme})`,
});

function Toggle() {
  const { mode, setMode } = useColourMode();
  return (
    <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
      {mode}
    </button>
  );
}

describe('§1 theme switch: starts from the system preference; the choice is remembered', () => {
  it('a first visit follows the system preference', () => {
    expect(startingColourMode('dark', memoryStorage(), systemPrefers('light'))).toBe('light');
  });

  it('without a system preference the brand default applies', () => {
    expect(startingColourMode('light', memoryStorage(), systemPrefers(null))).toBe('light');
  });

  it('a remembered choice wins over the system preference on the next visit', () => {
    const storage = memoryStorage({ [COLOUR_MODE_STORAGE_KEY]: 'dark' });
    expect(startingColourMode('light', storage, systemPrefers('light'))).toBe('dark');
  });

  it('switching applies at once and is remembered', async () => {
    const storage = memoryStorage();
    render(
      <ColourModeProvider initialMode="dark" storage={storage}>
        {(mode) => (
          <div data-testid="root" data-mode={mode}>
            <Toggle />
          </div>
        )}
      </ColourModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(screen.getByTestId('root')).toHaveAttribute('data-mode', 'light');
    expect(storage.data.get(COLOUR_MODE_STORAGE_KEY)).toBe('light');
    expect(startingColourMode('dark', storage, systemPrefers('dark'))).toBe('light');
  });

  it('blocked storage does not break the switch', async () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(startingColourMode('dark', broken, systemPrefers(null))).toBe('dark');
    render(
      <ColourModeProvider initialMode="dark" storage={broken}>
        {() => <Toggle />}
      </ColourModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(screen.getByRole('button', { name: 'light' })).toBeInTheDocument();
  });
});
