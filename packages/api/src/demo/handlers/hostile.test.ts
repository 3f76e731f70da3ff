import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath } from '../../crypto/customerService';
import { DEMO_HOSTILE_SAMPLE, HOSTILE_HTML_CHUNK } from '../seed/hostile';
import { createDemoPlatform } from '../state/platform';
import { demoHandlers } from './index';

/** The security corpus: the `hostile` content scenario puts hostile payloads in every text the app shows. */

const platform = createDemoPlatform();
const handlers = demoHandlers(platform);
const HOSTILE = { Cookie: 'atrium-demo-content=hostile' };
const { payloads, links } = DEMO_HOSTILE_SAMPLE;

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await getResponse(handlers, new Request(`http://demo.test${path}`, { headers }));
  if (!response) throw new Error(`no handler for ${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Banner {
  title: string;
  linkageType: string;
  externalLink: string | null;
  redirect: string | null;
}
interface Notice {
  id: number;
  title: string;
  content: string;
}

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W';

describe('the hostile content scenario (cookie atrium-demo-content=hostile)', () => {
  it('announcements: titles are payloads, HTML carries a run of payloads, every banner links somewhere hostile', async () => {
    const { body } = await call(ANNOUNCEMENTS, HOSTILE);
    const value = body['value'] as { banners: Banner[]; player: Notice[]; popup: Notice[]; promotion: Notice[] };
    for (const notice of [...value.player, ...value.popup, ...value.promotion]) {
      expect(payloads).toContain(notice.title);
      expect(notice.content.split('\n')).toHaveLength(Math.min(HOSTILE_HTML_CHUNK, payloads.length));
      expect(notice.id).toBeDefined();
    }
    expect(value.banners.length).toBeGreaterThan(0);
    for (const banner of value.banners) {
      expect(payloads).toContain(banner.title);
      expect(['EXTERNAL', 'INTERNAL']).toContain(banner.linkageType);
      expect(links).toContain(banner.linkageType === 'EXTERNAL' ? banner.externalLink : banner.redirect);
    }
  });

  it('leaves every other browser normal', async () => {
    const { body } = await call(ANNOUNCEMENTS);
    const value = body['value'] as { banners: Banner[] };
    expect(value.banners[0]?.title).toBe('Welcome bonus up to 100%');
    expect(platform.scenario().content).toBe('normal');
  });

  it('game and vendor names, help-centre HTML and notices are payloads; ids, codes and paging stay', async () => {
    const games = await call('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=5', HOSTILE);
    const list = (games.body['value'] as { games: { gameName: string; nodeId: number }[]; totalCount: number }).games;
    expect(list).toHaveLength(5);
    for (const game of list) {
      expect(payloads).toContain(game.gameName);
      expect(Number.isInteger(game.nodeId)).toBe(true);
    }
    const vendorsOf = (body: Record<string, unknown>) =>
      (body['value'] as { vendors: { displayName: string; code: string }[] }[]).flatMap((lane) => lane.vendors);
    const vendors = vendorsOf((await call('/lgw/games/game_menus', HOSTILE)).body);
    const normal = vendorsOf((await call('/lgw/games/game_menus')).body);
    expect(vendors.every((v) => payloads.includes(v.displayName))).toBe(true);
    expect(vendors.map((v) => v.code)).toEqual(normal.map((v) => v.code));

    const help = await call('/wps/system/helpCenter?lang=EN&device=MOBILE', HOSTILE);
    const items = help.body['value'] as { tag: string; content: string }[];
    expect(items[0]?.tag).toBe('about');
    expect(items[0]?.content).toContain(payloads[0]?.slice(0, 10) ?? '');

    const notices = await call('/wps/relay/MCSFE_getListNotices?platform=W&pageNo=1&pageSize=9', HOSTILE);
    expect((notices.body['value'] as { list: Notice[] }).list.every((n) => payloads.includes(n.title))).toBe(true);
  });

  it('a refusal keeps its error code and carries a payload as its message', async () => {
    const { status, body } = await call('/wps/system/helpCenter', HOSTILE);
    expect(status).toBe(400);
    expect(body['errorCode']).toBe('request_param_err');
    expect(payloads).toContain(body['message']);
  });

  it('the customer-service link of the status call is a hostile target (or undecodable, for one with controls)', async () => {
    const { body } = await call('/wps/system/status', HOSTILE);
    const entries = (body['value'] as { info: { customerService: { csType: string; path: string }[] } }).info
      .customerService;
    expect(entries[0]?.csType).toBe('LIVECHAT');
    const decoded = decodeCustomerServicePath(entries[0]?.path ?? '');
    expect(decoded === null || links.includes(decoded)).toBe(true);
    const normal = await call('/wps/system/status');
    const normalPath = (normal.body['value'] as { info: { customerService: { path: string }[] } }).info
      .customerService[0]?.path;
    expect(entries[0]?.path).not.toBe(normalPath);
  });

  it('a loaded corpus replaces the sample', async () => {
    const local = createDemoPlatform();
    local.setScenario({ content: 'hostile' });
    local.setHostileTexts({ payloads: ['<b onclick=x>only</b>'], links: ['javascript:only'] });
    const response = await getResponse(demoHandlers(local), new Request(`http://demo.test${ANNOUNCEMENTS}`));
    const value = ((await response?.json()) as { value: { banners: Banner[] } }).value;
    expect(value.banners.every((b) => b.title === '<b onclick=x>only</b>')).toBe(true);
  });
});
