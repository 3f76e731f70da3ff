import { bytesToBase64 } from '../../crypto/base64';

/**
 * The demo platform's captcha image (docs/protocol.md "Captcha: `value` is a bare base64 PNG"): the digits drawn with a
 * 3×5 bitmap font on a small greyscale image, a little seeded noise, stored (uncompressed) deflate. No canvas, no
 * network, no dependency: just enough PNG for an <img> to show.
 */

const FONT: Readonly<Record<string, readonly string[]>> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '010', '010', '010'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
};

const SCALE = 4;
const MARGIN = 6;
const GAP = 4;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** zlib stream of stored deflate blocks (RFC 1950/1951): no compression, always valid. */
function zlibStored(data: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const BLOCK = 65_535;
  for (let offset = 0; offset === 0 || offset < data.length; offset += BLOCK) {
    const chunk = data.subarray(offset, offset + BLOCK);
    const isLast = offset + BLOCK >= data.length;
    out.push(
      isLast ? 1 : 0,
      chunk.length & 0xff,
      chunk.length >>> 8,
      ~chunk.length & 0xff,
      (~chunk.length >>> 8) & 0xff,
    );
    for (const byte of chunk) out.push(byte);
  }
  out.push(...u32(adler32(data)));
  return Uint8Array.from(out);
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** An 8-bit greyscale PNG of the given pixel rows (one byte per pixel). */
export function encodeGreyscalePng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Uint8Array.from([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The captcha text drawn as a PNG, base64 (no data: prefix). `random` adds speckles and a vertical jitter. */
export function captchaPngBase64(text: string, random: () => number): string {
  const digits = [...text].filter((ch) => FONT[ch] !== undefined);
  const width = MARGIN * 2 + digits.length * 3 * SCALE + Math.max(0, digits.length - 1) * GAP;
  const height = MARGIN * 2 + 5 * SCALE + 4;
  const pixels = new Uint8Array(width * height).fill(0xf4);
  for (let i = 0; i < pixels.length; i += 1) if (random() < 0.06) pixels[i] = 0xb0;
  digits.forEach((digit, index) => {
    const rows = FONT[digit] ?? [];
    const left = MARGIN + index * (3 * SCALE + GAP);
    const top = MARGIN + Math.floor(random() * 5);
    rows.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy += 1)
          for (let dx = 0; dx < SCALE; dx += 1) pixels[(top + y * SCALE + dy) * width + left + x * SCALE + dx] = 0x20;
      });
    });
  });
  return bytesToBase64(encodeGreyscalePng(width, height, pixels));
}
