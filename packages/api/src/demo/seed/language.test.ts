import { describe, expect, it } from 'vitest';
import { DEMO_ORIGIN, useDemoPlatform } from '../../test/harness';
import { LANE_NAMES } from '../handlers/games/catalogue';
import { seedAnnouncements } from './announcements';
import { CLASSIFIES } from './games/catalogue';
import { DEMO_CONTENT_LANGUAGES, DEMO_TRANSLATIONS, requestLanguage, translated, type DemoLanguage } from './language';
import { DEMO_LOTTO_GAMES, DEMO_VN_GAMES, DEMO_VN_MENUS } from './lottery';
import { DEMO_ACTIVITIES } from './promotions';

/**
 * The demo platform answers in the language the app asks for (its `Language` header, or a call's `language`
 * parameter), as a real platform does: promotions, notices and announcements, the lobby's classify tabs, the
 * lottery's menus and games, the reward centre and the platform messages. English is the seed; Chinese and Arabic
 * are translations of every seeded text a player reads.
 */
const NOW = Date.UTC(2026, 10, 23, 9, 0);
const demo = useDemoPlatform({ fresh: 'file', now: NOW });

/** The app's platform codes for its three languages (domain i18n): English, Simplified Chinese, Arabic. */
const LANGUAGES: readonly DemoLanguage[] = DEMO_CONTENT_LANGUAGES;

async function get(path: string, language: DemoLanguage, token: string | null = null): Promise<unknown> {
  const headers: Record<string, string> = { Language: language, Merchant: 'atriumdemo' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${DEMO_ORIGIN}${path}`, { headers });
  const body = (await response.json()) as { success: boolean; value: unknown };
  expect(body.success).toBe(true);
  return body.value;
}

const seed = seedAnnouncements(1, NOW);
const seededTexts: readonly string[] = [
  ...seed.banners.map((b) => b.title),
  ...seed.popups.flatMap((p) => [p.title, p.content]),
  ...seed.promotions.flatMap((p) => [p.title, p.content]),
  ...seed.notices.flatMap((n) => [n.title.replace(/ #\d+$/, ''), n.content]),
  ...DEMO_ACTIVITIES.flatMap((a) => [a.title, ...(a.prizeName ? [a.prizeName] : [])]),
  ...Object.values(CLASSIFIES).flatMap((list) => list.map(([, name]) => name)),
  ...Object.values(LANE_NAMES),
  ...DEMO_VN_MENUS.map((m) => m.menuName),
  ...[...DEMO_VN_GAMES, ...DEMO_LOTTO_GAMES].map((g) => g.gameName),
];

describe('the demo platform answers in the language asked for', () => {
  it('every seeded text a player reads has a Chinese and an Arabic translation, each different from the English', () => {
    const missing = seededTexts.filter((text) => !DEMO_TRANSLATIONS[text]);
    expect(missing).toEqual([]);
    for (const text of seededTexts) {
      // Brand-like names (Megaways) may stay as they are in Chinese; Arabic has its own script for every one.
      expect(translated(text, 'AR')).not.toBe(text);
    }
  });

  it("reads the language from the call's parameter, then the Language header; anything else is English", () => {
    const at = (query: string, header?: string) =>
      requestLanguage(new Request(`${DEMO_ORIGIN}/x${query}`, { headers: header ? { Language: header } : {} }));
    expect(at('', 'CN')).toBe('CN');
    expect(at('', 'ar')).toBe('AR');
    expect(at('?language=AR', 'EN')).toBe('AR');
    expect(at('?lang=CN')).toBe('CN');
    expect(at('', 'TH')).toBe('EN');
    expect(at('')).toBe('EN');
  });

  it.each(LANGUAGES)(
    '%s: banners, popups, promotions and the notice marquee (MCSFE_getListAnnouncements)',
    async (language) => {
      const value = (await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W', language)) as {
        banners: { title: string }[];
        player: { title: string; content: string }[];
        popup: { title: string }[];
        promotion: { title: string; content: string }[];
      };
      expect(value.banners.map((b) => b.title)).toEqual(seed.banners.map((b) => translated(b.title, language)));
      expect(value.promotion.map((p) => p.title)).toEqual(seed.promotions.map((p) => translated(p.title, language)));
      expect(value.promotion[0]?.content).toBe(translated(seed.promotions[0]!.content, language));
      expect(value.popup.length).toBeGreaterThan(0);
      for (const popup of value.popup) {
        const seeded = seed.popups.find((p) => translated(p.title, language) === popup.title);
        expect(seeded, popup.title).toBeDefined();
      }
      const [first] = value.player;
      expect(first?.title).toBe(`${translated(seed.notices[0]!.title.replace(/ #\d+$/, ''), language)} #${23}`);
      expect(first?.content).toBe(translated(seed.notices[0]!.content, language));
    },
  );

  it.each(LANGUAGES)('%s: the notice list and the popular notices', async (language) => {
    const notices = (await get('/wps/relay/MCSFE_getListNotices?platform=W&pageNo=1&pageSize=9', language)) as {
      list: { title: string }[];
    };
    expect(notices.list[0]?.title).toBe(`${translated(seed.notices[0]!.title.replace(/ #\d+$/, ''), language)} #23`);
    const popular = (await get('/wps/relay/MCSFE_getListPopular?platform=W&limit=5', language)) as {
      list: { title: string }[];
    };
    for (const notice of popular.list) expect(notice.title).toMatch(/ #\d+$/);
    if (language !== 'EN') expect(popular.list.every((n) => !/^[A-Z][a-z]/.test(n.title))).toBe(true);
  });

  it.each(LANGUAGES)("%s: the lobby's classify tabs (GCSGAME_newGameVendor)", async (language) => {
    const value = (await get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', language)) as {
      data: { lanes: { title: string; gameClassify: { key: string; displayName: string }[] }[] };
    };
    const rng = value.data.lanes.find((lane) => lane.title === 'RNG');
    expect(rng?.gameClassify.find((c) => c.key === 'VIDEO')?.displayName).toBe(translated('Video Slots', language));
    const live = value.data.lanes.find((lane) => lane.title === 'LIVE');
    expect(live?.gameClassify.map((c) => c.displayName)).toEqual(
      (CLASSIFIES.LIVE ?? []).map(([, name]) => translated(name, language)),
    );
  });

  it.each(LANGUAGES)("%s: the lottery's menus and games, and their opened numbers", async (language) => {
    const menu = (await get('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB', language)) as {
      menus: { menuName: string; games: { gameName: string }[] }[];
    };
    expect(menu.menus.map((m) => m.menuName)).toEqual(DEMO_VN_MENUS.map((m) => translated(m.menuName, language)));
    expect(menu.menus[0]?.games[0]?.gameName).toBe(translated('Ha Noi', language));
    const opened = (await get('/lgw/vn/numeros/opened/game?gameCode=VN_HCM&size=1', language)) as {
      list: { gameName: string }[];
    };
    expect(opened.list[0]?.gameName).toBe(translated('Ho Chi Minh City', language));
  });

  it.each(LANGUAGES)('%s: the reward centre and the platform messages of a member', async (language) => {
    const member = demo.platform.accounts.find((a) => a.username === 'member')!;
    const token = demo.platform.sessions.issue(member.id);
    const missions = (await get('/wps/relay/MCSFE_getMissionSummaryDetails', language, token)) as {
      list: { promotionId: string; title: string }[];
    };
    expect(missions.list.map((a) => a.title)).toEqual(DEMO_ACTIVITIES.map((a) => translated(a.title, language)));
    const messages = (await get('/wps/relay/CSP_getInbox?pageNo=1&pageSize=10', language, token)) as {
      list: { title: string; content: string }[];
    };
    expect(messages.list[0]?.title).toBe(translated('Your withdrawal was paid', language));
    expect(messages.list[0]?.content).toBe(
      translated('<p>Your withdrawal of <b>150.00</b> has been paid.</p>', language),
    );
  });
});
