import { regalBrand } from '@atrium/ui/theme';
import type { BrandConfig } from './types';

export const regalBrandConfig: BrandConfig = {
  id: 'regal',
  name: 'Regal Club',
  merchantCode: 'regalclub',
  apiBaseUrl: '',
  theme: regalBrand,
  licenceNumber: 'DEMO-REGAL-7777',
  regulator: 'Regal Bay Gaming Authority',
  socialLinks: {
    whatsapp: 'https://www.whatsapp.com/',
    messenger: 'https://www.messenger.com/',
    telegram: 'https://telegram.org/',
  },
  appDownloads: {
    ios: 'https://apps.regal.example/ios',
    android: 'https://apps.regal.example/android.apk',
    lite: '/download?install=lite',
  },
  locales: ['en', 'ar', 'zh-CN'],
  defaultLocale: 'en',
};
