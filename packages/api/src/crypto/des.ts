import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * Single DES (FIPS 46-3) in ECB mode with PKCS #7 padding: the legacy cipher of the platform's encrypted body and
 * of the customer-service paths (see docs/protocol.md). Browsers' Web Crypto has no DES, hence this small
 * implementation; it is written from the standard's tables, which are turned into lookup tables once at load:
 *  - IP and IP⁻¹ become, for each of the 8 input bytes and each byte value, the 64-bit output contribution;
 *  - the S-boxes merged with P become 8 "SP" tables of 64 words (the usual software form of f).
 * DES ignores the key's parity bits (the low bit of each byte), exactly as the standard says; no weak-key check.
 *
 * This is obfuscation-grade cryptography kept only for wire compatibility: never use it to protect anything.
 */

// ---- FIPS 46-3 tables (1-based bit numbers, bit 1 = most significant bit of the first byte) ----

const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24,
  16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31,
  23, 15, 7,
];

/*
 * E (the expansion) is not tabulated: its 8 rows are 32 1 2 3 4 5 / 4 5 6 7 8 9 / … / 28 29 30 31 32 1, i.e. row i
 * (0-based) is the 6 bits of R starting one bit before bit 4i+1, wrapping around. That is a rotation of R: row i is
 * the low 6 bits of R rotated right by 27 - 4i (mod 32). See `f` below.
 */

const P = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
];

/** S1…S8, each 4 rows of 16, row-major. */
const S: readonly (readonly number[])[] = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, 4, 1,
    14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, 0, 14,
    7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, 13, 6,
    4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, 10, 6,
    9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, 4, 2, 1,
    11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, 9, 14,
    15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, 1, 4,
    11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, 7, 11,
    4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 63, 55,
  47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];

const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30,
  40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

// ---- Derived lookup tables ----

/**
 * A 64-bit permutation as byte lookups: entry ((b * 256 + v) * 2) holds the high and low output words contributed
 * by input byte b having value v. The permuted block is the OR of 8 entries.
 */
function bytePermutation(table: readonly number[]): Uint32Array {
  const out = new Uint32Array(8 * 256 * 2);
  table.forEach((source, j) => {
    const s = source - 1;
    const mask = 0x80 >>> (s & 7);
    const word = j < 32 ? 0 : 1;
    const bit = (1 << (31 - (j & 31))) >>> 0;
    for (let v = 0; v < 256; v++) {
      if (v & mask) {
        const i = (((s >>> 3) << 8) | v) * 2 + word;
        out[i] = (out[i]! | bit) >>> 0;
      }
    }
  });
  return out;
}

const IP_TABLE = bytePermutation(IP);
const FP_TABLE = bytePermutation(
  // IP⁻¹ is the inverse permutation of IP: output bit IP[j] comes from input bit j + 1.
  IP.reduce<number[]>((inverse, source, j) => {
    inverse[source - 1] = j + 1;
    return inverse;
  }, []),
);

/** SP[i * 64 + x]: P applied to the 4-bit output of S-box i for the 6-bit input x, in place among the 32 bits. */
const SP = (() => {
  const out = new Uint32Array(8 * 64);
  for (let i = 0; i < 8; i++) {
    for (let x = 0; x < 64; x++) {
      const row = ((x >>> 4) & 2) | (x & 1);
      const col = (x >>> 1) & 15;
      const sOut = (S[i]![row * 16 + col]! << (28 - 4 * i)) >>> 0;
      let word = 0;
      P.forEach((source, j) => {
        if ((sOut >>> (32 - source)) & 1) word |= 1 << (31 - j);
      });
      out[i * 64 + x] = word >>> 0;
    }
  }
  return out;
})();

// ---- Errors ----

export type DesErrorCode = 'bad_key' | 'bad_length' | 'bad_padding' | 'bad_base64' | 'bad_utf8';

export class DesError extends Error {
  readonly code: DesErrorCode;
  constructor(code: DesErrorCode, message: string) {
    super(message);
    this.name = 'DesError';
    this.code = code;
  }
}

// ---- The cipher ----

/**
 * PC1, the 16 left shifts of C and D, and PC2 composed once: ROUND_KEY_BITS[round * 48 + j] is the (0-based) key
 * bit that becomes bit j + 1 of round key round + 1.
 */
const ROUND_KEY_BITS = (() => {
  const cd = PC1.map((source) => source - 1); // C = cd[0..27], D = cd[28..55], as key bit indexes
  const out = new Uint8Array(16 * 48);
  SHIFTS.forEach((shift, round) => {
    for (let s = 0; s < shift; s++) {
      cd.splice(27, 0, cd.shift()!); // rotate C left by one
      cd.push(cd.splice(28, 1)[0]!); // rotate D left by one
    }
    PC2.forEach((source, j) => {
      out[round * 48 + j] = cd[source - 1]!;
    });
  });
  return out;
})();

/** The 16 round keys as 8 six-bit groups each (128 bytes), from an 8-byte key. */
function keySchedule(key8: Uint8Array): Uint8Array {
  if (key8.length !== 8) throw new DesError('bad_key', `DES needs an 8-byte key, got ${key8.length} bytes`);
  const keys = new Uint8Array(16 * 8);
  for (let j = 0; j < 16 * 48; j++) {
    const n = ROUND_KEY_BITS[j]!;
    const group = (j / 6) | 0;
    keys[group] = (keys[group]! << 1) | ((key8[n >>> 3]! >>> (7 - (n & 7))) & 1);
  }
  return keys;
}

function cryptBlock(src: Uint8Array, at: number, dst: Uint8Array, keys: Uint8Array, decrypt: boolean): void {
  let l = 0;
  let r = 0;
  for (let b = 0; b < 8; b++) {
    const i = ((b << 8) | src[at + b]!) * 2;
    l |= IP_TABLE[i]!;
    r |= IP_TABLE[i + 1]!;
  }
  for (let round = 0; round < 16; round++) {
    const k = (decrypt ? 15 - round : round) * 8;
    let f = 0;
    for (let i = 0; i < 8; i++) {
      const shift = (27 - 4 * i) & 31; // never 0, see E above
      f |= SP[(i << 6) | ((((r >>> shift) | (r << (32 - shift))) & 0x3f) ^ keys[k + i]!)]!;
    }
    const t = r;
    r = l ^ f;
    l = t;
  }
  // Pre-output is R16 L16 (the last round does not swap), then IP⁻¹.
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 8; b++) {
    const v = ((b < 4 ? r : l) >>> (24 - 8 * (b & 3))) & 0xff;
    const i = ((b << 8) | v) * 2;
    hi |= FP_TABLE[i]!;
    lo |= FP_TABLE[i + 1]!;
  }
  for (let b = 0; b < 4; b++) {
    dst[at + b] = hi >>> (24 - 8 * b);
    dst[at + 4 + b] = lo >>> (24 - 8 * b);
  }
}

/** DES-ECB with PKCS #7 padding (1 to 8 bytes, always present): output length is the next multiple of 8. */
export function desEcbEncrypt(plain: Uint8Array, key8: Uint8Array): Uint8Array {
  const keys = keySchedule(key8);
  const pad = 8 - (plain.length % 8);
  const out = new Uint8Array(plain.length + pad);
  out.set(plain);
  out.fill(pad, plain.length);
  for (let at = 0; at < out.length; at += 8) cryptBlock(out, at, out, keys, false);
  return out;
}

/** The inverse of {@link desEcbEncrypt}; throws {@link DesError} `bad_length` or `bad_padding`. */
export function desEcbDecrypt(cipher: Uint8Array, key8: Uint8Array): Uint8Array {
  const keys = keySchedule(key8);
  if (cipher.length === 0 || cipher.length % 8 !== 0) {
    throw new DesError(
      'bad_length',
      `DES-ECB ciphertext must be a non-empty multiple of 8 bytes, got ${cipher.length}`,
    );
  }
  const out = new Uint8Array(cipher.length);
  for (let at = 0; at < out.length; at += 8) cryptBlock(cipher, at, out, keys, true);
  const pad = out[out.length - 1]!;
  let ok = pad >= 1 && pad <= 8;
  for (let i = out.length - pad; ok && i < out.length; i++) ok = out[i] === pad;
  if (!ok) throw new DesError('bad_padding', 'DES-ECB plaintext has no valid PKCS #7 padding (wrong key or data)');
  return out.subarray(0, out.length - pad);
}

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The protocol's key rule: the first 8 bytes of the key string's UTF-8 encoding. */
export function desKeyFromString(key: string): Uint8Array {
  const bytes = utf8Encoder.encode(key);
  if (bytes.length < 8)
    throw new DesError('bad_key', `a DES key string needs at least 8 UTF-8 bytes, got ${bytes.length}`);
  return bytes.subarray(0, 8);
}

/** UTF-8 text → DES-ECB/PKCS #7 → base64, keyed by the first 8 bytes of `key` (UTF-8). */
export function desEncryptToBase64(text: string, key: string): string {
  return bytesToBase64(desEcbEncrypt(utf8Encoder.encode(text), desKeyFromString(key)));
}

/** The inverse of {@link desEncryptToBase64}; throws {@link DesError} on bad base64, length, padding or UTF-8. */
export function desDecryptFromBase64(b64: string, key: string): string {
  const keyBytes = desKeyFromString(key);
  const cipher = base64ToBytes(b64);
  if (cipher === null) throw new DesError('bad_base64', 'DES ciphertext is not valid base64');
  const plain = desEcbDecrypt(cipher, keyBytes);
  try {
    return utf8Decoder.decode(plain);
  } catch {
    throw new DesError('bad_utf8', 'DES plaintext is not valid UTF-8');
  }
}
