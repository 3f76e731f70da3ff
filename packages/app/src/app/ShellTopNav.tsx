import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { gameVendorsQueryOptions } from '@atrium/api';
import { decideGameLaunch, findRoute, topNavClick, topNavigation, type TopNavEntry, type Vendor } from '@atrium/domain';
import { TopNav, TopNavPlaceholder } from '@atrium/ui';
import { useAuthActions } from '../features/auth/useAuthActions';
import { useSession } from '../features/auth/useSession';
import { useApiClient } from '../shared/apiClient';
import { useLanguage } from '../shared/language';

/**
 * §2 Top navigation with its data: the categories that have vendors (the domain's `topNavigation`), and a click
 * that navigates or launches a category's only vendor (`topNavClick`, then the game-launch decision). Loaded lazily
 * by ShellLayout behind a placeholder of the same height: the entries need the vendor call anyway.
 */
export function ShellTopNav() {
  const client = useApiClient();
  const session = useSession();
  const auth = useAuthActions();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const vendors = useQuery(gameVendorsQueryOptions(client, { language: language.platformLanguage }));
  const catalogue = vendors.data?.catalogue;
  if (!catalogue) return <TopNavPlaceholder />;

  // Until the game launch of issue 8 lands, a vendor that starts in place or lists its games opens its category.
  const launchVendor = (entry: TopNavEntry, vendor: Vendor) => {
    const decision = decideGameLaunch(
      { kind: 'vendor', vendor },
      { role: session.role, language: language.platformLanguage },
    );
    if (decision.kind === 'login') auth.openLogin();
    else if (decision.kind === 'realAccountRequired') auth.guard('startGame');
    else void navigate(decision.kind === 'route' ? decision.path : entry.path);
  };

  return (
    <TopNav
      entries={topNavigation(catalogue)}
      activeCategory={findRoute(location.pathname)?.category ?? (location.pathname === '/' ? 'HOME' : null)}
      onEntrySelect={(entry, event) => {
        const click = topNavClick(entry.category, catalogue);
        if (click.kind === 'launch') {
          event.preventDefault();
          launchVendor(entry, click.vendor);
        }
      }}
      onVendorSelect={launchVendor}
    />
  );
}
