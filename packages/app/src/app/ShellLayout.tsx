import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  announcementsQueryOptions,
  chatLaunchMutationOptions,
  gameVendorsQueryOptions,
  helpCenterQueryOptions,
  queryKeys,
  unreadCountQueryOptions,
  walletBalanceQueryOptions,
  whitelabelQueryOptions,
  type SystemStatus,
} from '@atrium/api';
import {
  ACCOUNT_MENU_ACCESS,
  activeSideMenuItem,
  allSwitchesOff,
  appDownloadLinks,
  decideGameLaunch,
  findRoute,
  HEADER_DESTINATION_PATHS,
  sideMenuItems,
  STANDARD_ROUTE_LAYOUT,
  topNavClick,
  topNavigation,
  type AccountMenuItem,
  type TopNavEntry,
  type Vendor,
} from '@atrium/domain';
import { Footer, Header, PageLayout, SIDE_MENU_ID, SideMenu, TopNav } from '@atrium/ui';
import { isUiLocale } from '@atrium/ui/i18n';
import { useAuthActions } from '../features/auth/useAuthActions';
import { useSession } from '../features/auth/useSession';
import { useApiClient } from '../shared/apiClient';
import { useBrand } from '../shared/brand';
import { useColourMode } from '../shared/colourMode';
import { useLanguage } from '../shared/language';
import { openSupport } from '../shared/openSupport';
import { readToken } from '../shared/session';

/** Every language's status query (queryKeys.system.status(language) starts with these two parts). */
const STATUS_QUERY_ROOT = queryKeys.system.status('').slice(0, 2);

/**
 * The page frame of every route but the agent view (spec §2 Header, Side menu, Footer; the layout flags of the
 * route table): it reads the session, the switches, the balance, the unread count, the help list and the
 * promotions, and hands plain props to ui's PageLayout, Header, SideMenu and Footer.
 */
export function ShellLayout({ children }: { readonly children: ReactNode }) {
  const client = useApiClient();
  const brand = useBrand();
  const session = useSession();
  const auth = useAuthActions();
  const { mode, setMode } = useColourMode();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  const unread = useQuery({
    ...unreadCountQueryOptions(client, { isTrial: session.isTrial }),
    enabled: session.isLoggedIn && !session.isTrial,
  });
  const vendors = useQuery({
    ...gameVendorsQueryOptions(client, { language: language.platformLanguage }),
    enabled: layout.header,
  });
  const help = useQuery({ ...helpCenterQueryOptions(client, language.platformLanguage), enabled: layout.footer });
  const announcements = useQuery(
    announcementsQueryOptions(client, language.platformLanguage, {
      isLoggedIn: session.isLoggedIn,
      isFirstLogin: false,
    }),
  );
  // The start-up gate has the status (and its customer-service entries) before any route renders.
  const status = queryClient
    .getQueriesData<SystemStatus>({ queryKey: STATUS_QUERY_ROOT })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
  const support = status?.customerService[0];
  const contactSupport = () => {
    if (support) openSupport(support.link);
  };

  // §2 chat room (CBS3): each launch makes a new chat address, in a window of its own without an opener. The window
  // opens on the click (popup blockers allow that) and is sent to the address once the platform gives it.
  const chat = useMutation(chatLaunchMutationOptions(client));
  const openChatRoom = () => {
    if (chat.isPending) return;
    const chatWindow = window.open('', 'atrium-chat', 'width=440,height=750');
    if (chatWindow) chatWindow.opener = null;
    chat.mutate(
      {
        title: brand.name,
        headerColor: brand.theme.modes[mode].color.accent.base,
        isLoggedIn: session.isLoggedIn,
      },
      {
        onSuccess: ({ target }) => {
          const url = target.kind === 'internal' ? target.path : target.url;
          if (chatWindow) chatWindow.location.href = url;
        },
        onError: () => chatWindow?.close(),
      },
    );
  };

  const goTo = (path: string) => void navigate(path);
  const onAccountMenuSelect = (item: AccountMenuItem) => {
    if (item === 'signOut') {
      auth.requestLogout();
      return;
    }
    const action = ACCOUNT_MENU_ACCESS[item];
    if (action !== null && !auth.guard(action)) return;
    goTo(HEADER_DESTINATION_PATHS[item]);
  };
  const openAccountPage = (destination: 'deposit' | 'withdraw') => {
    if (auth.guard('accountPanel')) goTo(HEADER_DESTINATION_PATHS[destination]);
  };

  // §2 Top navigation: a vendor (or a category's only vendor) goes where the domain's game-launch rule says. Until the
  // game launch of issue 8 lands, a game that starts in place or lists its games opens its category's page instead.
  const launchVendor = (entry: TopNavEntry, vendor: Vendor) => {
    const decision = decideGameLaunch(
      { kind: 'vendor', vendor },
      { role: session.role, language: language.platformLanguage },
    );
    if (decision.kind === 'login') auth.openLogin();
    else if (decision.kind === 'realAccountRequired') auth.guard('startGame');
    else goTo(decision.kind === 'route' ? decision.path : entry.path);
  };
  const catalogue = vendors.data?.catalogue;
  const topNav = catalogue ? (
    <TopNav
      entries={topNavigation(catalogue)}
      activeCategory={route?.category ?? (location.pathname === '/' ? 'HOME' : null)}
      onEntrySelect={(entry, event) => {
        const click = topNavClick(entry.category, catalogue);
        if (click.kind === 'launch') {
          event.preventDefault();
          launchVendor(entry, click.vendor);
        }
      }}
      onVendorSelect={launchVendor}
    />
  ) : null;

  const downloads = appDownloadLinks(brand.appDownloads ?? {}, {
    language: language.platformLanguage,
    token: session.isLoggedIn ? readToken() : null,
  });

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
      unreadCount={unread.data ?? 0}
      onAccountMenuSelect={onAccountMenuSelect}
      onDeposit={() => openAccountPage('deposit')}
      onWithdraw={() => openAccountPage('withdraw')}
      onOpenNotices={() => undefined}
      onOpenCustomerService={contactSupport}
      onOpenMenu={layout.sideMenu ? () => setMenuOpen(true) : undefined}
      isMenuOpen={isMenuOpen}
      menuId={SIDE_MENU_ID}
    />
  );

  const sideMenu = (
    <SideMenu
      items={sideMenuItems({
        switches,
        isReferralAvailable: session.memberInfo?.referralEnabled ?? false,
        hasTaskResource: false,
      })}
      activeItem={activeSideMenuItem(location.pathname, location.search.replace(/^\?/, ''))}
      promotions={(announcements.data?.promotions ?? []).map(({ id, title }) => ({ id, title }))}
      iosDownloadUrl={downloads.ios ?? undefined}
      androidDownloadUrl={downloads.android ?? undefined}
      languages={brand.locales.filter(isUiLocale)}
      language={language.locale}
      onLanguageChange={(next) => void language.changeLanguage(next, { signedIn: session.isLoggedIn })}
      mode={mode}
      onModeChange={setMode}
      onOpenSupport={contactSupport}
      onOpenChatRoom={openChatRoom}
    />
  );

  const footer = (
    <Footer
      helpItems={(help.data ?? []).flatMap((item) => (item.tag ? [{ title: item.title, tag: item.tag }] : []))}
      brandName={brand.name}
      year={new Date().getFullYear()}
      licenceNumber={brand.licenceNumber}
      socialLinks={brand.socialLinks}
    />
  );

  return (
    <PageLayout
      layout={layout}
      header={header}
      topNav={topNav}
      sideMenu={sideMenu}
      footer={footer}
      isMenuOpen={isMenuOpen}
      onMenuOpenChange={setMenuOpen}
    >
      {children}
    </PageLayout>
  );
}
