import { useQuery } from '@tanstack/react-query';
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { unreadCountQueryOptions } from '@atrium/api/messages';
import { ACCOUNT_MENU_ACCESS, HEADER_DESTINATION_PATHS, type AccountMenuItem } from '@atrium/domain/layout';
import { findRoute, STANDARD_ROUTE_LAYOUT } from '@atrium/domain/routes';
import { allSwitchesOff } from '@atrium/domain/session';
import { Header, PageLayout, SIDE_MENU_ID, TopNavPlaceholder } from '@atrium/ui/layout';
import { useLazyComponent } from '@atrium/ui/home';
import { useAnnouncementActions } from '../shared/announcements/useAnnouncementActions';
import { useAuthActions } from '../shared/auth/useAuthActions';
import { isKnownRealAccount, knownRoleOf, useSession } from '../shared/auth/useSession';
import { agentOverlayState, memberOverlayState } from '../shared/memberOverlay';
import { useApiClient } from '../shared/apiClient';
import { afterFirstScreenPainted } from '../shared/firstScreen';
import { useBrand } from '../shared/brand';
import type { noticeIconTotal } from '../features/member/badgesHeader';
import { openSupport, useSupportLink } from '../shared/openSupport';
import { withText } from '../shared/lazy/lazyPage';

/**
 * Off the first paint (docs/decisions/0006): the side menu is a closed drawer on a phone, the footer is below the
 * fold. Each loads with its own data once the first screen has painted, and shows when it arrives, without
 * suspending: three sibling Suspense boundaries waiting at once made React retry them in a loop of empty commits
 * (hundreds on a lobby, a few milliseconds each) until the last chunk arrived. A failed fetch keeps the placeholder
 * and tries again when the browser is back online (ui's useLazyComponent).
 */
const afterPaint =
  <P extends object>(load: () => Promise<ComponentType<P>>) =>
  () =>
    afterFirstScreenPainted().then(withText(load));
const loadSideMenu = afterPaint(() => import('./ShellSideMenu').then((m) => m.ShellSideMenu));
const loadTopNav = afterPaint(() => import('./ShellTopNav').then((m) => m.ShellTopNav));
const loadFooter = afterPaint(() => import('./ShellFooter').then((m) => m.ShellFooter));

/**
 * One lazily loaded part of the frame: its arrival re-renders this slot only, not the frame with its header (a
 * few hundred components each time).
 */
function LazySlot<P extends object>({
  load,
  props,
  fallback = null,
}: {
  readonly load: () => Promise<ComponentType<P>>;
  readonly props: P;
  readonly fallback?: ReactNode;
}) {
  // Remembered: the frame remounts (agent view ↔ member frame) and its parts must not blank for a frame.
  const Part = useLazyComponent(load, true);
  // createElement: the part is a module's export fetched once, the same component on every render.
  return Part ? createElement(Part, props) : fallback;
}

/** Every language's status query (queryKeys.system.status(language) starts with these two parts). */

/**
 * The page frame of every route but the agent view (spec §2 Header, Top navigation, Side menu, Footer; the layout
 * flags of the route table): it reads the session, the switches, the balance and the unread count, and hands plain
 * props to ui's PageLayout and Header; the top navigation, side menu and footer containers load lazily.
 */
export function ShellLayout({ children }: { readonly children: ReactNode }) {
  const client = useApiClient();
  const brand = useBrand();
  const session = useSession();
  const auth = useAuthActions();
  const announcements = useAnnouncementActions();
  const location = useLocation();
  const navigate = useNavigate();
  const [isMenuOpen, setMenuOpen] = useState(false);

  // A navigation closes the phone drawer (adjusted while rendering, not in an effect).
  const address = `${location.pathname}${location.search}`;
  const [menuAddress, setMenuAddress] = useState(address);
  if (menuAddress !== address) {
    setMenuAddress(address);
    setMenuOpen(false);
  }

  const route = findRoute(location.pathname);
  const layout = route?.layout ?? STANDARD_ROUTE_LAYOUT;
  const switches = useQuery(whitelabelQueryOptions(client)).data ?? allSwitchesOff();
  const balance = useQuery(walletBalanceQueryOptions(client, session.isLoggedIn));
  // §6 trial users skip the unread-message fetch; after a reload it waits until the account is known to be real.
  const unread = useQuery({
    ...unreadCountQueryOptions(client, { isTrial: session.isTrial }),
    enabled: isKnownRealAccount(knownRoleOf(session)),
  });
  const support = useSupportLink();
  const contactSupport = () => {
    if (support) openSupport(support);
  };

  // The member centre's entries open it over the page the player is on (§2 member centre overlay); on /member itself
  // they move between its pages. The agent centre's entry does the same for an agent (§2 agent centre overlay).
  const goTo = (path: string) =>
    void navigate(
      path,
      path.startsWith('/member') && location.pathname.toLowerCase() !== '/member'
        ? { state: memberOverlayState(location) }
        : path.startsWith('/agentHome')
          ? { state: agentOverlayState(location) }
          : undefined,
    );
  // §2 the notice icon counts what waits for the member (messages, rewards, missions); it opens the notice list.
  const waitingTotal = useNoticeIconTotal(session.memberInfo !== null && !session.isTrial);
  const waiting = waitingTotal
    ? waitingTotal(unread.data, session.isTrial ? null : session.memberInfo, switches)
    : (unread.data ?? 0);
  const onAccountMenuSelect = (item: AccountMenuItem) => {
    if (item === 'signOut') {
      auth.requestLogout();
      return;
    }
    const action = ACCOUNT_MENU_ACCESS[item];
    const go = () => goTo(HEADER_DESTINATION_PATHS[item]);
    // A guarded item goes once the role allows it: at once, or after a reload once the member details say so.
    if (action === null) go();
    else auth.guard(action, go);
  };
  const openAccountPage = (destination: 'deposit' | 'withdraw') => {
    auth.guard('accountPanel', () => goTo(HEADER_DESTINATION_PATHS[destination]));
  };

  // The bar is there from the first paint (a placeholder at its full height) so nothing moves when it fills.
  const topNav = <LazySlot load={loadTopNav} props={{}} fallback={<TopNavPlaceholder />} />;

  const header = (
    <Header
      brandName={brand.name}
      role={session.role}
      canRegister={switches.DIRECTREG3}
      onLogin={() => auth.openLogin()}
      onRegister={() => auth.openRegister()}
      nickname={session.nickname}
      account={session.account ?? undefined}
      balance={balance.data ? balance.data.totalCents / 100 : null}
      currencySymbol={balance.data?.currencySymbol}
      isRefreshingBalance={balance.isFetching}
      onRefreshBalance={() => void balance.refetch()}
      unreadCount={waiting}
      onAccountMenuSelect={onAccountMenuSelect}
      onDeposit={() => openAccountPage('deposit')}
      onWithdraw={() => openAccountPage('withdraw')}
      onOpenNotices={announcements.openNotices}
      onOpenCustomerService={contactSupport}
      onOpenMenu={layout.sideMenu ? () => setMenuOpen(true) : undefined}
      isMenuOpen={isMenuOpen}
      menuId={SIDE_MENU_ID}
    />
  );

  return (
    <PageLayout
      layout={layout}
      header={header}
      topNav={topNav}
      sideMenu={<LazySlot load={loadSideMenu} props={{ onOpenSupport: contactSupport }} />}
      footer={<LazySlot load={loadFooter} props={{}} />}
      isMenuOpen={isMenuOpen}
      onMenuOpenChange={setMenuOpen}
    >
      {children}
    </PageLayout>
  );
}

/**
 * The notice icon's total over the pages a member is offered (decision 0010) needs the member-centre visibility
 * rules; only a signed-in member has something to count, so a guest's first paint does not carry them
 * (docs/decisions/0006). Until they arrive the icon counts unread messages, which is what it counts without them.
 */
function useNoticeIconTotal(isMember: boolean): typeof noticeIconTotal | null {
  const [loaded, setLoaded] = useState<{ readonly total: typeof noticeIconTotal } | null>(null);
  useEffect(() => {
    if (!isMember || loaded !== null) return;
    let isCurrent = true;
    import('../features/member/badgesHeader')
      .then((module) => {
        if (isCurrent) setLoaded({ total: module.noticeIconTotal });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isMember, loaded]);
  return loaded?.total ?? null;
}
