import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { desDecryptFromBase64, desEncryptToBase64 } from './des';
import { EnvelopeError, decryptBody, encryptBody, randomKey16 } from './envelope';
import type { EncryptedBody } from './envelope';
import { generateDemoRsaKeyPair, rsaDecryptKeyHex } from './rsa';

const pair = generateDemoRsaKeyPair(2024);
const other = generateDemoRsaKeyPair(2025);
const KEY = 'Qm7Xz2LpA9bC4dEf';
const payload = { username: 'player1', password: 'pässwörd 🔐', loginDeviceId: '3f1c0a52-7f0e-4c7e-9a55-2b8f5f1a9d10' };

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const key16 = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 16, maxLength: 16 });

function request(sealed: EncryptedBody): { value: unknown; headers: Record<string, string | undefined> } {
  return { value: sealed.body.value, headers: { ...sealed.headers } };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError);
    return (error as EnvelopeError).code;
  }
  return undefined;
}

describe('encryptBody (docs/protocol.md step 4)', () => {
  it('produces { value } and the three headers exactly as the protocol describes', () => {
    const sealed = encryptBody(payload, `${pair.modulusHex}\n`, KEY);
    expect(Object.keys(sealed.body)).toEqual(['value']);
    expect(Object.keys(sealed.headers).sort()).toEqual(['Encryption', 'X-Digest', 'X-RSA']);
    expect(sealed.headers['X-Digest']).toBe(sealed.body.value);
    expect(sealed.headers['X-RSA']).toBe(pair.modulusHex);
    // Step 2: DES keyed by the first 8 bytes of the random key, over the payload's JSON.
    expect(sealed.body.value).toBe(desEncryptToBase64(JSON.stringify(payload), KEY.slice(0, 8)));
    expect(desDecryptFromBase64(sealed.body.value, KEY.slice(0, 8))).toBe(JSON.stringify(payload));
    // Step 3: the RSA header carries the whole random key.
    expect(sealed.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    expect(rsaDecryptKeyHex(sealed.headers.Encryption, pair.modulusHex, pair.privateExponentHex)).toBe(KEY);
  });

  it('refuses a bad key, a payload without JSON form and an unusable modulus', () => {
    expect(codeOf(() => encryptBody(payload, pair.modulusHex, 'short'))).toBe('bad_key');
    expect(codeOf(() => encryptBody(payload, pair.modulusHex, 'Qm7Xz2LpA9bC4dE!'))).toBe('bad_key');
    expect(codeOf(() => encryptBody(undefined, pair.modulusHex, KEY))).toBe('payload_not_json');
    expect(codeOf(() => encryptBody(payload, 'not hex', KEY))).toBe('bad_key');
    expect(codeOf(() => encryptBody(payload, 'ffff', KEY))).toBe('bad_key');
  });
});

describe('decryptBody (the demo platform’s side)', () => {
  it('round trips a payload, with plain, lower-cased or Headers headers', () => {
    const sealed = encryptBody(payload, pair.modulusHex, KEY);
    expect(decryptBody(request(sealed), pair)).toEqual(payload);
    const lower = Object.fromEntries(Object.entries(sealed.headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(decryptBody({ value: sealed.body.value, headers: lower }, pair)).toEqual(payload);
    expect(decryptBody({ value: sealed.body.value, headers: new Headers(sealed.headers) }, pair)).toEqual(payload);
    expect(decryptBody({ value: sealed.body.value, headers: { ...lower, 'x-rsa': [pair.modulusHex] } }, pair)).toEqual(
      payload,
    );
  });

  it('property: any JSON payload and key round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), key16, (value, key) => {
        const sealed = encryptBody(value, pair.modulusHex, key);
        expect(decryptBody(request(sealed), pair)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 40 },
    );
  });

  it.each(['Encryption', 'X-Digest', 'X-RSA'])('missing %s → request_body_required', (name) => {
    const sealed = request(encryptBody(payload, pair.modulusHex, KEY));
    expect(codeOf(() => decryptBody({ ...sealed, headers: { ...sealed.headers, [name]: undefined } }, pair))).toBe(
      'request_body_required',
    );
    expect(codeOf(() => decryptBody({ ...sealed, headers: { ...sealed.headers, [name]: '' } }, pair))).toBe(
      'request_body_required',
    );
  });

  it('missing value or no headers at all → request_body_required', () => {
    const sealed = request(encryptBody(payload, pair.modulusHex, KEY));
    expect(codeOf(() => decryptBody({ ...sealed, value: undefined }, pair))).toBe('request_body_required');
    expect(codeOf(() => decryptBody({ ...sealed, value: 42 }, pair))).toBe('request_body_required');
    expect(codeOf(() => decryptBody({ value: sealed.value, headers: {} }, pair))).toBe('request_body_required');
    expect(codeOf(() => decryptBody({ value: sealed.value, headers: new Headers() }, pair))).toBe(
      'request_body_required',
    );
  });

  it('a digest that differs from the value → request_decrypt_failed', () => {
    const sealed = request(encryptBody(payload, pair.modulusHex, KEY));
    const digest = sealed.headers['X-Digest']!;
    const tampered = `${digest.slice(0, 5)}${digest[5] === 'A' ? 'B' : 'A'}${digest.slice(6)}`;
    expect(codeOf(() => decryptBody({ ...sealed, headers: { ...sealed.headers, 'X-Digest': tampered } }, pair))).toBe(
      'request_decrypt_failed',
    );
  });

  it('a value (and digest) that no longer opens → request_decrypt_failed', () => {
    const sealed = request(encryptBody(payload, pair.modulusHex, KEY));
    const cases = [
      'not base64 at all!',
      'AAAA', // 3 bytes: not whole DES blocks
      desEncryptToBase64('{"a":1}', 'Otherkey'), // another key: bad padding
      desEncryptToBase64('not json', KEY), // right key, not JSON
    ];
    for (const value of cases) {
      expect(codeOf(() => decryptBody({ value, headers: { ...sealed.headers, 'X-Digest': value } }, pair))).toBe(
        'request_decrypt_failed',
      );
    }
  });

  it('a tampered Encryption header → request_decrypt_failed', () => {
    const sealed = request(encryptBody(payload, pair.modulusHex, KEY));
    for (const encryption of ['zz', `${pair.modulusHex}00`, '1234abcd']) {
      expect(
        codeOf(() => decryptBody({ ...sealed, headers: { ...sealed.headers, Encryption: encryption } }, pair)),
      ).toBe('request_decrypt_failed');
    }
  });

  it('a request sealed for another key pair → rsa_key_mismatch; a lying X-RSA → request_decrypt_failed', () => {
    const forOther = request(encryptBody(payload, other.modulusHex, KEY));
    expect(codeOf(() => decryptBody(forOther, pair))).toBe('rsa_key_mismatch');
    expect(
      codeOf(() =>
        decryptBody({ ...forOther, headers: { ...forOther.headers, 'X-RSA': pair.modulusHex.toUpperCase() } }, pair),
      ),
    ).toBe('request_decrypt_failed');
  });
});

describe('randomKey16', () => {
  it('maps bytes to [A-Za-z0-9] by byte % 62 and skips the biased bytes 248–255', () => {
    const cycle = [0, 25, 26, 51, 52, 61, 248, 255, 62, 247];
    let next = 0;
    const bytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, () => cycle[next++ % cycle.length]!);
    expect(randomKey16(bytes)).toBe('AZaz09A9AZaz09A9');
  });

  it('property: always 16 characters from [A-Za-z0-9]', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }).filter((b) => b.filter((x) => x < 248).length >= 16),
        (pool) => {
          let at = 0;
          const key = randomKey16((n) => pool.slice(at, (at += n)));
          expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
        },
      ),
    );
  });

  it('gives up on a source that never yields a usable byte', () => {
    expect(() => randomKey16((n) => new Uint8Array(n).fill(255))).toThrow();
  });
});
