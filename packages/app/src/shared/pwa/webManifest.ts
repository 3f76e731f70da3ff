import type { BrandConfig } from '../../config/brands';

/** Where the brand's icons are emitted in the build (vite.config.ts), one folder per brand. */
export const iconPath = (brandId: string, name: 'icon-192' | 'icon-512' | 'maskable-512') =>
  `/brands/${brandId}/${name}.png`;

/** The colours of a brand's install surfaces: its default mode's canvas, and its accent for the mark. */
export function brandIconColours(brand: BrandConfig) {
  const colour = brand.theme.modes[brand.theme.defaultMode].color;
  return { background: colour.bg.canvas, mark: colour.accent.subtle };
}

/** The words in a brand's name that fit a home screen's label (Chromium cuts short names past about 12 letters). */
function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  return name.split(/\s+/)[0]?.slice(0, 12) ?? name.slice(0, 12);
}

/**
 * The web app manifest of a brand's build (the lite app, docs/decisions/0013-lite-app.md): its name, its default
 * mode's colours (the splash screen an installed app shows while it starts is the canvas the static shell paints)
 * and its icons. One build per brand, so changing VITE_BRAND changes the manifest.
 */
export function webManifest(brand: BrandConfig) {
  const { background } = brandIconColours(brand);
  return {
    id: '/',
    name: brand.name,
    short_name: shortNameOf(brand.name),
    description: brand.name,
    lang: brand.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'any' as const,
    theme_color: background,
    background_color: background,
    icons: [
      { src: iconPath(brand.id, 'icon-192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconPath(brand.id, 'icon-512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconPath(brand.id, 'maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The service worker's cache of the app's files beyond the precached shell (vite.config.ts, liteApp.ts). */
export const ASSETS_CACHE = 'atrium-assets';
