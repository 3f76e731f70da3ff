import { lumenBrand } from '@atrium/ui/theme';
import type { BrandConfig } from './types';

export const lumenBrandConfig: BrandConfig = {
  id: 'lumen',
  name: 'Lumen Play',
  merchantCode: 'lumenplay',
  apiBaseUrl: '',
  theme: lumenBrand,
  licenceNumber: 'DEMO-LUMEN-0420',
  regulator: 'Lumen Isle Gaming Commission',
  socialLinks: { facebook: 'https://www.facebook.com/', instagram: 'https://www.instagram.com/' },
  appDownloads: {
    ios: 'https://apps.lumen.example/ios',
    android: 'https://apps.lumen.example/android.apk',
    lite: '/download?install=lite',
  },
  locales: ['en', 'zh-CN'],
  defaultLocale: 'en',
};
