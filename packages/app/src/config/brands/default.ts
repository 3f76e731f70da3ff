import { UI_LOCALES } from '@atrium/ui/i18n/locales';
import { defaultBrand } from '@atrium/ui/theme';
import type { BrandConfig } from './types';

export const defaultBrandConfig: BrandConfig = {
  id: 'default',
  name: 'Atrium Demo',
  merchantCode: 'atriumdemo',
  apiBaseUrl: '',
  theme: defaultBrand,
  licenceNumber: 'DEMO-0000-2026',
  regulator: 'Demo Gaming Authority',
  socialLinks: { youtube: 'https://www.youtube.com/', telegram: 'https://telegram.org/' },
  appDownloads: {
    ios: 'https://apps.atrium.example/ios',
    android: 'https://apps.atrium.example/android.apk',
    lite: '/download?install=lite',
  },
  welcomeBonusUpTo: '131K',
  // Every language the UI ships: the demo brand shows them all (a real brand lists its markets' languages).
  locales: UI_LOCALES,
  defaultLocale: 'en',
  // The demo platform's default password (packages/api README "Demo accounts", defaultpw).
  defaultPassword: 'Aa123456',
};
