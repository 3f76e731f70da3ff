import { escapeXml } from './icons';

/**
 * The points mall's pictures on the demo platform (`/__demo/goods/<rewardId>.svg`): drawn here, no network. A cash
 * reward shows a stack of coins, a shipped good a gift box, on a ground whose hue follows the good's name. 4:3, the
 * shape the goods card keeps for its picture.
 */

export const DEMO_GOOD_PICTURE_BASE = '/__demo/goods';
export const DEMO_GOOD_PICTURE_WIDTH = 320;
export const DEMO_GOOD_PICTURE_HEIGHT = 240;

export const demoGoodPicturePath = (rewardId: string) => `${DEMO_GOOD_PICTURE_BASE}/${rewardId}.svg`;

function hueOf(name: string): number {
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return hue;
}

const COINS =
  [196, 176, 156]
    .map(
      (y) =>
        `<ellipse cx="160" cy="${y}" rx="70" ry="18" fill="#b7791f"/>` +
        `<rect x="90" y="${y - 18}" width="140" height="18" fill="#d69e2e"/>` +
        `<ellipse cx="160" cy="${y - 18}" rx="70" ry="18" fill="#f6e05e" stroke="#b7791f" stroke-width="3"/>`,
    )
    .join('') +
  '<circle cx="160" cy="92" r="44" fill="#f6e05e" stroke="#b7791f" stroke-width="6"/>' +
  '<text x="160" y="92" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" ' +
  'font-weight="800" fill="#975a16">$</text>';

const GIFT =
  '<rect x="96" y="110" width="128" height="96" rx="8" fill="#f7fafc"/>' +
  '<rect x="84" y="86" width="152" height="32" rx="8" fill="#edf2f7"/>' +
  '<rect x="150" y="86" width="20" height="120" fill="#e53e3e"/>' +
  '<path d="M160 86 C 130 50, 100 66, 120 86 Z M160 86 C 190 50, 220 66, 200 86 Z" fill="#e53e3e"/>';

/** The picture of a good: `kind` decides the drawing, `name` the colour and the title. */
export function goodPictureSvg(name: string, kind: 'CASH' | 'ITEM'): string {
  const hue = hueOf(name);
  const w = DEMO_GOOD_PICTURE_WIDTH;
  const h = DEMO_GOOD_PICTURE_HEIGHT;
  const sparkles = [
    [40, 40],
    [280, 56],
    [260, 200],
    [56, 190],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff" fill-opacity="0.7"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><radialGradient id="g" cx="50%" cy="45%" r="75%">` +
    `<stop offset="0" stop-color="hsl(${hue} 75% 50%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 18%)"/>` +
    `</radialGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${sparkles}` +
    (kind === 'CASH' ? COINS : GIFT) +
    '</svg>'
  );
}
