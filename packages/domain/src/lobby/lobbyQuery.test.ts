import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_LOBBY_STATE,
  LOBBY_FILTERS,
  isValidLobbyState,
  isValidLobbyToken,
  normalizeLobbySearch,
  type LobbyState,
} from './lobby';
import { lobbyQueryPairs, parseLobbyQuery, serializeLobbyQuery } from './lobbyQuery';

describe('§4 Lobby state in the address', () => {
  it('the default lobby has a clean address (defaults are omitted)', () => {
    expect(serializeLobbyQuery(INITIAL_LOBBY_STATE)).toBe('');
    expect(parseLobbyQuery('')).toEqual(INITIAL_LOBBY_STATE);
  });

  it('writes the non-default parts: ?filter=HOT&vassalage=PG&classify=…&q=…&page=2', () => {
    const state: LobbyState = {
      filter: 'HOT',
      vendor: 'PG',
      classify: 'MEGA WAYS',
      search: 'fortune & tiger',
      page: 2,
    };
    expect(serializeLobbyQuery(state)).toBe(
      '?filter=HOT&vassalage=PG&classify=MEGA%20WAYS&q=fortune%20%26%20tiger&page=2',
    );
    expect(parseLobbyQuery(serializeLobbyQuery(state))).toEqual(state);
  });

  it.each([
    [{ ...INITIAL_LOBBY_STATE, page: 3 }, '?page=3'],
    [{ ...INITIAL_LOBBY_STATE, filter: 'NEW' as const }, '?filter=NEW'],
    [{ ...INITIAL_LOBBY_STATE, search: 'dragon' }, '?q=dragon'],
  ])('%j is written as %s', (state, query) => {
    expect(serializeLobbyQuery(state)).toBe(query);
  });

  it('an invalid part of a state is left out rather than written', () => {
    expect(
      lobbyQueryPairs({ filter: 'X' as 'ALL', vendor: ' bad', classify: '\u0000', search: '  ', page: 0 }),
    ).toEqual([]);
  });

  it('§2 /rng takes query vassalage: it is read as the vendor', () => {
    expect(parseLobbyQuery('?vassalage=JDB').vendor).toBe('JDB');
  });

  it('vendor is accepted as an alias; vassalage wins when both are present', () => {
    expect(parseLobbyQuery('vendor=PG').vendor).toBe('PG');
    expect(parseLobbyQuery('vendor=PG&vassalage=JDB').vendor).toBe('JDB');
  });

  it('reads a router query record; a repeated key takes its first value', () => {
    expect(
      parseLobbyQuery({ filter: ['hot', 'NEW'], vassalage: 'PG', page: '4', q: undefined, classify: null }),
    ).toEqual({
      ...INITIAL_LOBBY_STATE,
      filter: 'HOT',
      vendor: 'PG',
      page: 4,
    });
    expect(parseLobbyQuery('page=2&page=5').page).toBe(2);
  });

  it.each([
    ['filter=BOGUS', INITIAL_LOBBY_STATE],
    ['filter=hot', { ...INITIAL_LOBBY_STATE, filter: 'HOT' }],
    ['page=0', INITIAL_LOBBY_STATE],
    ['page=-2', INITIAL_LOBBY_STATE],
    ['page=abc', INITIAL_LOBBY_STATE],
    ['page=1.5', INITIAL_LOBBY_STATE],
    ['page=1e3', INITIAL_LOBBY_STATE],
    ['page=99999999999999999999', INITIAL_LOBBY_STATE],
    ['page=%2007', { ...INITIAL_LOBBY_STATE, page: 7 }],
    ['page=9007199254740993', INITIAL_LOBBY_STATE],
    ['vassalage=%E0%A4%A', INITIAL_LOBBY_STATE],
    ['vassalage=%0Aevil', { ...INITIAL_LOBBY_STATE, vendor: 'evil' }],
    ['vassalage=a%00b', INITIAL_LOBBY_STATE],
    [`vassalage=${'x'.repeat(65)}`, INITIAL_LOBBY_STATE],
    ['classify=%20%20', INITIAL_LOBBY_STATE],
    ['q=++dragon+king++', { ...INITIAL_LOBBY_STATE, search: 'dragon king' }],
    ['q=%ZZ', INITIAL_LOBBY_STATE],
    ['&&=&=x&filter', INITIAL_LOBBY_STATE],
    ['#page=2', INITIAL_LOBBY_STATE],
  ] as const)('garbage %j falls back to defaults: %j', (query, expected) => {
    expect(parseLobbyQuery(query)).toEqual(expected);
  });

  const token = fc.string({ unit: 'binary', minLength: 1, maxLength: 70 }).filter(isValidLobbyToken);
  const validState: fc.Arbitrary<LobbyState> = fc.record({
    filter: fc.constantFrom(...LOBBY_FILTERS),
    vendor: fc.oneof(fc.constant('ALL'), fc.constantFrom('PG', 'TCG_LOTTO_VN'), token),
    classify: fc.oneof(fc.constant('ALL'), token),
    search: fc.string({ unit: 'binary', maxLength: 120 }).map(normalizeLobbySearch),
    page: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
  });

  it('property: parse(serialize(s)) equals s for every valid state', () => {
    fc.assert(
      fc.property(validState, (s) => {
        expect(isValidLobbyState(s)).toBe(true);
        expect(parseLobbyQuery(serializeLobbyQuery(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('property: any query string parses without throwing to a valid state that survives its own round trip', () => {
    const garbage = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc
        .array(
          fc.tuple(
            fc.constantFrom('filter', 'vassalage', 'vendor', 'classify', 'q', 'page', 'x'),
            fc.oneof(
              fc.string({ maxLength: 20 }),
              fc.constantFrom('%', '%E0%A4%A', '%00', 'HOT', 'fav', '-1', '2', '%F0%9F%98'),
            ),
          ),
        )
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    );
    fc.assert(
      fc.property(garbage, (q) => {
        const s = parseLobbyQuery(q);
        expect(isValidLobbyState(s)).toBe(true);
        expect(parseLobbyQuery(serializeLobbyQuery(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });
});
