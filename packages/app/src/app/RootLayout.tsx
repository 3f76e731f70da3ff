import { Outlet } from 'react-router';
import { AnnouncementHost } from '../features/announcements/AnnouncementHost';
import { GameLaunchHost } from '../features/games/GameLaunchHost';
import { RouteGuard } from '../features/routing/RouteGuard';
import { ScrollOnNavigate } from '../features/routing/ScrollOnNavigate';
import { ShellLayout } from './ShellLayout';

/** Every route but the agent view sits in the page frame of spec §2 (header, side menu, footer per route). */
export function RootLayout() {
  return (
    <ShellLayout>
      <ScrollOnNavigate />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <AnnouncementHost />
      <GameLaunchHost />
    </ShellLayout>
  );
}
