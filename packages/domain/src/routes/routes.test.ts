import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../session/roles';
import {
  ROUTE_TABLE,
  STANDARD_ROUTE_LAYOUT,
  findRoute,
  normalizeRoutePath,
  readUrlHash,
  resolveRoute,
  scrollTargetAfterNavigation,
  type RouteContext,
} from './routes';

const ROLES: readonly Role[] = ['guest', 'trial', 'member', 'agent'];
const ctx = (role: Role, hasTaskResource = true): RouteContext => ({ role, hasTaskResource });
const layoutOf = (path: string) => findRoute(path)?.layout;

describe('§2 Routes', () => {
  it.each([
    ['', 'home'],
    ['/', 'home'],
    ['/index', 'home'],
    ['/index.html', 'home'],
    ['/home', 'home'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/promotions', 'promotions'],
    ['/pointMall', 'pointMall'],
    ['/download', 'download'],
    ['/mirrors', 'mirrors'],
    ['/feedback', 'feedback'],
    ['/member', 'member'],
    ['/help', 'help'],
    ['/helpmc', 'helpCenter'],
    ['/task', 'task'],
    ['/streamView', 'streamView'],
    ['/seamless', 'seamless'],
    ['/lott', 'gameCentre'],
    ['/elott', 'gameCentre'],
    ['/sports', 'gameCentre'],
    ['/esports', 'gameCentre'],
    ['/live', 'gameListCentre'],
    ['/fish', 'gameListCentre'],
    ['/rng', 'gameListCentre'],
    ['/pvp', 'gameListCentre'],
    ['/favorite', 'accountGames'],
    ['/recent', 'accountGames'],
    ['/lottery', 'lottery'],
    ['/seaLottery', 'seaLottery'],
    ['/vnLottery', 'vnLottery'],
    ['/agent', 'agent'],
    ['/agentHome', 'agentHome'],
  ])('%j is the %s route', (path, purpose) => {
    expect(findRoute(path)?.purpose).toBe(purpose);
  });

  it.each([
    ['/lott', 'LOTT'],
    ['/elott', 'ELOTT'],
    ['/sports', 'SPORTS'],
    ['/esports', 'ESPORTS'],
    ['/live', 'LIVE'],
    ['/fish', 'FISH'],
    ['/rng', 'RNG'],
    ['/pvp', 'PVP'],
  ])('%s is the centre of %s', (path, category) => {
    expect(findRoute(path)?.category).toBe(category);
  });

  it.each([
    ['/VNLOTTERY', '/vnLottery'],
    ['/vnlottery', '/vnLottery'],
    ['/sealottery', '/seaLottery'],
    ['/Lottery/', '/lottery'],
    ['//rng//', '/rng'],
    ['rng', '/rng'],
    ['/INDEX.HTML', '/'],
  ])('paths match case-insensitively (the spec writes /vnlottery, /sealottery): %s → %s', (path, canonical) => {
    expect(findRoute(path)?.path).toBe(canonical);
  });

  it('the game-page list typo /lottert is not a route of its own (it means /lottery)', () => {
    expect(findRoute('/lottert')).toBeNull();
    expect(layoutOf('/lottery')?.sideMenu).toBe(false);
  });

  it('no path or alias belongs to two routes, and each finds its own route', () => {
    const owner = new Map<string, string>();
    for (const r of ROUTE_TABLE) {
      for (const p of [r.path, ...r.aliases]) {
        const key = normalizeRoutePath(p);
        expect(owner.get(key) ?? r.path).toBe(r.path);
        owner.set(key, r.path);
        expect(findRoute(p)).toBe(r);
      }
    }
  });

  it('an unknown path redirects home', () => {
    expect(resolveRoute('/casino-royale', '', '', ctx('member'))).toMatchObject({
      route: null,
      guard: { kind: 'redirect', to: '/' },
    });
  });
});

describe('§2 Layout', () => {
  it.each(['/seamless', '/lottery', '/vnLottery', '/seaLottery'])(
    'game page %s hides the side menu and has no footer',
    (path) => {
      expect(layoutOf(path)).toEqual({ ...STANDARD_ROUTE_LAYOUT, sideMenu: false, footer: false });
    },
  );

  it.each([
    '/',
    '/promotions',
    '/pointMall',
    '/download',
    '/mirrors',
    '/feedback',
    '/member',
    '/streamView',
    '/rng',
    '/sports',
    '/favorite',
  ])('other route %s has side menu, header, content and footer, plus a mini-game', (path) => {
    expect(layoutOf(path)).toEqual({
      sideMenu: true,
      header: true,
      footer: true,
      miniGame: true,
      agentViewAlone: false,
    });
  });

  it.each(['/agent', '/agentHome'])('layout for %s is the agent view alone', (path) => {
    expect(layoutOf(path)).toEqual({
      sideMenu: false,
      header: false,
      footer: false,
      miniGame: false,
      agentViewAlone: true,
    });
  });

  it('/task: header and side menu only', () => {
    expect(layoutOf('/task')).toEqual({
      sideMenu: true,
      header: true,
      footer: false,
      miniGame: false,
      agentViewAlone: false,
    });
  });

  it('/helpmc: help center, no header or footer', () => {
    expect(layoutOf('/helpmc')).toMatchObject({ header: false, footer: false, agentViewAlone: false });
  });

  it('property: only the agent routes use the agent view alone, and the agent view has no frame around it', () => {
    for (const route of ROUTE_TABLE) {
      const { agentViewAlone, sideMenu, header, footer, miniGame } = route.layout;
      expect(agentViewAlone).toBe(route.purpose === 'agent' || route.purpose === 'agentHome');
      if (agentViewAlone) expect([sideMenu, header, footer, miniGame]).toEqual([false, false, false, false]);
    }
  });
});

describe('§2 route parameters', () => {
  it('/rng takes query vassalage', () => {
    expect(resolveRoute('/rng', '?vassalage=PG', '', ctx('guest')).params.vendorCode).toBe('PG');
    expect(resolveRoute('/live', '?vassalage=PG', '', ctx('guest')).params.vendorCode).toBeNull();
    expect(resolveRoute('/rng', { vassalage: ' ' }, '', ctx('guest')).params.vendorCode).toBeNull();
  });

  it('/promotions#{promoId} names one promotion', () => {
    expect(resolveRoute('/promotions', '', '#42', ctx('guest')).params).toEqual({
      gameCode: null,
      vendorCode: null,
      promoId: '42',
      helpTerm: null,
    });
  });

  it('property: public pages render for every role, whatever the query and hash', () => {
    const publicPaths = ROUTE_TABLE.filter((r) => r.access === 'public').map((r) => r.path);
    fc.assert(
      fc.property(
        fc.constantFrom(...publicPaths),
        fc.constantFrom(...ROLES),
        fc.string(),
        fc.string(),
        (path, role, query, hash) => {
          expect(resolveRoute(path, query, hash, ctx(role)).guard).toEqual({ kind: 'render' });
        },
      ),
    );
  });

  it('property: resolving never throws, and a guest never renders a login-only page', () => {
    const loginOnly = new Set([
      'member',
      'accountGames',
      'lottery',
      'seaLottery',
      'vnLottery',
      'streamView',
      'agentHome',
    ]);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...ROUTE_TABLE.map((r) => r.path.toUpperCase()))),
        fc.string(),
        (path, hash) => {
          const r = resolveRoute(path, '', hash, ctx('guest'));
          if (r.route !== null && loginOnly.has(r.route.purpose)) expect(r.guard.kind).not.toBe('render');
        },
      ),
    );
  });
});

describe('§2 Navigation scrolls to top, or to the hash if present', () => {
  it.each([
    ['', { kind: 'top' }],
    ['#', { kind: 'top' }],
    ['#  ', { kind: 'top' }],
    ['#winners', { kind: 'element', id: 'winners' }],
    ['faq', { kind: 'element', id: 'faq' }],
    ['#caf%C3%A9', { kind: 'element', id: 'café' }],
    ['#%E0%A4%A', { kind: 'top' }],
  ] as const)('hash %j → %j', (hash, expected) => {
    expect(scrollTargetAfterNavigation(hash)).toEqual(expected);
  });

  it('readUrlHash never throws', () => {
    fc.assert(fc.property(fc.string(), (h) => void readUrlHash(h)));
  });
});
