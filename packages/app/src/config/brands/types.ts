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
  /** The body that issued the licence, named beside it in the footer ("Licensed by …"); absent, the number alone. */
  readonly regulator?: string | undefined;
  /** Social links shown in the footer, only those configured (§2 Footer). */
  readonly socialLinks: Readonly<
    Partial<Record<'youtube' | 'facebook' | 'instagram' | 'whatsapp' | 'messenger' | 'telegram', string>>
  >;
  /**
   * §1/§2 app download: the links the QR codes encode (the iOS one gets language and token added); the side menu
   * shows iOS and Android, /download all three. `lite` may be a path on this site: `/download?install=lite` is the
   * lite app's install flow, encoded with the origin the page is served from.
   */
  readonly appDownloads?: { readonly ios?: string; readonly android?: string; readonly lite?: string } | undefined;
  /** §9 "Welcome bonus via a chat app: up to 131K": the amount /download names, or absent when the brand has none. */
  readonly welcomeBonusUpTo?: string | undefined;
  /** UI locales this brand offers, and the one it starts in when the browser matches none. */
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** §4/§9 "Default forcing password {secret}": a login with it forces a password change; absent means none. */
  readonly defaultPassword?: string | undefined;
  /**
   * §5/§9 "Age: 18 (parameter; 21 in one message and the birthday check)": the minimum age the birthday check and the
   * age confirmation ask for; absent means 18 (a market requiring 21 sets 21).
   */
  readonly minimumAge?: number | undefined;
  /** Whether the platform enforces password expiry (§4 "expired with expiry enabled"); absent means it does. */
  readonly passwordExpiryEnabled?: boolean | undefined;
}
