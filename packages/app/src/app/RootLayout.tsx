import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PagePending } from '@atrium/ui/layout';
import { AnnouncementHost } from '../features/announcements/AnnouncementHost';
import { GameLaunchHost } from '../shared/games/GameLaunchHost';
import { MemberOverlayHost } from '../features/member/MemberOverlayHost';
import { ContractPopupHost } from '../features/member/contracts/ContractPopupHost';
import { RouteGuard } from '../features/routing/RouteGuard';
import { RealityCheckSlot } from '../shared/saferPlay/RealityCheckSlot';
import { ScrollOnNavigate } from '../features/routing/ScrollOnNavigate';
import { ShellLayout } from './ShellLayout';
import { withText } from '../shared/lazy/lazyPage';

const loadAgentOverlay = withText(async () => (await import('../features/agent/AgentOverlay')).AgentOverlay);

/**
 * Every route but the agent view sits in the page frame of spec §2 (header, side menu, footer per route). The frame
 * paints without waiting for a page's code: the page's slot holds a screen's height until it arrives (first load);
 * later navigations keep the previous page meanwhile (the router navigates in a transition).
 */
export function RootLayout() {
  return (
    <ShellLayout>
      <ScrollOnNavigate />
      <RouteGuard>
        <Suspense fallback={<PagePending />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
      <AnnouncementHost />
      <GameLaunchHost />
      <MemberOverlayHost loadAgentOverlay={loadAgentOverlay} />
      <ContractPopupHost />
      <RealityCheckSlot />
    </ShellLayout>
  );
}
