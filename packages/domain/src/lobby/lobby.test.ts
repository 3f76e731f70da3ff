import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../session/roles';
import {
  INITIAL_LOBBY_STATE,
  LOBBY_FILTERS,
  LOBBY_PAGE_SIZE,
  LOBBY_PAGINATION,
  admitLobbyState,
  isValidLobbyState,
  isValidLobbyToken,
  lobbyReducer,
  normalizeLobbySearch,
  type LobbyAction,
  type LobbyState,
} from './lobby';

const ROLES: readonly Role[] = ['guest', 'trial', 'member', 'agent'];
const busy: LobbyState = { filter: 'HOT', vendor: 'PG', classify: 'SLOT', search: 'fortune', page: 3 };
const member = { role: 'member' } as const;

describe('§4 Lobby filters', () => {
  it.each([
    ['guest', 'FAV', 'openLogin'],
    ['guest', 'RECENT', 'openLogin'],
    ['trial', 'FAV', 'realAccountRequired'],
    ['trial', 'RECENT', 'realAccountRequired'],
  ] as const)(
    'FAV or RECENT when logged out opens login popup (trial: §5 need a true account): %s + %s → %s and no state change',
    (role, filter, effect) => {
      const next = lobbyReducer(busy, { type: 'filterSelected', filter }, { role });
      expect(next.effects).toEqual([{ type: effect }]);
      expect(next.state).toBe(busy);
    },
  );

  it.each([
    ['member', 'FAV'],
    ['member', 'RECENT'],
    ['agent', 'FAV'],
    ['agent', 'RECENT'],
  ] as const)('a logged-in %s may choose %s', (role, filter) => {
    expect(lobbyReducer(busy, { type: 'filterSelected', filter }, { role })).toEqual({
      state: { ...busy, filter, page: 1, search: '' },
      effects: [],
    });
  });

  it.each(ROLES)('ALL resets vendor and classify to ALL (role %s)', (role) => {
    expect(lobbyReducer(busy, { type: 'filterSelected', filter: 'ALL' }, { role }).state).toEqual(INITIAL_LOBBY_STATE);
  });

  it.each(['HOT', 'NEW'] as const)(
    'any filter change resets page to 1 and clears search; %s keeps vendor and classify',
    (filter) => {
      expect(lobbyReducer(busy, { type: 'filterSelected', filter }, { role: 'guest' })).toEqual({
        state: { filter, vendor: 'PG', classify: 'SLOT', search: '', page: 1 },
        effects: [],
      });
    },
  );

  it('selecting the current filter again starts over as well (page 1, no search)', () => {
    expect(lobbyReducer(busy, { type: 'filterSelected', filter: 'HOT' }, member).state).toEqual({
      ...busy,
      page: 1,
      search: '',
    });
  });

  it('an unknown action (from untyped input) is ignored', () => {
    const next = lobbyReducer(busy, { type: 'shuffle' } as unknown as LobbyAction, member);
    expect(next).toEqual({ state: busy, effects: [] });
  });

  it('an unknown filter (from untyped input) is ignored', () => {
    const next = lobbyReducer(busy, { type: 'filterSelected', filter: 'TOP' } as unknown as LobbyAction, member);
    expect(next).toEqual({ state: busy, effects: [] });
  });
});

describe('§4 changing vendor resets classify to ALL', () => {
  it('a new vendor resets classify to ALL and page to 1, keeping filter and search', () => {
    expect(lobbyReducer(busy, { type: 'vendorSelected', vendor: 'JDB' }, member).state).toEqual({
      filter: 'HOT',
      vendor: 'JDB',
      classify: 'ALL',
      search: 'fortune',
      page: 1,
    });
  });

  it.each([
    ['PG', 'the same vendor'],
    ['x'.repeat(65), 'a code over 64 characters'],
    ['P\u0007G', 'a code with a control character'],
  ])('%j (%s) changes nothing', (vendor) => {
    expect(lobbyReducer(busy, { type: 'vendorSelected', vendor }, member).state).toBe(busy);
  });

  it.each(['', '   '])('a blank vendor %j means ALL', (vendor) => {
    expect(lobbyReducer(busy, { type: 'vendorSelected', vendor }, member).state.vendor).toBe('ALL');
  });

  it('a vendor is trimmed', () => {
    expect(lobbyReducer(busy, { type: 'vendorSelected', vendor: ' JDB ' }, member).state.vendor).toBe('JDB');
  });
});

describe('§2 Game lobby classify tabs', () => {
  it('choosing a classify goes back to page 1 and keeps vendor, filter and search', () => {
    expect(lobbyReducer(busy, { type: 'classifySelected', classify: 'JACKPOT' }, member).state).toEqual({
      ...busy,
      classify: 'JACKPOT',
      page: 1,
    });
  });

  it('the same classify, or an unusable one, changes nothing; blank means ALL', () => {
    expect(lobbyReducer(busy, { type: 'classifySelected', classify: 'SLOT' }, member).state).toBe(busy);
    expect(lobbyReducer(busy, { type: 'classifySelected', classify: 'a\u0000' }, member).state).toBe(busy);
    expect(lobbyReducer(busy, { type: 'classifySelected', classify: '' }, member).state.classify).toBe('ALL');
  });
});

describe('§4 page beyond total pages is ignored', () => {
  it.each([
    [2, 5, 2],
    [5, 5, 5],
    [6, 5, 3],
    [0, 5, 3],
    [-1, 5, 3],
    [1.5, 5, 3],
    [Number.NaN, 5, 3],
    [1, 0, 3],
  ])('page %s of %s total pages → page %s', (page, totalPages, expected) => {
    expect(lobbyReducer(busy, { type: 'pageSelected', page, totalPages }, member).state.page).toBe(expected);
  });

  it('a page change keeps everything else', () => {
    expect(lobbyReducer(busy, { type: 'pageSelected', page: 4, totalPages: 9 }, member).state).toEqual({
      ...busy,
      page: 4,
    });
  });
});

describe('§4 language change reloads lobby', () => {
  it.each(ROLES)('for a %s: a reload effect and the same state', (role) => {
    const next = lobbyReducer(busy, { type: 'languageChanged' }, { role });
    expect(next.effects).toEqual([{ type: 'reload' }]);
    expect(next.state).toBe(busy);
  });
});

describe('§5 Game name search trimmed', () => {
  it.each([
    ['  fortune tiger ', 'fortune tiger'],
    ['\tmahjong\n', 'mahjong'],
    ['a\u0000b', 'a b'],
    ['', ''],
    ['x'.repeat(150), 'x'.repeat(100)],
    [`${'x'.repeat(99)} y`, 'x'.repeat(99)],
    ['\uD800bad', 'bad'],
  ])('%j is kept as %j', (raw, kept) => {
    expect(normalizeLobbySearch(raw)).toBe(kept);
  });

  it('submitting a search resets the page to 1 and keeps filter, vendor and classify', () => {
    expect(lobbyReducer(busy, { type: 'searchSubmitted', search: '  dragon ' }, member).state).toEqual({
      ...busy,
      search: 'dragon',
      page: 1,
    });
  });

  it('submitting the same search again on page 1 changes nothing', () => {
    const onFirst = { ...busy, page: 1 };
    expect(lobbyReducer(onFirst, { type: 'searchSubmitted', search: ' fortune' }, member).state).toBe(onFirst);
  });

  it('the search keeps a long name whole up to 100 characters, without splitting a character', () => {
    const emoji = '😀'.repeat(120);
    expect(Array.from(normalizeLobbySearch(emoji))).toHaveLength(100);
    expect(isValidLobbyState({ ...INITIAL_LOBBY_STATE, search: normalizeLobbySearch(emoji) })).toBe(true);
  });
});

describe('§9 Lobby page size 18; pagination range 5, margin 2', () => {
  it('has the spec constants', () => {
    expect(LOBBY_PAGE_SIZE).toBe(18);
    expect(LOBBY_PAGINATION).toEqual({ range: 5, margin: 2 });
    expect(LOBBY_FILTERS).toEqual(['ALL', 'HOT', 'FAV', 'RECENT', 'NEW']);
  });

  it('starts at ALL, vendor ALL, classify ALL, no search, page 1', () => {
    expect(INITIAL_LOBBY_STATE).toEqual({ filter: 'ALL', vendor: 'ALL', classify: 'ALL', search: '', page: 1 });
  });
});

describe('§4 FAV or RECENT arriving from the address', () => {
  it.each([
    ['guest', 'openLogin'],
    ['trial', 'realAccountRequired'],
  ] as const)('for a %s falls back to ALL with %s', (role, effect) => {
    const fromUrl: LobbyState = { ...busy, filter: 'FAV' };
    expect(admitLobbyState(fromUrl, { role })).toEqual({
      state: { ...busy, filter: 'ALL' },
      effects: [{ type: effect }],
    });
  });

  it.each([
    ['member', 'FAV'],
    ['guest', 'HOT'],
  ] as const)('for a %s with %s is kept as it is', (role, filter) => {
    const fromUrl: LobbyState = { ...busy, filter };
    expect(admitLobbyState(fromUrl, { role })).toEqual({ state: fromUrl, effects: [] });
  });
});

describe('§4 Lobby reducer invariants (property-based)', () => {
  const text = fc.oneof(
    fc.constantFrom('', ' ', 'PG', 'JDB', ' x ', 'ALL', 'a\u0000'),
    fc.string({ maxLength: 80, unit: 'binary' }),
  );
  const action: fc.Arbitrary<LobbyAction> = fc.oneof(
    fc.constantFrom(...LOBBY_FILTERS).map((filter) => ({ type: 'filterSelected' as const, filter })),
    text.map((vendor) => ({ type: 'vendorSelected' as const, vendor })),
    text.map((classify) => ({ type: 'classifySelected' as const, classify })),
    fc.string({ maxLength: 200, unit: 'binary' }).map((search) => ({ type: 'searchSubmitted' as const, search })),
    fc
      .record({
        page: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double()),
        totalPages: fc.integer({ min: 0, max: 20 }),
      })
      .map((p) => ({ type: 'pageSelected' as const, ...p })),
    fc.constant({ type: 'languageChanged' as const }),
  );

  it('every reachable state is valid, and the page never goes beyond the total pages it was chosen under', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.array(action, { maxLength: 30 }), (role, actions) => {
        let state = INITIAL_LOBBY_STATE;
        for (const a of actions) {
          const next = lobbyReducer(state, a, { role });
          expect(isValidLobbyState(next.state)).toBe(true);
          if (a.type === 'pageSelected' && next.state.page !== state.page) {
            expect(next.state.page).toBeLessThanOrEqual(a.totalPages);
            expect(next.state.page).toBeGreaterThanOrEqual(1);
          }
          state = next.state;
        }
      }),
    );
  });

  it('a guest or trial user never reaches FAV or RECENT, and every blocked attempt asks for the login or the warning', () => {
    fc.assert(
      fc.property(fc.constantFrom<Role>('guest', 'trial'), fc.array(action, { maxLength: 30 }), (role, actions) => {
        let state = INITIAL_LOBBY_STATE;
        for (const a of actions) {
          const next = lobbyReducer(state, a, { role });
          expect(['FAV', 'RECENT']).not.toContain(next.state.filter);
          if (a.type === 'filterSelected' && (a.filter === 'FAV' || a.filter === 'RECENT')) {
            expect(next.effects).toEqual([{ type: role === 'guest' ? 'openLogin' : 'realAccountRequired' }]);
            expect(next.state).toBe(state);
          }
          state = next.state;
        }
      }),
    );
  });

  it('after any allowed filter selection the page is 1 and the search empty; after ALL vendor and classify are ALL', () => {
    const validState = fc.record({
      filter: fc.constantFrom(...LOBBY_FILTERS),
      vendor: fc.constantFrom('ALL', 'PG', 'JDB'),
      classify: fc.constantFrom('ALL', 'SLOT'),
      search: fc.constantFrom('', 'dragon'),
      page: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(validState, fc.constantFrom(...LOBBY_FILTERS), (state, filter) => {
        const { state: next, effects } = lobbyReducer(state, { type: 'filterSelected', filter }, member);
        expect(effects).toEqual([]);
        expect(next.filter).toBe(filter);
        expect(next.page).toBe(1);
        expect(next.search).toBe('');
        if (filter === 'ALL') expect([next.vendor, next.classify]).toEqual(['ALL', 'ALL']);
        else expect([next.vendor, next.classify]).toEqual([state.vendor, state.classify]);
      }),
    );
  });

  it('only a language change asks for a reload', () => {
    fc.assert(
      fc.property(action, fc.constantFrom(...ROLES), (a, role) => {
        const hasReload = lobbyReducer(busy, a, { role }).effects.some((e) => e.type === 'reload');
        expect(hasReload).toBe(a.type === 'languageChanged');
      }),
    );
  });
});

describe('§3 vassalage and gameClassify as lobby tokens (vendor codes, classify keys)', () => {
  it.each([
    ['PG', true],
    ['TCG_LOTTO_VN', true],
    ['Mega ways', true],
    ['', false],
    [' PG', false],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['a\u001Fb', false],
    ['a\uDC00', false],
  ])('%j is valid: %s', (value, expected) => {
    expect(isValidLobbyToken(value)).toBe(expected);
  });
});
