import { describe, expect, it } from 'vitest';
import { initialColourMode, otherColourMode, parseColourMode, type ColourModeInputs } from './colourMode';

describe('§1 theme switch: starts from the system preference, the choice is remembered', () => {
  it.each<[string, ColourModeInputs, 'dark' | 'light']>([
    [
      'a remembered choice wins over the system',
      { remembered: 'light', system: 'dark', brandDefault: 'dark' },
      'light',
    ],
    ['a remembered choice wins over the brand', { remembered: 'dark', system: null, brandDefault: 'light' }, 'dark'],
    ['no choice: the system preference', { remembered: null, system: 'light', brandDefault: 'dark' }, 'light'],
    [
      'no choice, no system preference: the brand default',
      { remembered: null, system: null, brandDefault: 'light' },
      'light',
    ],
    ['garbage in storage is ignored', { remembered: 'purple', system: 'dark', brandDefault: 'light' }, 'dark'],
    ['a non-string in storage is ignored', { remembered: 1, system: null, brandDefault: 'dark' }, 'dark'],
  ])('%s', (_, inputs, expected) => {
    expect(initialColourMode(inputs)).toBe(expected);
  });

  it('reads only the two modes', () => {
    expect(parseColourMode('dark')).toBe('dark');
    expect(parseColourMode('light')).toBe('light');
    expect(parseColourMode('Dark')).toBeNull();
    expect(parseColourMode(undefined)).toBeNull();
  });

  it('the switch flips the mode', () => {
    expect(otherColourMode('dark')).toBe('light');
    expect(otherColourMode('light')).toBe('dark');
  });
});
