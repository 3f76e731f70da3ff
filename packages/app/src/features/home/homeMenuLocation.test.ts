import { describe, expect, it } from 'vitest';
import { homeMenuItems, splitVendorLanes, type Vendor, type VendorLane } from '@atrium/domain/games';
import type { Role } from '@atrium/domain/session';
import { admitHomeMenu, homeMenuSearch, parseHomeMenu } from './homeMenuLocation';

const vendor = (vendorCode: string): Vendor => ({
  vendorCode,
  displayName: vendorCode,
  gameType: 'X',
  largeIcon: null,
  smallIcon: null,
  opensGameList: false,
  gameCode: null,
});
const catalogue = splitVendorLanes(
  Object.entries({ LIVE: ['EVO'], RNG: ['PG'], ELOTT: ['GW'], SPORTS: ['SBO'] }).map(([title, codes]): VendorLane => ({
    title,
    vendors: codes.map(vendor),
    classifies: [],
  })),
);
const ready = (role: Role) => ({ role, isSessionPending: false, catalogue });

describe('§2 home category menu in the address (?menu=, like the lobbies)', () => {
  it('every item the menu can show round-trips through the address; HOME is the bare address', () => {
    for (const item of homeMenuItems(catalogue)) {
      const search = homeMenuSearch('', item);
      expect(parseHomeMenu(search)).toBe(item);
    }
    expect(homeMenuSearch('?menu=hot', 'HOME')).toBe('');
    expect(homeMenuSearch('', 'HOT')).toBe('?menu=hot');
  });

  it('other parameters and their order are kept', () => {
    expect(homeMenuSearch('?a=1&menu=live&b=2', 'HOT')).toBe('?a=1&menu=hot&b=2');
    expect(homeMenuSearch('?a=1&menu=live', 'HOME')).toBe('?a=1');
  });

  it('§4 the current game type starts at HOME: no menu in the address is HOME, nothing to replace', () => {
    expect(admitHomeMenu('', ready('guest'))).toEqual({ item: 'HOME', replaceWith: null, effect: null });
  });

  it('a canonical shared link is taken as it is', () => {
    expect(admitHomeMenu('?menu=hot', ready('guest'))).toEqual({ item: 'HOT', replaceWith: null, effect: null });
    expect(admitHomeMenu('?menu=live', ready('member')).item).toBe('LIVE');
  });

  it('normalisation: another case is rewritten; an unknown value and menu=home become the bare address', () => {
    expect(admitHomeMenu('?menu=HOT', ready('guest'))).toEqual({ item: 'HOT', replaceWith: '?menu=hot', effect: null });
    expect(admitHomeMenu('?menu=casino-royale', ready('guest'))).toMatchObject({ item: 'HOME', replaceWith: '' });
    expect(admitHomeMenu('?menu=home', ready('guest'))).toMatchObject({ item: 'HOME', replaceWith: '' });
  });

  it('§4 favourites: a guest gets the login popup over HOME, a trial user the real-account warning, a member the list', () => {
    expect(admitHomeMenu('?menu=fav', ready('guest'))).toEqual({ item: 'HOME', replaceWith: '', effect: 'openLogin' });
    expect(admitHomeMenu('?menu=fav', ready('trial'))).toEqual({
      item: 'HOME',
      replaceWith: '',
      effect: 'realAccountRequired',
    });
    expect(admitHomeMenu('?menu=fav', ready('member'))).toEqual({ item: 'FAV', replaceWith: null, effect: null });
  });

  it('while the session is provisional the address is taken as it is (no popup for a member still loading)', () => {
    expect(admitHomeMenu('?menu=fav', { role: 'guest', isSessionPending: true, catalogue })).toEqual({
      item: 'FAV',
      replaceWith: null,
      effect: null,
    });
  });

  it('§2 a category shows only with a vendor: one the catalogue lacks is HOME once the catalogue is known', () => {
    expect(admitHomeMenu('?menu=fish', ready('member'))).toMatchObject({ item: 'HOME', replaceWith: '' });
    expect(admitHomeMenu('?menu=fish', { role: 'member', isSessionPending: false, catalogue: undefined })).toEqual({
      item: 'FISH',
      replaceWith: null,
      effect: null,
    });
  });

  it('§4 e-lottery launches its first vendor when chosen, which a link must not do: ?menu=elott is HOME', () => {
    expect(admitHomeMenu('?menu=elott', ready('member'))).toEqual({ item: 'HOME', replaceWith: '', effect: null });
  });
});
