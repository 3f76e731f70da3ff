/**
 * The encrypted body ("enc" in the spec), docs/protocol.md "The encrypted body" step 4, both ends:
 *  - client: {@link encryptBody} turns a JSON payload into `{ value }` plus the `Encryption`, `X-Digest` and `X-RSA`
 *    headers, given the modulus from `GET /wps/session/key/rsa` and a 16-character random key ({@link randomKey16});
 *  - demo platform: {@link decryptBody} checks and opens such a request with the matching key pair.
 * It adds nothing to TLS; it exists only so that a real backend of this family accepts Atrium's requests.
 */
import { DesError, desDecryptFromBase64, desEncryptToBase64 } from './des';
import { RsaError, parseHexBigInt, rsaDecryptKeyHex, rsaEncryptKeyHex } from './rsa';

export type EnvelopeErrorCode =
  /** The request lacks its `value` or one of the three headers (the platform's 400 code, verbatim). */
  | 'request_body_required'
  /** `X-RSA` names a modulus other than the server's current one (the client should fetch the key again). */
  | 'rsa_key_mismatch'
  /** Everything is present but does not open: digest ≠ value, bad RSA or DES data, wrong key, not JSON. */
  | 'request_decrypt_failed'
  /** Client side: the payload has no JSON form (e.g. `undefined`). */
  | 'payload_not_json'
  /** Client side: the random key is not 16 characters from [A-Za-z0-9], or the modulus is unusable. */
  | 'bad_key';

export class EnvelopeError extends Error {
  readonly code: EnvelopeErrorCode;
  constructor(code: EnvelopeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EnvelopeError';
    this.code = code;
  }
}

/** A type alias (not an interface) so it can be passed straight to `fetch` as `HeadersInit`. */
export type EncryptedBodyHeaders = {
  /** The random key, RSA-encrypted (textbook, e = 0x10001), hex. */
  readonly Encryption: string;
  /** The DES base64 again, exactly the body's `value`. */
  readonly 'X-Digest': string;
  /** The modulus hex the key was encrypted under, as fetched (trimmed). */
  readonly 'X-RSA': string;
};

export interface EncryptedBody {
  readonly body: { readonly value: string };
  readonly headers: EncryptedBodyHeaders;
}

export interface EnvelopeKeyPair {
  readonly modulusHex: string;
  readonly privateExponentHex: string;
}

/** Either a fetch `Headers`-like object or a plain record (any name case, e.g. Node's lower-cased `req.headers`). */
export type HeaderSource =
  { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface EncryptedRequest {
  /** The parsed JSON body's `value` (anything; only a non-empty string is acceptable). */
  readonly value: unknown;
  readonly headers: HeaderSource;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_KEY = /^[A-Za-z0-9]{16}$/;

/**
 * 16 characters drawn uniformly from [A-Za-z0-9] using the caller's randomness (e.g.
 * `(n) => crypto.getRandomValues(new Uint8Array(n))`): bytes ≥ 248 are rejected so that `byte % 62` is unbiased.
 */
export function randomKey16(randomBytes: (n: number) => Uint8Array): string {
  let key = '';
  for (let attempt = 0; key.length < 16; attempt++) {
    if (attempt >= 64) throw new Error('randomKey16: the random source keeps returning unusable bytes');
    for (const byte of randomBytes(16 - key.length)) {
      if (byte < 248 && key.length < 16) key += KEY_ALPHABET[byte % 62]!;
    }
  }
  return key;
}

/**
 * Client side, step 4: `value` = DES-ECB/PKCS #7 of the payload's JSON (UTF-8) under the first 8 bytes of
 * `randomKey`, base64; `Encryption` = the key under textbook RSA (see rsa.ts for how the protocol's reversal is
 * read); `X-Digest` = `value` again; `X-RSA` = the modulus as fetched. Throws {@link EnvelopeError}.
 */
export function encryptBody(payload: unknown, modulusHex: string, randomKey: string): EncryptedBody {
  if (!RANDOM_KEY.test(randomKey))
    throw new EnvelopeError('bad_key', 'the body key must be 16 characters from [A-Za-z0-9]');
  const json = JSON.stringify(payload) as string | undefined;
  if (json === undefined) throw new EnvelopeError('payload_not_json', 'the payload has no JSON representation');
  const modulus = modulusHex.trim();
  let encryption: string;
  try {
    encryption = rsaEncryptKeyHex(randomKey, modulus);
  } catch (error) {
    throw new EnvelopeError('bad_key', 'the RSA modulus cannot encrypt the body key', { cause: error });
  }
  const value = desEncryptToBase64(json, randomKey);
  return { body: { value }, headers: { Encryption: encryption, 'X-Digest': value, 'X-RSA': modulus } };
}

function isHeadersLike(headers: HeaderSource): headers is { get(name: string): string | null } {
  return typeof headers.get === 'function';
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (isHeadersLike(headers)) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, raw] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const value = typeof raw === 'string' ? raw : raw?.[0];
    if (value !== undefined) return value;
  }
  return undefined;
}

function sameModulus(a: string, b: string): boolean {
  try {
    return parseHexBigInt(a.trim(), 'X-RSA') === parseHexBigInt(b.trim(), 'modulus');
  } catch {
    return false;
  }
}

/**
 * Server side (demo platform): checks the three headers and opens the body, returning the parsed payload.
 * Throws {@link EnvelopeError}: `request_body_required` when the value or a header is missing or empty,
 * `rsa_key_mismatch` when `X-RSA` is not this key pair's modulus, `request_decrypt_failed` for anything else
 * (digest differs from value, undecryptable key or body, not JSON).
 */
export function decryptBody(request: EncryptedRequest, keyPair: EnvelopeKeyPair): unknown {
  const encryption = header(request.headers, 'Encryption')?.trim();
  const digest = header(request.headers, 'X-Digest')?.trim();
  const rsa = header(request.headers, 'X-RSA')?.trim();
  const { value } = request;
  if (typeof value !== 'string' || value === '' || !encryption || !digest || !rsa) {
    throw new EnvelopeError('request_body_required', 'the encrypted body or one of its headers is missing');
  }
  if (!sameModulus(rsa, keyPair.modulusHex)) {
    throw new EnvelopeError('rsa_key_mismatch', 'X-RSA is not the current RSA key');
  }
  if (digest !== value) throw new EnvelopeError('request_decrypt_failed', 'X-Digest does not match the body');
  try {
    // Any key of at least 8 bytes is accepted here (DES uses its first 8), as a server of this family would.
    const key = rsaDecryptKeyHex(encryption, keyPair.modulusHex, keyPair.privateExponentHex);
    return JSON.parse(desDecryptFromBase64(value, key)) as unknown;
  } catch (error) {
    if (error instanceof RsaError || error instanceof DesError || error instanceof SyntaxError) {
      throw new EnvelopeError('request_decrypt_failed', `the encrypted body does not open: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}
