import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@atrium/api/client';
import { retryTransientOnce } from '@atrium/api/errors';
import { FormsOfflineContext } from '@atrium/ui/forms';
import { LinkProvider, type LinkComponent } from '@atrium/ui/navigation';
import { ThemeRoot, type Mode } from '@atrium/ui/theme';
import type { BrandConfig } from '../config/brands';
import { ApiClientProvider } from '../shared/apiClient';
import { BrandProvider } from '../shared/brand';
import { ColourModeProvider } from '../shared/colourMode';
import { LanguageProvider } from '../shared/language';
import { useIsOnline } from '../shared/onlineStatus';

/**
 * Server state never retries a mutation on its own: money-moving calls must not repeat (README, Standards). A query
 * that does not say otherwise is asked once more after a transient failure (a 5xx, a time-out, a dropped
 * connection) and never after a final one (a malformed answer, a refusal): the page then shows its error and retry.
 * A part that mounts after the failure (a lazy menu, a dialog, the page behind a popup) shows that error too rather
 * than asking again on its own: how often a failing address is asked then depends on the user's retries, not on
 * how the page's parts happened to mount.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: retryTransientOnce, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}

export interface ProvidersProps {
  readonly brand: BrandConfig;
  readonly mode: Mode;
  readonly i18n: I18n;
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  readonly linkComponent?: LinkComponent;
  readonly children: ReactNode;
}

export function Providers({ brand, mode, i18n, client, queryClient, linkComponent, children }: ProvidersProps) {
  const content = (
    <BrandProvider brand={brand}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <LanguageProvider>
              <ColourModeProvider initialMode={mode}>
                {(current) => (
                  <ThemeRoot brand={brand.theme} mode={current}>
                    <FormsOffline>{children}</FormsOffline>
                  </ThemeRoot>
                )}
              </ColourModeProvider>
            </LanguageProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </BrandProvider>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{content}</LinkProvider> : content;
}

/**
 * Offline, every money form of the app (pages, popups, the agent view) disables its submit and says why: provided once
 * here, from the same online status as the offline notice, so no page can forget it.
 */
function FormsOffline({ children }: { readonly children: ReactNode }) {
  return <FormsOfflineContext.Provider value={!useIsOnline()}>{children}</FormsOfflineContext.Provider>;
}
