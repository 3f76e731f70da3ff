import { seededRandom } from '../seed/random';

/**
 * The demo platform's pictures, drawn here rather than fetched (no network): a game icon is coloured shapes and the
 * game's initials; a vendor card and a vendor logo are the vendor's name on a coloured ground. Plain SVG with no
 * script, served as `image/svg+xml` by the demo handlers (`/__demo/icon/…`, `/__demo/images/…`).
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** Two letters for the icon: the first of each of the first two words, or the first two of a single word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  const letters = second !== undefined ? [graphemes(first)[0], graphemes(second)[0]] : graphemes(first).slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/** A hue from a seed number, spread around the wheel. */
function hueOf(seed: number): number {
  return Math.floor(seededRandom(seed >>> 0)() * 360);
}

export function gameIconSvg(nodeId: number, name: string): string {
  const random = seededRandom((nodeId * 2654435761) >>> 0);
  const hue = hueOf(nodeId);
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const h = (hue + 40 + Math.floor(random() * 200)) % 360;
    const x = Math.round(random() * 200);
    const y = Math.round(random() * 200);
    const size = 30 + Math.round(random() * 70);
    const fill = `hsl(${h} 80% 60% / 0.55)`;
    if (random() < 0.5) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`);
    else
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="8" fill="${fill}" ` +
          `transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`,
      );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 20%)"/>` +
    `</linearGradient></defs><rect width="200" height="200" fill="url(#g)"/>${shapes.join('')}` +
    `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" ` +
    `font-weight="700" fill="#fff" stroke="rgb(0 0 0 / 0.35)" stroke-width="2">${escapeXml(initialsOf(name))}</text>` +
    `</svg>`
  );
}

function codeHash(code: string): number {
  let h = 2166136261;
  for (const ch of code) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** A vendor card's large picture: the display name on a coloured ground (docs/protocol.md `lagerIcon`). */
export function vendorCardSvg(code: string, displayName: string): string {
  const hue = hueOf(codeHash(code));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img">` +
    `<title>${escapeXml(displayName)}</title>` +
    `<rect width="320" height="160" rx="16" fill="hsl(${hue} 60% 30%)"/>` +
    `<circle cx="270" cy="40" r="70" fill="hsl(${(hue + 40) % 360} 70% 50% / 0.4)"/>` +
    `<text x="24" y="96" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#fff">` +
    `${escapeXml(displayName)}</text></svg>`
  );
}

/** A vendor's logo (§3 vendor image path, "-WHITE"): the code in white on a transparent ground. */
export function vendorLogoSvg(code: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60" role="img">` +
    `<title>${escapeXml(code)}</title>` +
    `<text x="80" y="30" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" ` +
    `font-weight="800" fill="#fff">${escapeXml(code)}</text></svg>`
  );
}
