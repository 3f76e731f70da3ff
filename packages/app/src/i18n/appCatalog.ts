import type { i18n } from 'i18next';
import { uiLocaleFolder } from '@atrium/ui/i18n/loaders';
import { isUiLocale } from '@atrium/ui/i18n/locales';

type Tree = { [key: string]: string | Tree };

/** The app's own namespace in each language but English (which ships with start-up), one small chunk each. */
const catalogs = import.meta.glob<Tree>(['./*/app.json', '!./en/app.json'], { import: 'default' });

/** Adds the `app` namespace of `locale` to the instance (a no-op for English or once loaded). */
export async function loadAppLocale(instance: i18n, locale: string): Promise<void> {
  if (locale === 'en' || !isUiLocale(locale) || instance.hasResourceBundle(locale, 'app')) return;
  const load = catalogs[`./${uiLocaleFolder(locale)}/app.json`];
  if (load) instance.addResourceBundle(locale, 'app', await load(), true, true);
}
