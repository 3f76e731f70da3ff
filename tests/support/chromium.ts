/**
 * Debian's Chromium, launched the way these machines need (docs/toolchain.md "Browsers"): no tool may download its
 * own browser here, and without the background-networking flags Chromium floods the closed network.
 * Playwright gives every launch a fresh profile of its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
