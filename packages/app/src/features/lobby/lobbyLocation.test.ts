import { describe, expect, it } from 'vitest';
import { splitVendorLanes, type Game, type VendorLane } from '@atrium/domain/games';
import { INITIAL_LOBBY_STATE, parseLobbyQuery, type LobbyState } from '@atrium/domain/lobby';
import {
  admitLobbyAddress,
  lobbyStep,
  lobbyViewOf,
  narrowGames,
  pageBeyondTotal,
  pageOfList,
  sameLobbySearch,
} from './lobbyLocation';

const member = { role: 'member' } as const;
const guest = { role: 'guest' } as const;
const state = (over: Partial<LobbyState>): LobbyState => ({ ...INITIAL_LOBBY_STATE, ...over });

describe('the lobby address (§2 "/rng takes query vassalage", ARCHITECTURE: state in the URL)', () => {
  it('a shared link restores the same lobby: every step written back reads as the state it came from', () => {
    let current = admitLobbyAddress('?vassalage=PG', member).state;
    const actions = [
      { type: 'classifySelected', classify: 'MEGAWAYS' },
      { type: 'searchSubmitted', search: "  it's fortune  " },
      { type: 'pageSelected', page: 3, totalPages: 5 },
      { type: 'filterSelected', filter: 'HOT' },
    ] as const;
    for (const action of actions) {
      const step = lobbyStep(current, action, member);
      expect(step.search).not.toBeNull();
      const restored = admitLobbyAddress(step.search!, member).state;
      expect(parseLobbyQuery(step.search!)).toEqual(restored);
      current = restored;
    }
    expect(current).toEqual(state({ filter: 'HOT', vendor: 'PG', classify: 'MEGAWAYS', page: 1, search: '' }));
  });

  it('§4 FAV for a guest: the login popup, and the address is not changed', () => {
    const step = lobbyStep(state({ vendor: 'PG', page: 2 }), { type: 'filterSelected', filter: 'FAV' }, guest);
    expect(step).toEqual({ search: null, effects: [{ type: 'openLogin' }] });
  });

  it('§4 a shared FAV link opened by a guest: ALL with the rest kept, and the login popup', () => {
    const admitted = admitLobbyAddress('?filter=FAV&vassalage=PG&page=2', guest);
    expect(admitted.search).toBe('?vassalage=PG&page=2');
    expect(admitted.effects).toEqual([{ type: 'openLogin' }]);
    expect(admitLobbyAddress('?filter=FAV', member)).toEqual({
      state: state({ filter: 'FAV' }),
      search: '?filter=FAV',
      effects: [],
    });
  });

  it('§4 ALL resets vendor and classify; a filter change resets page and search; a vendor change resets classify', () => {
    const busy = state({ filter: 'HOT', vendor: 'PG', classify: 'JACKPOT', search: 'dragon', page: 4 });
    expect(lobbyStep(busy, { type: 'filterSelected', filter: 'ALL' }, member).search).toBe('');
    expect(lobbyStep(busy, { type: 'filterSelected', filter: 'RECENT' }, member).search).toBe(
      '?filter=RECENT&vassalage=PG&classify=JACKPOT',
    );
    expect(lobbyStep(busy, { type: 'vendorSelected', vendor: 'JL' }, member).search).toBe(
      '?filter=HOT&vassalage=JL&q=dragon',
    );
  });

  it('§4 a page beyond the total pages is ignored; a linked one past the end goes back to page 1', () => {
    expect(lobbyStep(state({ page: 2 }), { type: 'pageSelected', page: 9, totalPages: 5 }, member).search).toBeNull();
    expect(pageBeyondTotal(state({ page: 9 }), 5)).toBe(true);
    expect(pageBeyondTotal(state({ page: 5 }), 5)).toBe(false);
    expect(pageBeyondTotal(state({ page: 9 }), undefined)).toBe(false);
  });

  it('garbage in the address is normalised away; escaping differences are not (no endless rewrite)', () => {
    expect(admitLobbyAddress('?page=abc&filter=nope&vassalage=', member).search).toBe('');
    expect(sameLobbySearch('?page=abc', '')).toBe(false);
    expect(sameLobbySearch("?q=it's", '?q=it%27s')).toBe(true);
    expect(sameLobbySearch('?q=a%20b', '?q=a+b')).toBe(true);
    expect(sameLobbySearch('?page=2&filter=HOT', '?filter=HOT&page=2')).toBe(false);
  });
});

describe('the lobby view (§2 "vendor dropdown (not for BGS)", §4 BGS split out of RNG)', () => {
  const vendor = (vendorCode: string, gameType = 'RNG') => ({
    vendorCode,
    displayName: vendorCode,
    gameType,
    largeIcon: null,
    smallIcon: null,
    opensGameList: false,
    gameCode: null,
  });
  const lanes: VendorLane[] = [
    {
      title: 'RNG',
      vendors: [vendor('PG'), vendor('JL'), vendor('BGS')],
      classifies: [
        { key: 'SLOT', displayName: 'Slots', vendorCodes: ['PG', 'JL'], gameCount: 10 },
        { key: 'JACKPOT', displayName: 'Jackpot', vendorCodes: ['PG'], gameCount: 3 },
      ],
    },
  ];
  const catalogue = splitVendorLanes(lanes);

  it('/rng lists its vendors without the in-house ones, and the classify tabs of the chosen vendor', () => {
    const all = lobbyViewOf('RNG', state({}), catalogue);
    expect(all.category).toBe('RNG');
    expect(all.hasVendorSelect).toBe(true);
    expect(all.vendors.map((v) => v.vendorCode)).toEqual(['PG', 'JL']);
    expect(all.classifies.map((c) => c.key)).toEqual(['SLOT', 'JACKPOT']);
    expect(lobbyViewOf('RNG', state({ vendor: 'JL' }), catalogue).classifies.map((c) => c.key)).toEqual(['SLOT']);
  });

  it('/rng?vassalage=BGS is the in-house lobby: no vendor dropdown', () => {
    const bgs = lobbyViewOf('RNG', state({ vendor: 'BGS' }), catalogue);
    expect(bgs).toMatchObject({ category: 'BGS', gameType: 'RNG', hasVendorSelect: false, vendors: [] });
  });

  it('before the vendors arrive the lobby still renders (no tabs, no vendors)', () => {
    expect(lobbyViewOf('LIVE', state({}), undefined)).toMatchObject({ vendors: [], classifies: [] });
  });
});

describe('lists narrowed and paged in the app (hot games come whole)', () => {
  const game = (nodeId: number, name: string, classify: string | null): Game => ({
    nodeId,
    gameId: null,
    gameCode: null,
    gameType: 'RNG',
    vendorCode: 'PG',
    name,
    vendorDisplayName: null,
    iconUrl: null,
    classify,
    isHot: 1,
    opensGameList: false,
  });
  const games = Array.from({ length: 40 }, (_, i) =>
    game(i + 1, i % 2 ? `Dragon ${i}` : `Tiger ${i}`, i % 3 ? 'SLOT' : null),
  );

  it('§9 18 per page', () => {
    expect(pageOfList(games, 1)).toMatchObject({ totalPages: 3 });
    expect(pageOfList(games, 3).games).toHaveLength(4);
    expect(pageOfList([], 1)).toEqual({ games: [], totalPages: 0 });
  });

  it('§5 the name search is trimmed and case-insensitive; the classify applies', () => {
    expect(narrowGames(games, state({ search: '  dragon ' })).every((g) => g.name.startsWith('Dragon'))).toBe(true);
    expect(narrowGames(games, state({ search: 'dragon' }))).toHaveLength(20);
    expect(narrowGames(games, state({ classify: 'SLOT' })).every((g) => g.classify === 'SLOT')).toBe(true);
  });
});
