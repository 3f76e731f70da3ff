import { describe, expect, it } from 'vitest';
import type { Role } from '../session/roles';
import {
  findRoute,
  navigationAfterAgentLogin,
  navigationAfterAgentLogout,
  resolveRoute,
  type RouteContext,
  type RouteGuardDecision,
} from './routes';

const ROLES: readonly Role[] = ['guest', 'trial', 'member', 'agent'];
const ctx = (role: Role, hasTaskResource = true): RouteContext => ({ role, hasTaskResource });
const guard = (path: string, role: Role, hash = '', hasTaskResource = true): RouteGuardDecision =>
  resolveRoute(path, '', hash, ctx(role, hasTaskResource)).guard;

describe('§2 /login opens the login popup and resets the address to /; /register opens the registration modal', () => {
  it.each([
    ['guest', { kind: 'openLogin', address: '/' }],
    ['trial', { kind: 'openLogin', address: '/' }],
    ['member', { kind: 'redirect', to: '/' }],
    ['agent', { kind: 'redirect', to: '/' }],
  ] as const)('/login for a %s → %j', (role, expected) => {
    expect(guard('/login', role)).toEqual(expected);
  });

  it.each([
    ['guest', { kind: 'openPopup', popup: 'register', term: null, address: null }],
    ['trial', { kind: 'openPopup', popup: 'register', term: null, address: null }],
    ['member', { kind: 'redirect', to: '/' }],
  ] as const)('/register for a %s → %j (address kept for the referral code)', (role, expected) => {
    expect(guard('/register', role)).toEqual(expected);
  });

  it('the popups show over the home page frame', () => {
    expect(resolveRoute('/login', '', '', ctx('guest')).layout).toEqual(findRoute('/')?.layout);
  });
});

describe('§2 /help (optional #term): help popup over the home page', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#deposit', 'deposit'],
    ['withdraw', 'withdraw'],
    ['#how%20to%20play', 'how to play'],
    ['#%E0%A4%A', null],
  ])('hash %j opens the help popup with term %j', (hash, term) => {
    const resolution = resolveRoute('/help', '', hash, ctx('guest'));
    expect(resolution.guard).toEqual({ kind: 'openPopup', popup: 'help', term, address: null });
    expect(resolution.params.helpTerm).toBe(term);
    expect(resolution.layout).toEqual(findRoute('/')?.layout);
  });
});

describe('§2 /lottery, /seaLottery, /vnLottery: login required, else redirect to /login', () => {
  it.each(['/lottery', '/seaLottery', '/vnLottery', '/VNLOTTERY'])('%s for a guest redirects to /login', (path) => {
    expect(guard(path, 'guest')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each(['member', 'agent'] as const)('renders for a %s, with its gameCode', (role) => {
    const resolution = resolveRoute('/lottery', '?gameCode=VN01', '', ctx(role));
    expect(resolution.guard).toEqual({ kind: 'render' });
    expect(resolution.params.gameCode).toBe('VN01');
    expect(resolution.layout.footer).toBe(false);
  });

  it('a trial user gets the real-account dialog (§6 trial cannot start real games)', () => {
    expect(guard('/vnLottery', 'trial')).toEqual({
      kind: 'openPopup',
      popup: 'realAccountRequired',
      term: null,
      address: '/',
    });
  });

  it('a redirect to /login then opens the login popup at /', () => {
    const first = guard('/seaLottery', 'guest');
    expect(first.kind === 'redirect' && guard(first.to, 'guest')).toEqual({ kind: 'openLogin', address: '/' });
  });
});

describe('§2 /streamView: login required, a guest sees the login popup', () => {
  it.each([
    ['guest', { kind: 'openLogin', address: '/' }],
    ['trial', { kind: 'render' }],
    ['member', { kind: 'render' }],
    ['agent', { kind: 'render' }],
  ] as const)('for a %s → %j', (role, expected) => {
    expect(guard('/streamView', role)).toEqual(expected);
  });
});

describe('§6 member and account panels (/member, /favorite, /recent)', () => {
  it.each(['/member', '/favorite', '/recent', '/feedback'])(
    '%s: guest gets the login popup, trial the real-account dialog, members see it',
    (path) => {
      expect(guard(path, 'guest')).toEqual({ kind: 'openLogin', address: '/' });
      expect(guard(path, 'trial')).toEqual({
        kind: 'openPopup',
        popup: 'realAccountRequired',
        term: null,
        address: '/',
      });
      expect(guard(path, 'member')).toEqual({ kind: 'render' });
      expect(guard(path, 'agent')).toEqual({ kind: 'render' });
    },
  );
});

describe('§2 Other screens: the mirror-site list is public (it is where a player goes when the main site fails)', () => {
  it.each(ROLES)('/mirrors renders for a %s', (role) => {
    expect(guard('/mirrors', role)).toEqual({ kind: 'render' });
  });
});

describe('§2 /agentHome: a non-agent is redirected to /agent', () => {
  it.each([
    ['guest', { kind: 'redirect', to: '/agent' }],
    ['trial', { kind: 'redirect', to: '/agent' }],
    ['member', { kind: 'redirect', to: '/agent' }],
    ['agent', { kind: 'render' }],
  ] as const)('for a %s → %j', (role, expected) => {
    expect(guard('/agentHome', role)).toEqual(expected);
  });

  it('/agent is open to everyone (the agent login form is there)', () => {
    for (const role of ROLES) expect(guard('/agent', role)).toEqual({ kind: 'render' });
  });

  it('After agent login go to /agentHome; after agent logout replace route with /agent', () => {
    expect(navigationAfterAgentLogin()).toEqual({ to: '/agentHome', replace: false });
    expect(navigationAfterAgentLogout()).toEqual({ to: '/agent', replace: true });
  });
});

describe('§2 /task: only if the task resource exists', () => {
  it.each([
    [true, { kind: 'render' }],
    [false, { kind: 'redirect', to: '/' }],
  ] as const)('task resource %s → %j', (has, expected) => {
    expect(guard('/task', 'member', '', has)).toEqual(expected);
  });
});
