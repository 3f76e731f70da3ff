/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which brand this build is for (packages/app/src/config/brands.ts). */
  readonly VITE_BRAND?: string;
  /** The platform's origin and prefix; '' (the default) means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Overrides the brand's merchant code. */
  readonly VITE_MERCHANT_CODE?: string;
  /** '1' builds a static demo: the demo platform runs in a service worker (src/app/demoWorker.ts). */
  readonly VITE_DEMO_WORKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
