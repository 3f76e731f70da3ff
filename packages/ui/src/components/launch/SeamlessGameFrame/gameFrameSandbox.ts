/**
 * The sandbox of the game frame: as tight as a game allows. Every game may run script, submit its forms, open a
 * cashier or help window and lock the pointer; it may never navigate the app's page (no allow-top-navigation) nor
 * open modals over it. A game of another origin keeps its own origin (its storage and cookies work), which cannot
 * reach the app. A game served from the app's own origin does not: with both scripts and the same origin it could
 * lift its own sandbox and read the app's session, so it runs with an opaque origin.
 */
const ALWAYS = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-pointer-lock'];

export function gameFrameSandbox(url: string, pageOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(url, pageOrigin).origin;
  } catch {
    return ALWAYS.join(' ');
  }
  return (origin === pageOrigin ? ALWAYS : [...ALWAYS, 'allow-same-origin']).join(' ');
}

/** Only http(s) addresses and paths of the page's own origin are ever framed (the api checked it too). */
export function isFramableGameUrl(url: string, pageOrigin: string): boolean {
  try {
    const parsed = new URL(url, pageOrigin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
