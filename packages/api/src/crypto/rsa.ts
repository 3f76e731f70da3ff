/**
 * Textbook RSA (no padding) for the encrypted body's key exchange, docs/protocol.md "The encrypted body" step 3, over
 * BigInt: no library on either side.
 *
 * How the key becomes an integer — our reading of step 3. The deployed client library (the classic JavaScript
 * "RSA.js"/RSAUtils family) packs a string's character codes little-endian into the plaintext integer:
 * m = Σ code(s[i]) · 256^i, zero-padded at the high end up to its chunk size. The client hands it the REVERSED
 * random key, so s[i] = key[len - 1 - i] and m = Σ code(key[len - 1 - i]) · 256^i, which is the ORIGINAL key's
 * bytes read big-endian: m = int(key). {@link rsaEncryptKeyHex} therefore takes the key as drawn (not reversed) and
 * builds m = int(key) directly; the reversal and the little-endian packing cancel out and appear nowhere in code.
 * The server side, {@link rsaDecryptKeyHex}, recovers the key as the big-endian bytes of c^d mod n with leading
 * zero bytes dropped, which gives back the original key.
 *
 * Output format: that library writes the ciphertext as whole 16-bit digits, most significant first, in lower-case
 * hex, so its length is a multiple of 4 and leading zeros may appear; we write the same, and accept any hex when
 * reading (case-insensitive, leading zeros allowed).
 */

export type RsaErrorCode = 'bad_hex' | 'bad_key' | 'message_too_large';

export class RsaError extends Error {
  readonly code: RsaErrorCode;
  constructor(code: RsaErrorCode, message: string) {
    super(message);
    this.name = 'RsaError';
    this.code = code;
  }
}

export const RSA_PUBLIC_EXPONENT = 0x10001n;

/** A hex string (optional `0x`, no sign, no whitespace) as a BigInt; throws {@link RsaError} `bad_hex`. */
export function parseHexBigInt(hex: string, what: string): bigint {
  const digits = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw new RsaError('bad_hex', `${what} is not a hex number`);
  return BigInt(`0x${digits}`);
}

/** base^exponent mod modulus by left-to-right square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 0n) throw new RangeError('modulus must be positive');
  if (exponent < 0n) throw new RangeError('exponent must be non-negative');
  if (modulus === 1n) return 0n;
  const b = ((base % modulus) + modulus) % modulus;
  let result = 1n;
  for (let bit = BigInt(exponent.toString(2).length - 1); bit >= 0n; bit--) {
    result = (result * result) % modulus;
    if ((exponent >> bit) & 1n) result = (result * b) % modulus;
  }
  return result;
}

/** The hex of n in whole 16-bit digits (4 hex characters each), lower case, as the deployed library writes it. */
function toDigitHex(n: bigint): string {
  const hex = n.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

function modulusFrom(modulusHex: string): bigint {
  const n = parseHexBigInt(modulusHex, 'RSA modulus');
  if (n < 3n) throw new RsaError('bad_key', 'RSA modulus is too small');
  return n;
}

/**
 * Encrypts the body key for the `Encryption` header: c = int(key)^e mod n, hex. The key is read as bytes, one per
 * character (the library uses character codes), so it must be non-empty with codes 1–255; it is 16 characters
 * from [A-Za-z0-9] in practice (see {@link rsaDecryptKeyHex} for why a 0 code would not survive). Throws
 * {@link RsaError}.
 */
export function rsaEncryptKeyHex(key16: string, modulusHex: string, exponent: bigint = RSA_PUBLIC_EXPONENT): string {
  const n = modulusFrom(modulusHex);
  if (key16.length === 0) throw new RsaError('bad_key', 'the key to encrypt is empty');
  let m = 0n;
  for (let i = 0; i < key16.length; i++) {
    const code = key16.charCodeAt(i);
    if (code < 1 || code > 0xff) throw new RsaError('bad_key', 'the key must be characters with codes 1 to 255');
    m = (m << 8n) | BigInt(code);
  }
  if (m >= n) throw new RsaError('message_too_large', 'the key is too large for this RSA modulus');
  return toDigitHex(modPow(m, exponent, n));
}

/**
 * The server side (demo platform): the key string from the `Encryption` header, as the big-endian bytes of
 * c^d mod n with leading zero bytes dropped, one character per byte. Throws {@link RsaError}.
 */
export function rsaDecryptKeyHex(cipherHex: string, modulusHex: string, privateExponentHex: string): string {
  const n = modulusFrom(modulusHex);
  const d = parseHexBigInt(privateExponentHex, 'RSA private exponent');
  const c = parseHexBigInt(cipherHex, 'RSA ciphertext');
  if (c >= n) throw new RsaError('message_too_large', 'the RSA ciphertext is not smaller than the modulus');
  let m = modPow(c, d, n);
  const codes: number[] = [];
  for (; m > 0n; m >>= 8n) codes.push(Number(m & 0xffn));
  return String.fromCharCode(...codes.reverse());
}

// ---- Demo key pairs ----

export interface DemoRsaKeyPair {
  /** n, lower-case hex without leading zeros (1024 bits: 256 characters), as `GET /wps/session/key/rsa` serves it. */
  readonly modulusHex: string;
  /** d, lower-case hex, for {@link rsaDecryptKeyHex}. The public exponent is always 0x10001. */
  readonly privateExponentHex: string;
}

/** sfc32 seeded through splitmix32: a small, fast, well-mixed PRNG; deterministic, NOT cryptographic. */
function seededRandom32(seed: number): () => number {
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
}

function randomBigInt(bits: number, next32: () => number): bigint {
  let n = 0n;
  for (let have = 0; have < bits; have += 32) n = (n << 32n) | BigInt(next32());
  return n & ((1n << BigInt(bits)) - 1n);
}

const SMALL_PRIMES = (() => {
  const primes: bigint[] = [];
  for (let p = 3; p < 2000; p += 2) {
    if (primes.every((q) => p % Number(q) !== 0)) primes.push(BigInt(p));
  }
  return primes;
})();

/** Miller–Rabin with `rounds` bases drawn from the PRNG (odd n > 3 only). */
function isProbablePrime(n: bigint, rounds: number, next32: () => number): boolean {
  for (const p of SMALL_PRIMES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  const bits = n.toString(2).length;
  witness: for (let round = 0; round < rounds; round++) {
    const a = 2n + (randomBigInt(bits, next32) % (n - 3n)); // in [2, n - 2]
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

/** A `bits`-bit prime with its top two bits set (so two of them make a full 2·bits-bit modulus) and gcd(e, p-1) = 1. */
function randomPrime(bits: number, next32: () => number): bigint {
  const top = 3n << BigInt(bits - 2);
  for (;;) {
    const candidate = randomBigInt(bits, next32) | top | 1n;
    if ((candidate - 1n) % RSA_PUBLIC_EXPONENT !== 0n && isProbablePrime(candidate, 24, next32)) return candidate;
  }
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new RangeError('not invertible');
  return ((oldS % m) + m) % m;
}

const demoKeyPairs = new Map<number, DemoRsaKeyPair>();

/**
 * The demo platform's RSA key pair for a seed: deterministic (same seed, same pair; the seed is taken as an unsigned
 * 32-bit integer), a 1024-bit modulus from two 512-bit primes found by Miller–Rabin over a seeded PRNG, e = 0x10001.
 * The first call per seed takes a moment (tens to hundreds of milliseconds); the result is cached. For the demo
 * only: the PRNG is not cryptographic and the seed is the whole secret.
 */
export function generateDemoRsaKeyPair(seed: number): DemoRsaKeyPair {
  if (!Number.isInteger(seed)) throw new RangeError('the demo RSA seed must be an integer');
  const key = seed >>> 0;
  const cached = demoKeyPairs.get(key);
  if (cached) return cached;
  const next32 = seededRandom32(key);
  const p = randomPrime(512, next32);
  let q = randomPrime(512, next32);
  while (q === p) q = randomPrime(512, next32);
  const n = p * q;
  const d = modInverse(RSA_PUBLIC_EXPONENT, (p - 1n) * (q - 1n));
  const pair: DemoRsaKeyPair = { modulusHex: n.toString(16), privateExponentHex: d.toString(16) };
  demoKeyPairs.set(key, pair);
  return pair;
}
