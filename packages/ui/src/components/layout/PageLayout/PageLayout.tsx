import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteLayout } from '@atrium/domain/routes';
import { Body, Content, Frame, Main, SkipLink, Sidebar } from './PageLayout.styles';
import { useIsDesktop } from './useIsDesktop';

// The phone drawer (a Radix dialog) loads the first time the menu opens: it is not needed for the first paint
// (docs/decisions/0006-performance.md).
const loadDrawer = () => import('../../primitives/Drawer');
const Drawer = lazy(async () => ({ default: (await loadDrawer()).Drawer }));

/** The side menu's element id: the header's menu button points at it with `aria-controls`. */
export const SIDE_MENU_ID = 'atrium-side-menu';
/** The main region's id: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface PageLayoutProps {
  /** The route's frame flags (`resolveRoute(…).layout` from @atrium/domain). */
  readonly layout: RouteLayout;
  /** The page header (it renders its own `<header>`); shown when `layout.header`. */
  readonly header?: ReactNode;
  /** The top navigation, under the header; shown with the header. */
  readonly topNav?: ReactNode;
  /** The side menu; shown when `layout.sideMenu`: a drawer below 1024 px, a sidebar from 1024 px. */
  readonly sideMenu?: ReactNode;
  /** The page footer (it renders its own `<footer>`); shown when `layout.footer`. */
  readonly footer?: ReactNode;
  /** The agent view's header; the only frame part when `layout.agentViewAlone`. */
  readonly agentHeader?: ReactNode;
  /** The floating mini-game; shown when `layout.miniGame`. */
  readonly miniGame?: ReactNode;
  /** Phones: whether the side-menu drawer is open (the header's menu button opens it). */
  readonly isMenuOpen?: boolean;
  readonly onMenuOpenChange?: (isOpen: boolean) => void;
  /** The page's content, inside the main region. */
  readonly children: ReactNode;
}

/**
 * The page templates of spec §2, chosen by the route's layout flags: full (header, top navigation, side menu,
 * content, footer, mini-game); no footer; no side menu; header and side menu only; the agent view alone. It owns
 * the skip link and the main landmark. Phones first: below 1024 px the side menu lives in a drawer, controlled by
 * `isMenuOpen`; following a link inside it closes it.
 */
export function PageLayout({
  layout,
  header,
  topNav,
  sideMenu,
  footer,
  agentHeader,
  miniGame,
  isMenuOpen = false,
  onMenuOpenChange,
  children,
}: PageLayoutProps) {
  const { t } = useTranslation('ui');
  const isDesktop = useIsDesktop();
  // Once opened, the drawer stays mounted so it can animate closed and reopen at once.
  const [hasOpenedMenu, setHasOpenedMenu] = useState(isMenuOpen);
  if (isMenuOpen && !hasOpenedMenu) setHasOpenedMenu(true);
  const hasSideMenu = layout.sideMenu && !layout.agentViewAlone && sideMenu !== undefined;
  const needsDrawer = hasSideMenu && !isDesktop;
  // On a phone, fetch the drawer's code once the page is up, so the first tap on the menu opens it at once.
  useEffect(() => {
    if (needsDrawer) void loadDrawer();
  }, [needsDrawer]);

  // The drawer has no place on a wide screen: a drawer left open while the window widened is closed.
  useEffect(() => {
    if (isDesktop && isMenuOpen) onMenuOpenChange?.(false);
  }, [isDesktop, isMenuOpen, onMenuOpenChange]);

  const main = (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Main>
  );

  // The skip link moves the focus itself (not every browser focuses a fragment's target) and leaves the address
  // alone (a hash in the address means "scroll to this" to the app's router, §2).
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const skipLink = (
    <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('PageLayout.skipToContent')}
    </SkipLink>
  );

  if (layout.agentViewAlone) {
    return (
      <Frame>
        {skipLink}
        {agentHeader}
        {main}
      </Frame>
    );
  }

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onMenuOpenChange?.(false);
  };

  return (
    <Frame>
      {skipLink}
      {layout.header && header}
      {layout.header && topNav}
      <Body>
        {hasSideMenu && isDesktop && <Sidebar id={SIDE_MENU_ID}>{sideMenu}</Sidebar>}
        <Content>
          {main}
          {layout.footer && footer}
        </Content>
      </Body>
      {layout.miniGame && miniGame}
      {hasSideMenu && !isDesktop && hasOpenedMenu && (
        <Suspense fallback={null}>
          <Drawer title={t('PageLayout.menu')} isOpen={isMenuOpen} onOpenChange={onMenuOpenChange}>
            <div id={SIDE_MENU_ID} onClickCapture={closeOnLink}>
              {sideMenu}
            </div>
          </Drawer>
        </Suspense>
      )}
    </Frame>
  );
}
