import { seededRandom } from '../seed/random';
import { DEMO_GAME_PAGE_PATH } from '../seed/games';
import { escapeXml } from './icons';

/**
 * The demo game (`/__demo/game`): where a launch of the demo platform leads. Plain HTML and CSS with no script at all
 * (the app runs under a CSP without inline script, and so does this page): "Spin" is a form that asks for the next
 * spin, whose result is drawn from the game and the spin number, so the same spin always shows the same reels.
 */

export interface DemoGamePageInput {
  readonly name: string;
  readonly vendor: string | null;
  readonly nodeId: number | null;
  /** The spin to show; 0 shows the machine before the first spin. */
  readonly spin: number;
  readonly mode: 'real' | 'free';
  /** The launch ticket the page was opened with: the Spin form carries it on, so a spin needs the live session too. */
  readonly ticket?: string | null;
}

/** The page's own policy: no script, styles only inline, forms only to itself; it may be framed by the app. */
export const DEMO_GAME_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7'];
const STYLE = `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #120d24; color: #f5f3ff; }
  main { width: min(92vw, 28rem); padding: 1.5rem; border-radius: 1rem; background: #221a40; text-align: center; }
  h1 { margin: 0 0 .25rem; font-size: 1.4rem; overflow-wrap: anywhere; }
  p { margin: .25rem 0; color: #c4bdea; }
  .reels { display: flex; gap: .5rem; justify-content: center; margin: 1.25rem 0; }
  .reel { width: 4.5rem; height: 4.5rem; display: grid; place-items: center; font-size: 2.5rem; border-radius: .75rem;
    background: #f5f3ff; color: #221a40; font-weight: 800; }
  .result { min-height: 1.5rem; font-weight: 600; color: #fde68a; }
  button { font: inherit; font-weight: 700; padding: .75rem 2.5rem; border: 0; border-radius: 999px; cursor: pointer;
    background: linear-gradient(#fbbf24, #f59e0b); color: #221a40; }
  button:focus-visible { outline: 3px solid #fde68a; outline-offset: 3px; }
  .mode { font-size: .85rem; }
`;

/** The three symbols of a spin, and what it pays (in demo credits). */
export function demoSpin(nodeId: number, spin: number): { readonly reels: readonly string[]; readonly win: number } {
  const random = seededRandom((Math.imul(nodeId, 7919) + spin * 104729) >>> 0);
  const reels = [0, 1, 2].map(() => SYMBOLS[Math.floor(random() * SYMBOLS.length)] ?? '7');
  const [a, b, c] = reels;
  const win = a === b && b === c ? 50 : a === b || b === c ? 5 : 0;
  return { reels, win };
}

export function renderDemoGamePage(input: DemoGamePageInput): string {
  const name = escapeXml(input.name);
  const spin = input.spin > 0 && input.nodeId !== null ? demoSpin(input.nodeId, input.spin) : null;
  const reels = (spin?.reels ?? ['?', '?', '?'])
    .map((symbol) => `<div class="reel" aria-hidden="true">${escapeXml(symbol)}</div>`)
    .join('');
  const result =
    spin === null
      ? 'Press Spin to play.'
      : `Spin ${input.spin}: ${spin.reels.join(' ')} ${spin.win > 0 ? `You win ${spin.win} credits!` : 'No win.'}`;
  const hidden: [string, string][] = [
    ['name', input.name],
    ['mode', input.mode],
    ['spin', String(input.spin + 1)],
  ];
  if (input.nodeId !== null) hidden.unshift(['nodeId', String(input.nodeId)]);
  if (input.vendor !== null) hidden.push(['vendor', input.vendor]);
  if (input.ticket) hidden.push(['ticket', input.ticket]);
  const fields = hidden
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeXml(value)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} (demo game)</title>` +
    `<style>${STYLE}</style></head><body><main>` +
    `<h1>${name}</h1>` +
    (input.vendor ? `<p>${escapeXml(input.vendor)}</p>` : '') +
    `<p class="mode">${input.mode === 'real' ? 'Demo credits (real-money mode)' : 'Free play'}</p>` +
    `<div class="reels">${reels}</div>` +
    `<p class="result" role="status">${escapeXml(result)}</p>` +
    `<form method="get" action="${DEMO_GAME_PAGE_PATH}">${fields}<button type="submit">Spin</button></form>` +
    `</main></body></html>`
  );
}
