/**
 * §2 Routes table and the paragraph under it: "Game pages (/seamless, /lottert, /vnlottery, /sealottery) hide the side
 * menu; others show it. Layout for /agent and /agentHome is the agent view alone. Other routes have side menu, header,
 * content and footer, plus common popups and a mini-game. Lottery pages, task and seamless have no footer. Navigation
 * scrolls to top, or to the hash if present." §6 Roles and permissions (guests get the login popup for favourites,
 * recent, member/account panels, live show, lottery pages; trial users cannot open member/account panels).
 */
import type { Role } from '../session/roles';
import type { PrimaryGameCategory } from '../games/categories';
import { readUrlQuery, type UrlQueryParams } from '../lobby/queryString';

/** What a route is for. Several paths may share a purpose (the four game centres, the four game-list centres…). */
export type RoutePurpose =
  | 'home'
  | 'login'
  | 'register'
  | 'promotions'
  | 'pointMall'
  | 'download'
  | 'mirrors'
  | 'feedback'
  | 'news'
  | 'blog'
  | 'winners'
  | 'guide'
  | 'creditReport'
  | 'member'
  | 'help'
  | 'helpCenter'
  | 'task'
  | 'streamView'
  | 'seamless'
  | 'gameCentre'
  | 'gameListCentre'
  | 'accountGames'
  | 'lottery'
  | 'seaLottery'
  | 'vnLottery'
  | 'agent'
  | 'agentHome';

/** Which parts of the page frame a route shows. */
export interface RouteLayout {
  readonly sideMenu: boolean;
  readonly header: boolean;
  readonly footer: boolean;
  readonly miniGame: boolean;
  /** §2 "Layout for /agent and /agentHome is the agent view alone". */
  readonly agentViewAlone: boolean;
}

/**
 * Who may see a route:
 * - public: anyone;
 * - loginEntry / registerEntry: /login and /register (popups over home);
 * - helpPopup: /help (the help popup over home);
 * - loginRedirect: §2 lottery pages "login required, else redirect to /login";
 * - loginPopup: §2 /streamView "a guest sees the login popup";
 * - realAccount: §6 member/account panels (guest: login popup; trial: 'need a true account');
 * - agent: §2 /agentHome "A non-agent is redirected to /agent";
 * - taskResource: §2 /task "only if the task resource exists".
 */
export type RouteAccess =
  | 'public'
  | 'loginEntry'
  | 'registerEntry'
  | 'helpPopup'
  | 'loginRedirect'
  | 'loginPopup'
  | 'realAccount'
  | 'agent'
  | 'taskResource';

export interface RouteEntry {
  /** The canonical path. */
  readonly path: string;
  /** Other paths that mean the same route (matched like the path). */
  readonly aliases: readonly string[];
  readonly purpose: RoutePurpose;
  readonly layout: RouteLayout;
  readonly access: RouteAccess;
  /** The game category of a game centre or game-list centre. */
  readonly category: PrimaryGameCategory | null;
}

/** §2 "Other routes have side menu, header, content and footer, plus common popups and a mini-game". */
export const STANDARD_ROUTE_LAYOUT: RouteLayout = {
  sideMenu: true,
  header: true,
  footer: true,
  miniGame: true,
  agentViewAlone: false,
};
/** §2 game pages hide the side menu; lottery pages and seamless also have no footer. */
const GAME_PAGE_LAYOUT: RouteLayout = { ...STANDARD_ROUTE_LAYOUT, sideMenu: false, footer: false };
/** §2 /task: "header and side menu only". */
const TASK_LAYOUT: RouteLayout = {
  sideMenu: true,
  header: true,
  footer: false,
  miniGame: false,
  agentViewAlone: false,
};
/** §2 /helpmc: "no header or footer"; decision: a bare page (no side menu or mini-game either). */
const BARE_LAYOUT: RouteLayout = {
  sideMenu: false,
  header: false,
  footer: false,
  miniGame: false,
  agentViewAlone: false,
};
/** §2 /agent, /agentHome: the agent view alone. */
const AGENT_LAYOUT: RouteLayout = {
  sideMenu: false,
  header: false,
  footer: false,
  miniGame: false,
  agentViewAlone: true,
};

const entry = (
  path: string,
  purpose: RoutePurpose,
  options: {
    layout?: RouteLayout;
    access?: RouteAccess;
    aliases?: readonly string[];
    category?: PrimaryGameCategory;
  } = {},
): RouteEntry => ({
  path,
  aliases: options.aliases ?? [],
  purpose,
  layout: options.layout ?? STANDARD_ROUTE_LAYOUT,
  access: options.access ?? 'public',
  category: options.category ?? null,
});

/** §2 the route table. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  entry('/', 'home', { aliases: ['', '/index', '/index.html', '/home'] }),
  entry('/login', 'login', { access: 'loginEntry' }),
  entry('/register', 'register', { access: 'registerEntry' }),
  entry('/promotions', 'promotions', { category: 'PROMO' }),
  entry('/pointMall', 'pointMall'),
  entry('/download', 'download'),
  // §2 Other screens: "mirror-site list with line detection" and "feedback" (designed paths; feedback is a member's
  // page, PUT /wps/feedback sends the session token).
  entry('/mirrors', 'mirrors'),
  entry('/feedback', 'feedback', { access: 'realAccount' }),
  // §2 Other screens known by label only (designed paths): news, blog, winner lists and leaderboard, beginner guide,
  // credit report (a member's own statement, so a real account's page).
  entry('/news', 'news'),
  entry('/blog', 'blog'),
  entry('/winners', 'winners'),
  entry('/guide', 'guide'),
  entry('/creditReport', 'creditReport', { access: 'realAccount' }),
  entry('/member', 'member', { access: 'realAccount' }),
  entry('/help', 'help', { access: 'helpPopup' }),
  entry('/helpmc', 'helpCenter', { layout: BARE_LAYOUT }),
  entry('/task', 'task', { layout: TASK_LAYOUT, access: 'taskResource' }),
  entry('/streamView', 'streamView', { access: 'loginPopup' }),
  entry('/seamless', 'seamless', { layout: GAME_PAGE_LAYOUT }),
  entry('/lott', 'gameCentre', { category: 'LOTT' }),
  entry('/elott', 'gameCentre', { category: 'ELOTT' }),
  entry('/sports', 'gameCentre', { category: 'SPORTS' }),
  entry('/esports', 'gameCentre', { category: 'ESPORTS' }),
  entry('/live', 'gameListCentre', { category: 'LIVE' }),
  entry('/fish', 'gameListCentre', { category: 'FISH' }),
  entry('/rng', 'gameListCentre', { category: 'RNG' }),
  entry('/pvp', 'gameListCentre', { category: 'PVP' }),
  entry('/favorite', 'accountGames', { access: 'realAccount' }),
  entry('/recent', 'accountGames', { access: 'realAccount' }),
  entry('/lottery', 'lottery', { layout: GAME_PAGE_LAYOUT, access: 'loginRedirect' }),
  entry('/seaLottery', 'seaLottery', { layout: GAME_PAGE_LAYOUT, access: 'loginRedirect' }),
  entry('/vnLottery', 'vnLottery', { layout: GAME_PAGE_LAYOUT, access: 'loginRedirect' }),
  entry('/agent', 'agent', { layout: AGENT_LAYOUT }),
  entry('/agentHome', 'agentHome', { layout: AGENT_LAYOUT, access: 'agent' }),
];

const HOME_ENTRY = ROUTE_TABLE[0] as RouteEntry;

/** Paths compare case-insensitively, without repeated or trailing slashes; '' is the root. */
export function normalizeRoutePath(path: string): string {
  const collapsed = `/${path.trim().toLowerCase()}`.replace(/\/+/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}

const BY_PATH: ReadonlyMap<string, RouteEntry> = new Map(
  ROUTE_TABLE.flatMap((e) => [e.path, ...e.aliases].map((p) => [normalizeRoutePath(p), e] as const)),
);

/** The route entry for a path (case-insensitive; §2 "/lottert, /vnlottery, /sealottery" thus match), or null. */
export function findRoute(path: string): RouteEntry | null {
  return BY_PATH.get(normalizeRoutePath(path)) ?? null;
}

export type RoutePopup = 'register' | 'help' | 'realAccountRequired';

export type RouteGuardDecision =
  /** Show the route's page. */
  | { readonly kind: 'render' }
  /** Go elsewhere, replacing the history entry (the refused address is not kept in history). */
  | { readonly kind: 'redirect'; readonly to: string }
  /** Show the home page with the login popup; `address` replaces the address bar when not null. */
  | { readonly kind: 'openLogin'; readonly address: string | null }
  /** Show the home page with a popup; `address` replaces the address bar when not null. */
  | {
      readonly kind: 'openPopup';
      readonly popup: RoutePopup;
      readonly term: string | null;
      readonly address: string | null;
    };

/** Values a route reads from its query or hash. */
export interface RouteParams {
  /** §2 lottery pages: query gameCode. */
  readonly gameCode: string | null;
  /** §2 "/rng takes query vassalage". */
  readonly vendorCode: string | null;
  /** §2 /promotions#{promoId}. */
  readonly promoId: string | null;
  /** §2 /help (optional #term). */
  readonly helpTerm: string | null;
}

export interface RouteResolution {
  /** The matched route, or null for an unknown path. */
  readonly route: RouteEntry | null;
  /** The frame to show now: the route's own when it renders, the home page's under a popup. */
  readonly layout: RouteLayout;
  readonly guard: RouteGuardDecision;
  readonly params: RouteParams;
}

export interface RouteContext {
  readonly role: Role;
  /** §2 /task "only if the task resource exists". */
  readonly hasTaskResource: boolean;
}

/** Reads a hash (with or without '#') safely: decoded, trimmed, null when empty or malformed. */
export function readUrlHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    const value = decodeURIComponent(raw).trim();
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

const LOGGED_IN_HOME: RouteGuardDecision = { kind: 'redirect', to: '/' };

function guardOf(route: RouteEntry, context: RouteContext, hash: string | null): RouteGuardDecision {
  const { role } = context;
  const isRealUser = role === 'member' || role === 'agent';
  switch (route.access) {
    case 'public':
      return { kind: 'render' };
    case 'loginEntry':
      // §2 "/login opens the login popup and resets the address to /". Decision: a member or agent is already logged
      // in and simply goes home; a trial user may sign in with a real account.
      return isRealUser ? LOGGED_IN_HOME : { kind: 'openLogin', address: '/' };
    case 'registerEntry':
      // §2 "/register opens the registration modal". Decision: the address is kept, because §3 reads the referral code
      // from the URL query; a member or agent goes home; a trial user may register a real account.
      return isRealUser ? LOGGED_IN_HOME : { kind: 'openPopup', popup: 'register', term: null, address: null };
    case 'helpPopup':
      return { kind: 'openPopup', popup: 'help', term: hash, address: null };
    case 'loginRedirect':
      if (role === 'guest') return { kind: 'redirect', to: '/login' };
      // Decision: §6 trial "cannot start real games"; the lottery pages are games, so the trial user gets the same
      // 'real account required' dialog as a game start (§4), over home.
      return role === 'trial'
        ? { kind: 'openPopup', popup: 'realAccountRequired', term: null, address: '/' }
        : { kind: 'render' };
    case 'loginPopup':
      return role === 'guest' ? { kind: 'openLogin', address: '/' } : { kind: 'render' };
    case 'realAccount':
      if (role === 'guest') return { kind: 'openLogin', address: '/' };
      return role === 'trial'
        ? { kind: 'openPopup', popup: 'realAccountRequired', term: null, address: '/' }
        : { kind: 'render' };
    case 'agent':
      return role === 'agent' ? { kind: 'render' } : { kind: 'redirect', to: '/agent' };
    case 'taskResource':
      return context.hasTaskResource ? { kind: 'render' } : { kind: 'redirect', to: '/' };
  }
}

/**
 * §2 / §6 resolves an address to its route, the frame to show and the guard's decision. An unknown path, and /task
 * without its resource, redirect to home (decision: the spec has no not-found page).
 */
export function resolveRoute(
  path: string,
  query: string | UrlQueryParams,
  hash: string,
  context: RouteContext,
): RouteResolution {
  const route = findRoute(path);
  const q = readUrlQuery(query);
  const hashValue = readUrlHash(hash);
  const nonEmpty = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
  const params: RouteParams = {
    gameCode: route?.access === 'loginRedirect' ? nonEmpty(q.get('gameCode')) : null,
    vendorCode: route?.path === '/rng' ? nonEmpty(q.get('vassalage')) : null,
    promoId: route?.purpose === 'promotions' ? hashValue : null,
    helpTerm: route?.purpose === 'help' ? hashValue : null,
  };
  if (route === null) return { route, layout: HOME_ENTRY.layout, guard: { kind: 'redirect', to: '/' }, params };
  const guard = guardOf(route, context, hashValue);
  const layout = guard.kind === 'openLogin' || guard.kind === 'openPopup' ? HOME_ENTRY.layout : route.layout;
  return { route, layout, guard, params };
}

export interface RouteNavigation {
  readonly to: string;
  readonly replace: boolean;
}

/** §2 "After agent login go to /agentHome" (also §4 "On the agent page go to /agentHome"). */
export function navigationAfterAgentLogin(): RouteNavigation {
  return { to: '/agentHome', replace: false };
}

/** §2 "after agent logout replace route with /agent". */
export function navigationAfterAgentLogout(): RouteNavigation {
  return { to: '/agent', replace: true };
}

export type ScrollTarget = { readonly kind: 'top' } | { readonly kind: 'element'; readonly id: string };

/**
 * §2 "Navigation scrolls to top, or to the hash if present": the element whose id is the (decoded) hash, or the top
 * when there is no usable hash. The app falls back to the top when no such element exists.
 */
export function scrollTargetAfterNavigation(hash: string): ScrollTarget {
  const id = readUrlHash(hash);
  return id === null ? { kind: 'top' } : { kind: 'element', id };
}
