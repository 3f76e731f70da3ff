import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rememberedLoginExpiresAt, rememberedLoginFrom, rememberedLoginToStore } from './rememberMe';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

describe('§4 Remember password, as departed from (docs/architecture.md security stance)', () => {
  it('keeps the username and the SMS country code and mobile number, never the password or code', () => {
    const stored = rememberedLoginToStore(
      {
        remember: true,
        username: ' player1 ',
        countryDialingCode: '+66',
        mobileNum: '812345678',
        password: 'hunter2',
        verificationCode: '654321',
      },
      NOW,
    );
    expect(stored).toEqual({ username: 'player1', countryDialingCode: '+66', mobileNum: '812345678', savedAt: NOW });
    expect(JSON.stringify(stored)).not.toMatch(/hunter2|654321/);
  });

  it.each([
    [{ remember: false, username: 'player1' }, null, 'the box unticked clears it'],
    [{ remember: true, username: '  ' }, null, 'nothing worth keeping'],
    [{ remember: true, password: 'hunter2' }, null, 'a password alone is never kept'],
    [{ remember: true, mobileNum: '812345678' }, null, 'a mobile number without its country code'],
    [
      { remember: true, username: 'u', countryDialingCode: '+66' },
      { username: 'u', countryDialingCode: null, mobileNum: null, savedAt: NOW },
      'a country code without a number',
    ],
    [
      { remember: true, countryDialingCode: '+84', mobileNum: '9' },
      { username: null, countryDialingCode: '+84', mobileNum: '9', savedAt: NOW },
      'SMS info alone',
    ],
  ])('%o → %o (%s)', (input, expected, _why) => {
    expect(rememberedLoginToStore(input, NOW)).toEqual(expected);
  });

  it('"for 1 day (86400000 ms)"', () => {
    expect(rememberedLoginExpiresAt({ savedAt: NOW })).toBe(NOW + DAY);
  });

  it.each([
    [0, true],
    [DAY - 1, true],
    [DAY, false],
    [DAY + 1, false],
    [-1, false],
  ])('read %s ms after saving: still offered %s', (elapsed, offered) => {
    const stored = rememberedLoginToStore({ remember: true, username: 'player1' }, NOW);
    expect(rememberedLoginFrom(stored, NOW + elapsed) !== null).toBe(offered);
  });

  it.each([
    [null],
    ['player1'],
    [{ username: 'player1' }],
    [{ username: 'player1', savedAt: '1800000000000' }],
    [{ username: 'player1', savedAt: Number.NaN }],
    [{ username: 42, savedAt: NOW }],
    [{ username: 'p', mobileNum: ['x'], savedAt: NOW }],
  ])('malformed stored data %j is ignored', (stored) => {
    expect(rememberedLoginFrom(stored, NOW)).toBeNull();
  });

  it('drops a password an older version may have stored', () => {
    expect(rememberedLoginFrom({ username: 'player1', password: 'hunter2', savedAt: NOW }, NOW + 5)).toEqual({
      username: 'player1',
      countryDialingCode: null,
      mobileNum: null,
      savedAt: NOW,
    });
  });

  it('property: what is stored reads back unchanged within the day, and only the allowed fields exist', () => {
    fc.assert(
      fc.property(
        fc.record({
          username: fc.option(fc.string()),
          countryDialingCode: fc.option(fc.string()),
          mobileNum: fc.option(fc.string()),
          password: fc.string(),
        }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (form, elapsed) => {
          const stored = rememberedLoginToStore({ remember: true, ...form }, NOW);
          if (stored === null) return;
          expect(Object.keys(stored).sort()).toEqual(['countryDialingCode', 'mobileNum', 'savedAt', 'username']);
          expect(rememberedLoginFrom(JSON.parse(JSON.stringify(stored)), NOW + elapsed)).toEqual(stored);
        },
      ),
    );
  });
});
