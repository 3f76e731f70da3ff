/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which brand this build is for (packages/app/src/config/brands.ts). */
  readonly VITE_BRAND?: string;
  /** The platform's origin and prefix; '' (the default) means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Overrides the brand's merchant code. */
  readonly VITE_MERCHANT_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
