import { Outlet } from 'react-router';
import { AnnouncementHost } from '../features/announcements/AnnouncementHost';
import { GameLaunchHost } from '../features/games/GameLaunchHost';
import { ShellLayout } from './ShellLayout';

/** Every route but the agent view sits in the page frame of spec §2 (header, side menu, footer per route). */
export function RootLayout() {
  return (
    <ShellLayout>
      <Outlet />
      <AnnouncementHost />
      <GameLaunchHost />
    </ShellLayout>
  );
}
