import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PAGINATION, NOTICE_TIME_PATTERN, pageCountFor } from '@atrium/domain/format';
import {
  announcementsQueryOptions,
  announcementsSchema,
  getAnnouncements,
  getNotices,
  getPopularNotices,
  noticesQueryOptions,
  toAnnouncements,
  type Banner,
} from './index';
import { ApiError } from '../errors';
import { DEMO_NOTICE_COUNT, seedAnnouncements } from '../demo/seed/announcements';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW, record: (url) => url.includes('/wps/relay/') });
const { platform, seen } = demo;

const GUEST = { isLoggedIn: false, isFirstLogin: false } as const;
const MEMBER = { isLoggedIn: true, isFirstLogin: false } as const;
const FIRST_LOGIN = { isLoggedIn: true, isFirstLogin: true } as const;

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

describe('§4 Announcement popup audiences, against the demo platform', () => {
  it('a guest asks for B,PL,PU,PR with execution B and no token, and gets only the B popups', async () => {
    const result = await getAnnouncements(demo.client(), GUEST);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/wps/relay/MCSFE_getListAnnouncements');
    expect(Object.fromEntries(url.searchParams)).toEqual({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(titles(result.popups)).toEqual(['Welcome to Atrium', 'Scheduled maintenance', 'New payment method']);
    expect(result.popups.every((p) => p.audiences.includes('B'))).toBe(true);
  });

  it('a member asks for all five kinds with the token, and gets the A popups but not the first-login one', async () => {
    const token = platform.sessions.issue('m-1001');
    const result = await getAnnouncements(demo.client(token), MEMBER);
    const url = new URL(seen[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W' });
    expect(seen[0]?.headers.get('authorization')).toBe(token);
    expect(titles(result.popups)).toEqual(['Member week', 'Your VIP level', 'New payment method']);
  });

  it('a member on the first login also gets F', async () => {
    const token = platform.sessions.issue('m-1004');
    const result = await getAnnouncements(demo.client(token), FIRST_LOGIN);
    expect(titles(result.popups)).toEqual([
      'Member week',
      'Your VIP level',
      'Thanks for joining',
      'New payment method',
    ]);
    expect(result.popups.find((p) => p.title === 'Thanks for joining')?.audiences).toEqual(['F']);
  });

  it('the platform filters by the caller, whatever the query asks: a guest asking for A gets only what is also B', async () => {
    const response = await fetch(`${DEMO_ORIGIN}/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=A`);
    const body = (await response.json()) as { value: { popup: { title: string; execution: string }[] } };
    expect(body.value.popup.map((p) => [p.title, p.execution])).toEqual([['New payment method', 'A,B']]);
  });

  it('the client filters too: a member popup the platform sends to a guest by mistake is not shown', () => {
    const wire = announcementsSchema.parse({
      popup: [
        { id: 1, title: 'guests', content: '<p>g</p>', execution: 'B' },
        { id: 2, title: 'members', content: '<p>m</p>', execution: 'A' },
        { title: 'nobody', content: '', execution: 'sometimes' },
      ],
    });
    expect(titles(toAnnouncements(wire, GUEST).popups)).toEqual(['guests']);
    expect(toAnnouncements(wire, MEMBER).popups).toEqual([
      { id: '2', title: 'members', contentHtml: '<p>m</p>', audiences: ['A'], promotionType: null },
    ]);
  });

  it('the member call without a token is session-expired, and sends nothing', async () => {
    const error = await getAnnouncements(demo.client(null), MEMBER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session-expired', endpoint: 'announcements.list.member' });
    expect(seen).toHaveLength(0);
  });

  it('a member whose session ended gets a 401, not the guest view', async () => {
    await expect(getAnnouncements(demo.client('demo-ended-session'), MEMBER)).rejects.toMatchObject({
      kind: 'session-expired',
      status: 401,
    });
  });

  it('the query is keyed by language and audience (§4 "Refreshed on language change and login")', () => {
    expect(announcementsQueryOptions(demo.client(), 'EN', GUEST).queryKey).toEqual([
      'announcements',
      'list',
      'EN',
      'B',
    ]);
    expect(announcementsQueryOptions(demo.client(), 'TH', FIRST_LOGIN).queryKey).toEqual([
      'announcements',
      'list',
      'TH',
      'AF',
    ]);
  });
});

describe('§2 Home page banners and §3 Banner, against the demo platform', () => {
  it('every banner group has banners, with checked same-site images', async () => {
    const { banners } = await getAnnouncements(demo.client(), GUEST);
    for (const group of ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu'] as const) {
      expect(banners[group].length).toBeGreaterThan(0);
      for (const banner of banners[group]) expect(banner.imageUrl).toBe(`/__demo/banner/${banner.id}.svg`);
    }
  });

  it('a banner link opens a promotion, a game, an external https page or a path; a javascript: link is refused', async () => {
    const { banners } = await getAnnouncements(demo.client(), GUEST);
    const links = Object.fromEntries(banners.w_home.map((b: Banner) => [b.id, [b.link, b.linkRefused]]));
    expect(links).toEqual({
      '101': [{ kind: 'promotion', promotionId: 'PR-201' }, false],
      '102': [
        { kind: 'game', game: { vendorCode: 'PG', gameType: 'RNG', nodeId: 1001, gameCode: 'PG_FORTUNE' } },
        false,
      ],
      '103': [{ kind: 'link', target: { kind: 'external', url: 'https://www.example.org/responsible-gaming' } }, false],
      '104': [{ kind: 'link', target: { kind: 'internal', path: '/vnLottery?gameCode=VN_NORTH' } }, false],
      '105': [{ kind: 'none' }, true],
    });
  });

  it('banners of unknown groups, or with an image that is not http(s) or a path, are left out', () => {
    const wire = announcementsSchema.parse({
      banners: [
        { bannerId: 1, groupName: 'w_home', url: 'javascript:alert(1)' },
        { bannerId: 2, groupName: 'w_elsewhere', url: '/a.png' },
        { bannerId: 3, groupName: 'w_home', url: 'https://cdn.example.com/b.png', linkageType: 'teleport' },
      ],
    });
    const { banners } = toAnnouncements(wire, GUEST);
    expect(banners.w_home).toEqual([
      {
        id: '3',
        group: 'w_home',
        title: '',
        imageUrl: 'https://cdn.example.com/b.png',
        link: { kind: 'none' },
        linkRefused: true,
      },
    ]);
  });

  it('the demo serves the banner images itself, with no network', async () => {
    const response = await fetch(`${DEMO_ORIGIN}/__demo/banner/101.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Welcome bonus up to 100%');
    expect((await fetch(`${DEMO_ORIGIN}/__demo/banner/999.svg`)).status).toBe(404);
  });

  it('a malformed banner is a typed malformed error naming the field', async () => {
    demo.answer('/wps/relay/MCSFE_getListAnnouncements', { banners: [{ groupName: 'w_home', url: '/x.svg' }] });
    await expect(getAnnouncements(demo.client(), GUEST)).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.banners[0].bannerId',
    });
  });
});

describe('§3 Announcement content, marquee and promotions', () => {
  it('server HTML is kept as UnsafeHtml, unchanged: the UI must sanitize it', async () => {
    const { popups, promotions } = await getAnnouncements(demo.client(), GUEST);
    expect(popups[0]?.contentHtml).toContain('onerror=');
    expect(popups[1]?.contentHtml).toContain('<script>');
    expect(promotions.map((p) => p.id)).toEqual(['PR-201', 'PR-202', 'PR-203', 'PR-204']);
    expect(promotions[0]).toMatchObject({ title: 'Welcome bonus up to 100%', imageUrl: '/__demo/promo/PR-201.svg' });
  });

  it('the marquee carries the newest notices with their time as yyyy-MM-dd HH:mm:ss', async () => {
    const { marquee } = await getAnnouncements(demo.client(), GUEST);
    expect(marquee).toHaveLength(5);
    expect(NOTICE_TIME_PATTERN).toBe('yyyy-MM-dd HH:mm:ss');
    for (const notice of marquee) expect(notice.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const times = marquee.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a notice time in another format is malformed, naming the field', async () => {
    demo.answer('/wps/relay/MCSFE_getListAnnouncements', { player: [{ id: 1, title: 't', time: '23/11/2026' }] });
    await expect(getAnnouncements(demo.client(), GUEST)).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.player[0].time',
    });
  });

  it('the same seed and clock give the same announcements', () => {
    expect(seedAnnouncements(7, TEST_NOW)).toEqual(seedAnnouncements(7, TEST_NOW));
    expect(seedAnnouncements(7, TEST_NOW).notices).not.toEqual(seedAnnouncements(8, TEST_NOW).notices);
  });
});

describe('§9 Notices: 9 per page (designed call), and popular', () => {
  it('pages of 9, newest first, with the page count the pager needs', async () => {
    const first = await getNotices(demo.client(), { page: 1 });
    expect(new URL(seen[0]?.url ?? '').searchParams.get('pageSize')).toBe('9');
    expect(first.items).toHaveLength(ANNOUNCEMENT_PAGINATION.pageSize);
    expect(first).toMatchObject({ page: 1, totalCount: DEMO_NOTICE_COUNT, totalPages: pageCountFor(23, 9) });
    const last = await getNotices(demo.client(), { page: 3 });
    expect(last.items).toHaveLength(DEMO_NOTICE_COUNT - 18);
    expect((first.items[8]?.time ?? '') > (last.items[0]?.time ?? '')).toBe(true);
    expect((await getNotices(demo.client(), { page: 4 })).items).toEqual([]);
  });

  it('a page below 1 is refused by the platform', async () => {
    await expect(getNotices(demo.client(), { page: 0 })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      code: 'request_param_err',
    });
  });

  it('a garbage answer is malformed, naming value.list', async () => {
    platform.setFault({ kind: 'malformed' });
    await expect(getNotices(demo.client(), { page: 1 })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.list',
    });
  });

  it('the notice query is keyed by language and page', () => {
    expect(noticesQueryOptions(demo.client(), 'EN', { page: 2 }).queryKey).toEqual([
      'announcements',
      'notices',
      'EN',
      2,
      9,
    ]);
  });

  it('popular: the most read notices, as many as asked', async () => {
    const popular = await getPopularNotices(demo.client());
    expect(popular).toHaveLength(5);
    const all = (await getNotices(demo.client(), { page: 1, pageSize: 50 })).items;
    for (const notice of popular) expect(all).toContainEqual(notice);
    expect(await getPopularNotices(demo.client(), 2)).toEqual(popular.slice(0, 2));
  });
});
