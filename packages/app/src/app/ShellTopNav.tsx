import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { gameVendorsQueryOptions } from '@atrium/api/games';
import { topNavClick, topNavigation } from '@atrium/domain/games';
import { findRoute } from '@atrium/domain/routes';
import { TopNav, TopNavPlaceholder } from '@atrium/ui/layout';
import { useGameLaunch } from '../shared/games/useGameLaunch';
import { useApiClient } from '../shared/apiClient';
import { useLanguage } from '../shared/language';

/** Renders only when its deferred props change (see ShellTopNav). */
const DeferredTopNav = memo(TopNav);

/**
 * §2 Top navigation with its data: the categories that have vendors (the domain's `topNavigation`), and a click
 * that navigates or launches a category's only vendor (`topNavClick`, then the game-launch decision). Loaded lazily
 * by ShellLayout behind a placeholder of the same height: the entries need the vendor call anyway.
 */
export function ShellTopNav() {
  const client = useApiClient();
  const { launchVendor } = useGameLaunch();
  const language = useLanguage();
  const location = useLocation();
  const vendors = useQuery(gameVendorsQueryOptions(client, { language: language.platformLanguage }));
  const catalogue = vendors.data?.catalogue;
  const nav: ComponentProps<typeof TopNav> | null = catalogue
    ? {
        entries: topNavigation(catalogue),
        activeCategory: findRoute(location.pathname)?.category ?? (location.pathname === '/' ? 'HOME' : null),
        onEntrySelect: (entry, event) => {
          const click = topNavClick(entry.category, catalogue);
          if (click.kind === 'launch') {
            event.preventDefault();
            launchVendor(click.vendor, entry.category);
          }
        },
        onVendorSelect: (entry, vendor) => launchVendor(vendor, entry.category),
      }
    : null;
  // The vendor answer (and every route change) re-renders this container synchronously; the navigation, with its
  // menus of vendors, renders afterwards from the deferred copy in a transition, sliced into short tasks, while the
  // placeholder (or the previous navigation) stays: the same height, so nothing shifts (docs/decisions/0006).
  const shown = useDeferredValue(nav, null);
  return shown ? <DeferredTopNav {...shown} /> : <TopNavPlaceholder />;
}
