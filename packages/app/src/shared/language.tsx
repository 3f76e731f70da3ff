import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { queryKeys } from '@atrium/api/queryKeys';
import { setMemberLanguage } from '@atrium/api/member';
import type { PlatformLanguageCode } from '@atrium/domain/i18n';
import { isUiLocale, loadUiLocale, localeDirection, UI_LOCALES, type UiLocale } from '@atrium/ui/i18n';
import { useApiClient } from './apiClient';
import {
  currentLocale,
  currentPlatformLanguage,
  LANGUAGE_STORAGE_KEY,
  safeLocalStorage,
  setCurrentLocale,
} from './currentLanguage';

/**
 * The language of the page (spec §4 "Language change: store language, tell server, update UI"; §3 "Stored: lang").
 * One place knows it: the UI catalogs, the page's lang and dir, the radix direction, and the `Language` header of
 * every call (the api client reads `currentPlatformLanguage()`). Queries whose keys hold the language (lobbies,
 * vendors, help) refetch by themselves; announcements are refreshed explicitly (§4: on language change).
 */

export interface LanguageValue {
  readonly locale: UiLocale;
  readonly direction: 'ltr' | 'rtl';
  readonly platformLanguage: PlatformLanguageCode;
  /** The UI languages offered. */
  readonly locales: readonly UiLocale[];
  /** Switches the whole page; `signedIn` decides whether the server stores the choice for the member. */
  readonly changeLanguage: (next: string, options: { readonly signedIn: boolean }) => Promise<void>;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({
  locales = UI_LOCALES,
  storage = safeLocalStorage(),
  children,
}: {
  readonly locales?: readonly UiLocale[];
  readonly storage?: Pick<Storage, 'setItem'> | null;
  readonly children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const initial = isUiLocale(i18n.language) ? i18n.language : 'en';
  const [locale, setLocale] = useState<UiLocale>(initial);
  const direction = localeDirection(locale);
  setCurrentLocale(locale);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = direction;
  }, [locale, direction]);

  const changeLanguage = useCallback(
    async (next: string, { signedIn }: { readonly signedIn: boolean }) => {
      if (!isUiLocale(next) || next === currentLocale()) return;
      await Promise.all([
        loadUiLocale(i18n, next),
        import('../i18n/appCatalog').then(({ loadAppLocale }) => loadAppLocale(i18n, next)),
      ]);
      await i18n.changeLanguage(next);
      setCurrentLocale(next);
      setLocale(next);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Blocked storage: the language still changes for this visit.
      }
      const language = currentPlatformLanguage();
      // Telling the server is not retried and its failure is not the user's problem: the page has changed already.
      void setMemberLanguage(client, { language, signedIn }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.announcements.all });
    },
    [client, i18n, queryClient, storage],
  );

  const value = useMemo<LanguageValue>(
    () => ({ locale, direction, platformLanguage: currentPlatformLanguage(), locales, changeLanguage }),
    [locale, direction, locales, changeLanguage],
  );
  return (
    <LanguageContext.Provider value={value}>
      <Direction.Provider dir={direction}>{children}</Direction.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}
