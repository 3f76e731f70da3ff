import { describe, expect, it } from 'vitest';
import { vendorImagePath, type Game } from '@atrium/domain/games';
import { getGameList, getGameMenus, getGameVendors, getPvpRooms, getVendorGameTypes } from './index';
import { DEMO_IMAGE_BASE } from '../demo/seed/games';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW, timeoutMs: 2_000 });

const guest = demo.client();
const list = (request: Partial<Parameters<typeof getGameList>[1]> = {}) =>
  getGameList(guest, { merchantCode: 'atriumdemo', language: 'EN', gameType: 'RNG', page: 1, ...request });

describe('§4 vendor data (GCSGAME_newGameVendor) against the demo platform', () => {
  it('splits SPORTS into sports, e-sports and cockfight and BGS out of RNG with the domain defaults', async () => {
    const { catalogue, lanes } = await getGameVendors(guest, { language: 'EN' });
    const codes = (category: keyof typeof catalogue) => catalogue[category].vendors.map((v) => v.vendorCode);
    expect(codes('ESPORTS').sort()).toEqual(['IA', 'IMES', 'TF']);
    expect(codes('COCKFIGHT')).toEqual(['SV3']);
    expect(codes('BGS').sort()).toEqual(['BGS', 'SPB', 'SS']);
    expect(codes('RNG')).not.toContain('BGS');
    expect(codes('SPORTS')).not.toContain('IMES');
    for (const category of ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const) {
      expect(catalogue[category].vendors.length, category).toBeGreaterThan(0);
    }
    expect(lanes.map((l) => l.title)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
  });

  it('maps cards to the domain Vendor: lagerIcon → largeIcon, isGame VASSALAGE → opensGameList', async () => {
    const { catalogue } = await getGameVendors(guest, { language: 'EN' });
    const jdbFish = catalogue.FISH.vendors.find((v) => v.vendorCode === 'JDB');
    expect(jdbFish).toMatchObject({ opensGameList: true, gameType: 'FISH', largeIcon: '/__demo/icon/vendor/JDB.svg' });
    expect(jdbFish?.smallIcon).toBe(`${DEMO_IMAGE_BASE}${vendorImagePath('JDB')}`);
    expect(catalogue.SPORTS.vendors.find((v) => v.vendorCode === 'SABA')).toMatchObject({
      opensGameList: false,
      gameCode: 'SABA_SPORTS',
    });
  });

  it('sends classify tabs per lobby with their game counts; the prize mode is e-lottery (TCG_LOTTO_VN under ELOTT)', async () => {
    const vendors = await getGameVendors(guest, { language: 'EN' });
    const rngTabs = vendors.catalogue.RNG.classifies.map((c) => c.key);
    expect(rngTabs).toEqual(expect.arrayContaining(['MEGAWAYS', 'JACKPOT', 'CLASSIC', 'NEW']));
    expect(vendors.catalogue.RNG.classifies.every((c) => (c.gameCount ?? 0) > 0)).toBe(true);
    expect(vendors.catalogue.LIVE.classifies.length).toBeGreaterThan(1);
    expect(vendors.prizeMode).toBe('ELOTT');
  });

  it('carries the footer vendors (PG, EG2, PT, JDB, CQ9, FC, JL, BGS)', async () => {
    const { lanes } = await getGameVendors(guest, { language: 'EN' });
    const all = new Set(lanes.flatMap((l) => l.vendors.map((v) => v.vendorCode)));
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(all.has(code), code).toBe(true);
    }
    expect(all.size).toBeGreaterThanOrEqual(35);
  });

  it('the navigation menus (GET /lgw/games/game_menus, designed) give the same split', async () => {
    const menus = await getGameMenus(guest, { language: 'EN' });
    expect(menus.catalogue.ESPORTS.vendors.map((v) => v.vendorCode).sort()).toEqual(['IA', 'IMES', 'TF']);
    expect(menus.catalogue.HOME.vendors).toEqual([]);
  });

  it('a lane without a title is malformed, naming the field', async () => {
    demo.answer('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [{ cards: [] }] } });
    await expect(getGameVendors(guest, { language: 'EN' })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.data.lanes[0].title',
    });
  });
});

describe('§7 vendor game types (GCSGAME_getVassGameType) and PVP rooms (GLS2_roomList), designed shapes', () => {
  it('a vendor in two lanes has two game types with their counts', async () => {
    const types = await getVendorGameTypes(guest, { vendorCode: 'JDB', language: 'EN' });
    expect(types.map((t) => t.gameType).sort()).toEqual(['FISH', 'RNG']);
    expect(types.find((t) => t.gameType === 'FISH')?.gameCount).toBe(12);
    await expect(getVendorGameTypes(guest, { vendorCode: 'NOPE', language: 'EN' })).resolves.toEqual([]);
  });

  it('rooms of a PVP vendor, four stakes per game', async () => {
    const rooms = await getPvpRooms(guest, { vendorCode: 'KY', language: 'EN' });
    expect(rooms.length).toBe(24);
    expect(rooms.every((r) => r.vendorCode === 'KY' && r.players <= r.capacity && r.minBet < r.maxBet)).toBe(true);
    const one = await getPvpRooms(guest, { vendorCode: 'KY', nodeId: rooms[0]?.nodeId ?? 0, language: 'EN' });
    expect(one.map((r) => r.roomId)).toEqual(rooms.slice(0, 4).map((r) => r.roomId));
  });
});

describe('demo pictures, drawn locally', () => {
  it('a game icon is an SVG with the initials; vendor cards and logos too; unknown ones are 404', async () => {
    const game = (await list()).games[0] as Game;
    const icon = await fetch(`${DEMO_ORIGIN}${game.iconUrl ?? ''}`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg[^>]*>.*<text[^>]*>[^<]+<\/text><\/svg>$/s);
    expect((await fetch(`${DEMO_ORIGIN}/__demo/icon/vendor/PG.svg`)).status).toBe(200);
    const logo = await fetch(`${DEMO_ORIGIN}${DEMO_IMAGE_BASE}${vendorImagePath('TCG_LOTTO_VN')}`);
    expect(await logo.text()).toContain('TCG_LOTTO_VN');
    expect((await fetch(`${DEMO_ORIGIN}/__demo/icon/1.svg`)).status).toBe(404);
  });
});
