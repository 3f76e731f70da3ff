import type { Game, HomeMenuItem, Vendor } from '@atrium/domain/games';
import { VisuallyHidden } from 'radix-ui';
import { createElement, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../primitives/EmptyState';
import { Marquee } from '../../primitives/Marquee';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import { HomeBanner, type HomeBannerProps } from '../HomeBanner';
import { HomeMenu } from '../HomeMenu';
import { HomeSection, type HomeSectionItems } from '../HomeSection';
import type { HomeCategoryKey, HomeFailure, HomeLoadStatus } from '../types';
import { useLazyComponent } from '../useLazyComponent';
import type { WinnerBoardProps } from '../WinnerBoard';
import { Aside, Layout, Main, Page } from './HomePage.styles';

/**
 * Each of the home screen's answers renders the page again: the parts whose props are unchanged (the container
 * keeps them the same objects while their source is) skip that render, the banner's carousel and its slides above
 * all.
 */
const SameHomeBanner = memo(HomeBanner);
const SameMarquee = memo(Marquee);
const SameHomeMenu = memo(HomeMenu);

/** The winner board sits below the fold on a phone: its code loads after the page's first paint. */
const loadWinnerBoard = () => import('../WinnerBoard/WinnerBoard').then((m) => m.WinnerBoard);

/** One list on the home page: a §2 section, recent games, or the list of the menu's current item. */
export interface HomeListView extends HomeFailure {
  readonly category: HomeCategoryKey;
  readonly status: HomeLoadStatus;
  readonly content: HomeSectionItems;
  /** The 'more' link (only when the domain's `homeSectionHasMore`). */
  readonly moreHref?: string | null;
}

export type HomeContent =
  /** The menu's HOME item: the §2 sections in order (the domain's `homeSections`). */
  | { readonly kind: 'sections'; readonly sections: readonly HomeListView[] }
  /** Another menu item (favourites, hot, a category): its list, with 'no data' when empty. */
  | { readonly kind: 'list'; readonly list: HomeListView };

/** Recent games; a failure carries its message and retry (§8), as every list of the page does. */
export interface HomeRecentGames extends HomeFailure {
  readonly status: HomeLoadStatus;
  readonly games: readonly Game[];
  /** §9 recent on home: 6 per page. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
}

export interface HomePageProps {
  /** The brand's name: the page's heading reads "Welcome to {brand}". */
  readonly brandName: string;
  readonly banner: HomeBannerProps;
  /** The marquee's notice titles; pressing notice i calls `onOpenNotice(i)` (the announcement popup at i). */
  readonly notices: readonly string[];
  readonly onOpenNotice: (index: number) => void;
  readonly menuItems: readonly HomeMenuItem[];
  readonly activeMenuItem: HomeMenuItem;
  readonly onSelectMenuItem: (item: HomeMenuItem) => void;
  readonly content: HomeContent;
  /** Recent games: only for a logged-in player with some (the domain's `showsRecentOnHome`); null otherwise. */
  readonly recent: HomeRecentGames | null;
  readonly winners: WinnerBoardProps;
  readonly favouriteIds: ReadonlySet<number>;
  readonly onPlay: (game: Game) => void;
  readonly onToggleFavourite?: (game: Game) => void;
  readonly imageUrlOfVendor: (vendor: Vendor) => string;
  readonly onOpenVendor: (vendor: Vendor) => void;
}

/**
 * §2 Home page: the banner carousel, the notice marquee, the horizontal category menu, then the current item's
 * lists (under HOME: recent games for a logged-in player and the sections in spec order), and the winner board.
 * Every list has skeletons while loading and its own error with retry, so the page is never blank.
 */
export function HomePage(props: HomePageProps) {
  const { t } = useTranslation('ui');
  const WinnerBoard = useLazyComponent(loadWinnerBoard);
  const { content, recent, winners } = props;
  const cards = {
    favouriteIds: props.favouriteIds,
    onPlay: props.onPlay,
    onToggleFavourite: props.onToggleFavourite,
    imageUrlOfVendor: props.imageUrlOfVendor,
    onOpenVendor: props.onOpenVendor,
  };
  const renderList = (view: HomeListView, emptyText?: string) => (
    <HomeSection
      key={view.category}
      category={view.category}
      status={view.status}
      content={view.content}
      moreHref={view.moreHref}
      errorKey={view.errorKey}
      onRetry={view.onRetry}
      isRetrying={view.isRetrying}
      emptyText={emptyText}
      {...cards}
    />
  );
  const hasNoSections = content.kind === 'sections' && content.sections.length === 0;
  return (
    <Page>
      <VisuallyHidden.Root asChild>
        <h1>{t('HomePage.title', { brand: props.brandName })}</h1>
      </VisuallyHidden.Root>
      <SameHomeBanner {...props.banner} />
      <SameMarquee notices={props.notices} onSelect={props.onOpenNotice} />
      <SameHomeMenu items={props.menuItems} active={props.activeMenuItem} onSelect={props.onSelectMenuItem} />
      <Layout>
        <Main>
          {content.kind === 'list' ? (
            renderList(content.list, t('HomePage.noGames'))
          ) : (
            <>
              {recent && (
                <HomeSection
                  category="RECENT"
                  status={recent.status}
                  content={{ style: 'game', items: recent.games }}
                  errorKey={recent.errorKey}
                  onRetry={recent.onRetry}
                  isRetrying={recent.isRetrying}
                  footer={
                    <Pagination
                      page={recent.page}
                      totalPages={recent.totalPages}
                      onPageChange={recent.onPageChange}
                      label={t('HomePage.recentPages')}
                    />
                  }
                  {...cards}
                />
              )}
              {content.sections.map((section) => renderList(section))}
              {hasNoSections && <EmptyState message={t('HomePage.noGames')} />}
            </>
          )}
        </Main>
        <Aside>{WinnerBoard ? createElement(WinnerBoard, winners) : <Skeleton lines={5} />}</Aside>
      </Layout>
    </Page>
  );
}
