import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roleOf } from './roles';

describe('§3 / §6 roles from the account type', () => {
  it.each([
    [1, 'agent'],
    [2, 'agent'],
    [41, 'agent'],
    [42, 'agent'],
    [4, 'trial'],
    [0, 'member'],
    [3, 'member'],
    [40, 'member'],
  ] as const)('type %s is a %s', (type, role) => {
    expect(roleOf({ type })).toBe(role);
  });

  it('no account is a guest', () => {
    expect(roleOf(null)).toBe('guest');
    expect(roleOf(undefined)).toBe('guest');
  });

  it('property: any other type is a plain member', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((t) => ![1, 2, 4, 41, 42].includes(t)),
        (type) => {
          expect(roleOf({ type })).toBe('member');
        },
      ),
    );
  });
});
