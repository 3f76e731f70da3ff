import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../session/roles';
import type { Game, Vendor } from '../games/types';
import {
  decideELotteryLaunch,
  decideGameLaunch,
  gameLaunchParams,
  launchDestination,
  type GameLaunchContext,
  type LaunchTarget,
} from './gameLaunch';

const game = (over: Partial<Game> = {}): Game => ({
  nodeId: 1201,
  gameId: 'PG_FT',
  gameCode: 'FT',
  gameType: 'RNG',
  vendorCode: 'PG',
  name: 'Fortune Tiger',
  vendorDisplayName: 'PG Soft',
  iconUrl: null,
  classify: null,
  isHot: 1,
  opensGameList: false,
  ...over,
});
const vendor = (over: Partial<Vendor> = {}): Vendor => ({
  vendorCode: 'SBO',
  displayName: 'SBO',
  gameType: 'SPORTS',
  largeIcon: null,
  smallIcon: null,
  opensGameList: false,
  gameCode: null,
  ...over,
});
const g = (over: Partial<Game> = {}): LaunchTarget => ({ kind: 'game', game: game(over) });
const v = (over: Partial<Vendor> = {}): LaunchTarget => ({ kind: 'vendor', vendor: vendor(over) });
const as = (role: Role): GameLaunchContext => ({ role, language: 'EN' });

describe('§2 Game launch by vendor/type (a member)', () => {
  it.each([
    [
      'TCG_LOTTO_VN goes to /vnLottery (query gameCode)',
      v({ vendorCode: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN01' }),
      '/vnLottery?gameCode=VN01',
    ],
    [
      'TCG_SEA to /seaLottery',
      v({ vendorCode: 'TCG_SEA', gameType: 'ELOTT', gameCode: 'SEA 1' }),
      '/seaLottery?gameCode=SEA%201',
    ],
    ['LOTT to /lottery', v({ vendorCode: 'LOTT', gameType: 'LOTT', gameCode: 'L5' }), '/lottery?gameCode=L5'],
    ['ELOTT to /lottery', g({ vendorCode: 'ELOTT', gameType: 'ELOTT', gameCode: 'E1' }), '/lottery?gameCode=E1'],
    [
      'a lottery vendor without a game code goes to the page without a query',
      v({ vendorCode: 'LOTT', gameCode: null }),
      '/lottery',
    ],
    [
      'a lottery vendor wins over an RNG type',
      v({ vendorCode: 'TCG_LOTTO_VN', gameType: 'RNG', gameCode: 'X' }),
      '/vnLottery?gameCode=X',
    ],
    ['game type RNG to /rng (query vassalage)', v({ vendorCode: 'JDB', gameType: 'RNG' }), '/rng?vassalage=JDB'],
    [
      'an RNG vendor card goes to /rng even if it carries the vassalage flag',
      v({ vendorCode: 'PG', gameType: 'RNG', opensGameList: true }),
      '/rng?vassalage=PG',
    ],
  ])('%s', (_, target, path) => {
    expect(decideGameLaunch(target, as('member'))).toEqual({ kind: 'route', path });
  });

  it('a vassalage-flag game (isGame = VASSALAGE) opens a popup game list', () => {
    expect(decideGameLaunch(v({ vendorCode: 'EVO', gameType: 'LIVE', opensGameList: true }), as('agent'))).toEqual({
      kind: 'openGameList',
      vendorCode: 'EVO',
    });
  });

  it('a game of type RNG (not a vendor card) launches in place with the launch parameters', () => {
    expect(decideGameLaunch(g(), { role: 'member', language: 'TH' })).toEqual({
      kind: 'launchInPlace',
      params: {
        gameId: 'PG_FT',
        nodeId: 1201,
        vassalage: 'PG',
        launchMode: 'GLS',
        accountType: 1,
        platform: 'html5-desktop',
        clientType: 3,
        language: 'TH',
      },
    });
  });

  it('otherwise a vendor card launches in place by its vendor and game code', () => {
    expect(decideGameLaunch(v({ gameCode: 'SBO_MAIN' }), { role: 'agent', language: 'EN', platform: 'flash' })).toEqual(
      {
        kind: 'launchInPlace',
        params: {
          gameId: 'SBO_MAIN',
          nodeId: null,
          vassalage: 'SBO',
          launchMode: 'GLS',
          accountType: 1,
          platform: 'flash',
          clientType: 3,
          language: 'EN',
        },
      },
    );
  });

  it.each(['constructor', 'toString', '__proto__', 'lott'])(
    'a vendor code %j is not a lottery vendor (exact, own codes only)',
    (vendorCode) => {
      expect(decideGameLaunch(g({ vendorCode }), as('member')).kind).toBe('launchInPlace');
    },
  );

  it('a game without a gameId uses its gameCode as the id', () => {
    expect(gameLaunchParams(g({ gameId: null, gameCode: 'FT2' }), { language: 'EN', realMoney: true }).gameId).toBe(
      'FT2',
    );
  });

  it('PROTOCOL accountType: 1 real, 0 free', () => {
    expect(gameLaunchParams(g(), { language: 'EN', realMoney: false }).accountType).toBe(0);
    expect(gameLaunchParams(g(), { language: 'EN', realMoney: true }).accountType).toBe(1);
  });
});

describe('§4 Game start: not logged in gets login popup; trial user is told a real account must be registered first', () => {
  const startsAGame: readonly [string, LaunchTarget][] = [
    ['a game launched in place', g()],
    ['a vassalage-flag vendor card', v({ gameType: 'LIVE', opensGameList: true })],
    ['a TCG_LOTTO_VN lottery', v({ vendorCode: 'TCG_LOTTO_VN', gameType: 'ELOTT' })],
    ['a TCG_SEA lottery', v({ vendorCode: 'TCG_SEA' })],
    ['a LOTT lottery', g({ vendorCode: 'LOTT', gameType: 'LOTT' })],
  ];

  it.each(startsAGame)('a guest starting %s gets the login popup', (_, target) => {
    expect(decideGameLaunch(target, as('guest'))).toEqual({ kind: 'login' });
  });

  it.each(startsAGame)(
    'a trial user starting %s is told a real account is required (trial on a lottery route too)',
    (_, target) => {
      expect(decideGameLaunch(target, as('trial'))).toEqual({ kind: 'realAccountRequired' });
    },
  );

  it.each(['guest', 'trial'] as const)(
    'a %s choosing an RNG vendor card still browses its /rng lobby (§6 guests browse the lobby)',
    (role) => {
      expect(decideGameLaunch(v({ vendorCode: 'PG', gameType: 'RNG' }), as(role))).toEqual({
        kind: 'route',
        path: '/rng?vassalage=PG',
      });
    },
  );

  it('property: only members and agents ever get a lottery route, a game list or an in-place launch', () => {
    const target = fc.oneof(
      fc
        .record({
          vendorCode: fc.constantFrom('PG', 'LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN', 'EVO'),
          gameType: fc.constantFrom('RNG', 'LIVE', 'ELOTT'),
          opensGameList: fc.boolean(),
        })
        .map((o) => v(o)),
      fc
        .record({
          vendorCode: fc.constantFrom('PG', 'LOTT', 'TCG_SEA'),
          gameType: fc.constantFrom('RNG', 'FISH'),
          opensGameList: fc.boolean(),
        })
        .map((o) => g(o)),
    );
    fc.assert(
      fc.property(target, fc.constantFrom<Role>('guest', 'trial', 'member', 'agent'), (t, role) => {
        const d = decideGameLaunch(t, as(role));
        const realUser = role === 'member' || role === 'agent';
        if (!realUser) {
          const browsing = d.kind === 'route' && d.path.startsWith('/rng?');
          expect(browsing || d.kind === (role === 'guest' ? 'login' : 'realAccountRequired')).toBe(true);
        } else {
          expect(d).toEqual(launchDestination(t, as(role)));
        }
      }),
    );
  });
});

describe('§4 Choosing e-lottery launches its first vendor', () => {
  it('launches the first e-lottery vendor', () => {
    const vendors = [
      vendor({ vendorCode: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN' }),
      vendor({ vendorCode: 'GW', gameType: 'ELOTT' }),
    ];
    expect(decideELotteryLaunch(vendors, as('member'))).toEqual({ kind: 'route', path: '/vnLottery?gameCode=VN' });
  });

  it('for a guest it asks for the login like any game start', () => {
    expect(decideELotteryLaunch([vendor({ vendorCode: 'LOTT' })], as('guest'))).toEqual({ kind: 'login' });
  });

  it('with no e-lottery vendor there is nothing to launch', () => {
    expect(decideELotteryLaunch([], as('member'))).toBeNull();
  });
});
