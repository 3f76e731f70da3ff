import type { Brand } from '@atrium/ui/theme';

/** A brand's configuration (docs/architecture.md "White-label brands"): one file per brand in this folder. */
export interface BrandConfig {
  readonly id: string;
  /** The display name (header, titles). */
  readonly name: string;
  /** The tenant id on the platform, sent as the `Merchant` header. */
  readonly merchantCode: string;
  /** Where the platform answers; '' is the page's own origin. */
  readonly apiBaseUrl: string;
  /** The design tokens (packages/ui/src/theme/brands). */
  readonly theme: Brand;
  /** Gaming licence number shown in the footer (§2 Footer). */
  readonly licenceNumber: string;
  /** Social links shown in the footer, only those configured (§2 Footer). */
  readonly socialLinks: Readonly<
    Partial<Record<'youtube' | 'facebook' | 'instagram' | 'whatsapp' | 'messenger' | 'telegram', string>>
  >;
  /** §2 side menu download group: the app links the QR codes encode (the iOS one gets language and token added). */
  readonly appDownloads?: { readonly ios?: string; readonly android?: string } | undefined;
  /** UI locales this brand offers, and the one it starts in when the browser matches none. */
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** §4/§9 "Default forcing password {secret}": a login with it forces a password change; absent means none. */
  readonly defaultPassword?: string | undefined;
  /** Whether the platform enforces password expiry (§4 "expired with expiry enabled"); absent means it does. */
  readonly passwordExpiryEnabled?: boolean | undefined;
}
