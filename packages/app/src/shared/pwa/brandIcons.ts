import { crc32, deflateSync } from 'node:zlib';

/**
 * The lite app's icons, drawn at build time from the brand's tokens (vite.config.ts): the static shell's three dots
 * in the brand's accent on its canvas colour, so the home-screen icon, the splash and the first paint are one
 * picture. Full-bleed squares: the dots sit well inside the maskable safe zone (the centre circle of 80 %), so the
 * same drawing serves the "any" and the "maskable" icons. Build-time only (Node's zlib): never in the app's bundle.
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `size`×`size`: the dots in `mark` on `background` (colours as #rrggbb). */
export function brandIconPng(size: number, background: string, mark: string): Buffer {
  const bg = parseHex(background);
  const fg = parseHex(mark);
  const radius = size * 0.075;
  const centres = [-1, 0, 1].map((step) => size / 2 + step * size * 0.2);
  const samples = 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      // Coverage of the pixel by the dots, from a 4×4 grid of samples (smooth edges without a drawing library).
      let inside = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          if (centres.some((cx) => (px - cx) ** 2 + (py - size / 2) ** 2 <= radius ** 2)) inside++;
        }
      }
      const cover = inside / samples ** 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(bg[c]! + (fg[c]! - bg[c]!) * cover);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour (RGB)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
