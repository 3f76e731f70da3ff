import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { gameListQueryOptions, gameVendorsQueryOptions, winnerBoardQueryOptions } from '@atrium/api/games';
import { favouriteListQueryOptions, recentGamesQueryOptions } from '@atrium/api/favourites';
import { announcementsQueryOptions } from '@atrium/api/announcements';
import {
  cardStyleOfCategory,
  chooseHomeMenuItem,
  HOME_RECENT_PAGE_SIZE,
  HOME_SECTION_ORDER,
  homeMenuItems,
  homeSectionHasMore,
  homeSections,
  showsRecentOnHome,
  splitVendorLanes,
  type GameCategory,
  type HomeMenuItem,
  type HomeSectionId,
  type Vendor,
  type VendorCatalogue,
} from '@atrium/domain/games';
import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import { HomePage, type HomeContent, type HomeListView, type HomePageProps } from '@atrium/ui/home';
import { useAnnouncementActions } from '../../shared/announcements/useAnnouncementActions';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { useFavourites } from '../../shared/games/useFavourites';
import { useGameLaunch } from '../../shared/games/useGameLaunch';
import { useApiClient } from '../../shared/apiClient';
import { useSearchNavigation } from '../../shared/useSearchNavigation';
import { useBrand } from '../../shared/brand';
import { useHotGames } from '../../shared/games/hotGames';
import { useLanguage } from '../../shared/language';
import { admitHomeMenu, homeMenuSearch } from './homeMenuLocation';
import {
  bannerGame,
  bannerHref,
  failureOf,
  imageUrlOfVendor,
  MORE_PATHS,
  NO_BANNERS,
  pathOfItem,
  type QueryLike,
  SECTION_FETCH_SIZE,
  SECTION_GAME_TYPES,
  statusOf,
} from './homeScreenParts';

/** Renders only when the deferred props change (see the end of HomeScreen). */
const DeferredHomePage = memo(HomePage);

/** No vendors yet (the vendor call is loading or failed): home, favourites and hot only. */
const EMPTY_CATALOGUE: VendorCatalogue = splitVendorLanes([]);

/**
 * The home screen with its data (loaded by HomeRoute in its own chunk). Spec §2 Home page ('', /index, /index.html, /home): banners, notice marquee, category menu, the sections in spec
 * order, recent games for a logged-in player and the winner board, each from its own query, with skeletons while
 * loading and an error with retry when one fails (the others stay).
 */
export function HomeScreen() {
  const client = useApiClient();
  const session = useSession();
  const auth = useAuthActions();
  const brand = useBrand();
  const { platformLanguage: language } = useLanguage();
  const navigate = useNavigate();
  const favourites = useFavourites();
  const launch = useGameLaunch();
  const announcementActions = useAnnouncementActions();
  const location = useLocation();
  const [recentPage, setRecentPage] = useState(1);

  const announcements = useQuery(
    announcementsQueryOptions(client, language, { isLoggedIn: session.isLoggedIn, isFirstLogin: false }),
  );
  const vendors = useQuery(gameVendorsQueryOptions(client, { language }));
  const catalogue: VendorCatalogue | undefined = vendors.data?.catalogue;

  // §2 the menu choice is the address's ?menu= (homeMenuLocation.ts): a choice pushes, a normalisation replaces.
  const admittedMenu = useMemo(
    () => admitHomeMenu(location.search, { role: session.role, isSessionPending: session.isPending, catalogue }),
    [location.search, session.role, session.isPending, catalogue],
  );
  const menuItem = admittedMenu.item;
  const goToMenuSearch = useSearchNavigation();
  useEffect(() => {
    if (admittedMenu.replaceWith === null) return;
    goToMenuSearch(admittedMenu.replaceWith, true);
    if (admittedMenu.effect === 'openLogin') auth.openLogin();
    else if (admittedMenu.effect === 'realAccountRequired') auth.guard('favourites');
  }, [admittedMenu, goToMenuSearch, auth]);
  const gameList = (gameType: string, vendorCode: string | null = null, pageSize = SECTION_FETCH_SIZE) =>
    gameListQueryOptions(client, {
      merchantCode: brand.merchantCode,
      language,
      gameType,
      vendorCode,
      page: 1,
      pageSize,
    });
  // §7 the session's HOT_GAMES copy when there is one (shared/games/hotGames.ts).
  const hot = useHotGames(client, { merchantCode: brand.merchantCode, language, gameType: null });
  const rng = useQuery(gameList(SECTION_GAME_TYPES.RNG));
  const live = useQuery(gameList(SECTION_GAME_TYPES.LIVE));
  const fish = useQuery(gameList(SECTION_GAME_TYPES.FISH));
  const pvp = useQuery(gameList(SECTION_GAME_TYPES.PVP));
  const bgsVendor = catalogue?.BGS.vendors[0] ?? null;
  const bgs = useQuery({ ...gameList('RNG', bgsVendor?.vendorCode ?? null), enabled: bgsVendor !== null });
  const recent = useQuery({
    ...recentGamesQueryOptions(client, { language, page: recentPage, pageSize: HOME_RECENT_PAGE_SIZE }),
    enabled: session.isLoggedIn,
  });
  const winners = useQuery(winnerBoardQueryOptions(client, { language }));
  const balance = useQuery(walletBalanceQueryOptions(client, session.isLoggedIn));

  // The current menu item's own list (favourites, a game category); hot reuses the hot games.
  const itemStyle =
    menuItem === 'HOME' || menuItem === 'FAV' || menuItem === 'HOT' ? null : cardStyleOfCategory(menuItem);
  const itemGames = useQuery({
    ...gameList(
      menuItem === 'BGS' ? 'RNG' : menuItem,
      menuItem === 'BGS' ? (bgsVendor?.vendorCode ?? null) : null,
      LOBBY_PAGE_SIZE,
    ),
    enabled: itemStyle === 'game',
  });
  const favouriteList = useQuery({
    ...favouriteListQueryOptions(client, { language, page: 1, pageSize: LOBBY_PAGE_SIZE }),
    enabled: menuItem === 'FAV' && session.isLoggedIn,
  });

  const gameQueries = { RNG: rng, LIVE: live, FISH: fish, PVP: pvp, BGS: bgs } as const;
  const sections = homeSections({
    hot: hot.data ?? [],
    games: {
      RNG: rng.data?.games ?? [],
      LIVE: live.data?.games ?? [],
      FISH: fish.data?.games ?? [],
      PVP: pvp.data?.games ?? [],
      BGS: bgs.data?.games ?? [],
    },
    catalogue: catalogue ?? EMPTY_CATALOGUE,
  });
  const queryOfSection = (id: HomeSectionId): QueryLike =>
    id === 'HOT' ? hot : id === 'ELOTT' || id === 'SPORTS' ? vendors : gameQueries[id];

  const sectionViews: HomeListView[] = [];
  for (const id of HOME_SECTION_ORDER) {
    if (id === 'BGS' && bgsVendor === null) continue;
    const query = queryOfSection(id);
    const status = statusOf(query);
    const style = id === 'HOT' ? 'game' : cardStyleOfCategory(id);
    if (status !== 'ready') {
      sectionViews.push({
        category: id,
        status,
        content: style === 'vendor' ? { style, items: [] } : { style: 'game', items: [] },
        ...(status === 'error' ? failureOf(query) : {}),
      });
      continue;
    }
    const section = sections.find((s) => s.id === id);
    if (!section) continue; // §2 nothing to show: no empty heading
    sectionViews.push({
      category: id,
      status,
      content:
        section.style === 'vendor'
          ? { style: 'vendor', items: section.items }
          : { style: 'game', items: section.items },
      moreHref: section.hasMore ? MORE_PATHS[id] : null,
    });
  }

  const listOfItem = (): HomeListView => {
    if (menuItem === 'FAV') {
      return {
        category: 'FAV',
        status: statusOf(favouriteList),
        content: { style: 'game', items: favouriteList.data?.games ?? [] },
        ...(favouriteList.isError ? failureOf(favouriteList) : {}),
      };
    }
    if (menuItem === 'HOT') {
      return {
        category: 'HOT',
        status: statusOf(hot),
        content: { style: 'game', items: hot.data ?? [] },
        ...(hot.isError ? failureOf(hot) : {}),
      };
    }
    if (itemStyle === 'vendor') {
      const items = (catalogue ?? EMPTY_CATALOGUE)[menuItem].vendors;
      return {
        category: menuItem,
        status: statusOf(vendors),
        content: { style: 'vendor', items },
        ...(vendors.isError ? failureOf(vendors) : {}),
      };
    }
    const games = itemGames.data?.games ?? [];
    return {
      category: menuItem,
      status: statusOf(itemGames),
      content: { style: 'game', items: games },
      moreHref: homeSectionHasMore(games.length) ? pathOfItem(menuItem) : null,
      ...(itemGames.isError ? failureOf(itemGames) : {}),
    };
  };

  const content: HomeContent =
    menuItem === 'HOME' ? { kind: 'sections', sections: sectionViews } : { kind: 'list', list: listOfItem() };

  const homeBanners = announcements.data?.banners.w_home ?? NO_BANNERS;
  // The same slides while the banners are the same: the carousel (swiper) updates itself when its slides change.
  const bannerSlides = useMemo(
    () =>
      homeBanners.map((banner) => ({
        id: banner.id,
        title: banner.title,
        imageUrl: banner.imageUrl,
        href: bannerHref(banner),
      })),
    [homeBanners],
  );
  const recentGames = recent.data?.games ?? [];
  const showsRecent =
    recent.isError || recent.isPending
      ? session.isLoggedIn && recent.isError
      : showsRecentOnHome(session.role, recentGames.length);

  // The page's parts (banner, marquee, menu, sections) skip a render when their own props are unchanged: each of
  // the screen's answers renders it again, so what they are given stays the same object while its source does.
  const onSelectMenuItem = useCallback(
    (item: HomeMenuItem) => {
      const choice = chooseHomeMenuItem(item, session.role, catalogue ?? EMPTY_CATALOGUE);
      if (choice.kind === 'openLogin') auth.openLogin();
      else if (choice.kind === 'realAccountRequired') auth.guard('favourites');
      else if (choice.kind === 'launch') launch.launchVendor(choice.vendor, item as GameCategory);
      else goToMenuSearch(homeMenuSearch(location.search, choice.item), false);
    },
    [session.role, catalogue, auth, launch, goToMenuSearch, location.search],
  );
  const onSelectBanner = useCallback(
    (index: number) => {
      const banner = homeBanners[index];
      if (!banner) return;
      const game = bannerGame(banner);
      if (game) launch.launchGame(game);
      else if (banner.link.kind === 'promotion')
        void navigate(`/promotions#${encodeURIComponent(banner.link.promotionId)}`);
    },
    [homeBanners, launch, navigate],
  );
  const marquee = announcements.data?.marquee;
  const notices = useMemo(() => (marquee ?? []).map((notice) => notice.title), [marquee]);
  const menuItems = useMemo(() => homeMenuItems(catalogue ?? EMPTY_CATALOGUE), [catalogue]);

  // The same handler while the catalogue is the same: the sections skip a render when nothing of theirs changed.
  const onOpenVendor = useCallback(
    (vendor: Vendor) => {
      const found =
        catalogue &&
        (Object.keys(catalogue) as (keyof VendorCatalogue)[]).find((key) => catalogue[key].vendors.includes(vendor));
      launch.launchVendor(vendor, (found ?? vendor.gameType) as GameCategory);
    },
    [catalogue, launch],
  );

  const page: HomePageProps = {
    brandName: brand.name,
    banner: {
      status: statusOf(announcements),
      slides: bannerSlides,
      onSelect: onSelectBanner,
      ...(announcements.isError ? failureOf(announcements) : {}),
    },
    notices,
    onOpenNotice: announcementActions.openAnnouncement,
    menuItems,
    activeMenuItem: menuItem,
    onSelectMenuItem: onSelectMenuItem,
    content: content,
    recent: showsRecent
      ? {
          status: statusOf(recent),
          games: recentGames,
          page: recentPage,
          totalPages: recent.data?.totalPages ?? 1,
          onPageChange: setRecentPage,
          ...(recent.isError ? failureOf(recent) : {}),
        }
      : null,
    winners: {
      status: statusOf(winners),
      entries: winners.data ?? [],
      currencySymbol: balance.data?.currencySymbol ?? '',
      ...(winners.isError ? failureOf(winners) : {}),
    },
    favouriteIds: favourites.favouriteIds,
    onPlay: launch.launchGame,
    onToggleFavourite: favourites.toggleFavourite,
    imageUrlOfVendor: imageUrlOfVendor,
    onOpenVendor,
  };
  // Each query's answer re-renders this screen synchronously (TanStack Query subscribes with
  // useSyncExternalStore). The page itself follows a deferred copy of its props: React renders it in a
  // transition, in slices that leave the main thread free, instead of one long task per answer (Lighthouse TBT).
  const deferredPage = useDeferredValue(page);
  return <DeferredHomePage {...deferredPage} />;
}
