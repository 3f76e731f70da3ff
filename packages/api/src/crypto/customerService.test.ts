import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Buffer } from 'node:buffer';
import { createCipheriv } from 'node:crypto';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customerService';
import { desEncryptToBase64 } from './des';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const key8 = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 8, maxLength: 8 });
const URL_TEXT = 'https://chat.example.com/livechat?group=3&lang=en';
const KEY = 'k3Y9zQ1w';

describe('customer-service paths: the last 8 characters are the DES key', () => {
  it('encodes as base64(DES-ECB(url)) + key, matching OpenSSL', () => {
    const key = Buffer.from(KEY);
    const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([key, key, key]), null);
    const expected = Buffer.concat([cipher.update(URL_TEXT, 'utf8'), cipher.final()]).toString('base64') + KEY;
    expect(encodeCustomerServicePath(URL_TEXT, KEY)).toBe(expected);
    expect(decodeCustomerServicePath(expected)).toBe(URL_TEXT);
  });

  it('ignores surrounding whitespace', () => {
    expect(decodeCustomerServicePath(` ${encodeCustomerServicePath(URL_TEXT, KEY)}\n`)).toBe(URL_TEXT);
  });

  it('property: round trip for any URL and key', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), key8, (url, key) => {
        expect(decodeCustomerServicePath(encodeCustomerServicePath(url, key))).toBe(url);
      }),
      { numRuns: 60 }, // fc.webUrl is slow to generate
    );
    // Generating web URLs takes about 1.5 s on an idle core; leave room for a loaded CI machine.
  }, 30_000);

  it('round trips non-ASCII text', () => {
    const url = 'https://例え.jp/客服?名前=テスト';
    expect(decodeCustomerServicePath(encodeCustomerServicePath(url, KEY))).toBe(url);
  });

  it('the demo encoder only takes 8 characters from [A-Za-z0-9] as the key', () => {
    expect(() => encodeCustomerServicePath(URL_TEXT, 'short')).toThrow(RangeError);
    expect(() => encodeCustomerServicePath(URL_TEXT, 'k3Y9zQ1w9')).toThrow(RangeError);
    expect(() => encodeCustomerServicePath(URL_TEXT, 'k3Y9zQ1!')).toThrow(RangeError);
  });
});

describe('malformed customer-service paths decode to null', () => {
  const good = encodeCustomerServicePath(URL_TEXT, KEY);
  const cipher = good.slice(0, -8);

  it.each([
    ['empty', ''],
    ['only a key', KEY],
    ['too short for one block', `AAAAAAAA${KEY}`],
    ['a plain URL', 'https://chat.example.com/livechat'],
    ['bad base64 characters', `${cipher.slice(0, -4)}!@#$${KEY}`],
    ['base64 of a length that is not whole blocks', `${cipher.slice(0, -4)}${KEY}`],
    ['a wrong key', `${cipher}k3Y9zQ1x`],
    ['another wrong key', `${cipher}AAAAAAAA`],
    ['the key in front instead', `${KEY}${cipher}`],
    ['a corrupted last block', `${cipher.slice(0, -12)}AAAAAAAAAAA=${KEY}`],
  ])('%s', (_, path) => {
    expect(decodeCustomerServicePath(path)).toBeNull();
  });

  it('a decrypted text with control characters or nothing at all', () => {
    expect(decodeCustomerServicePath(encodeCustomerServicePath('https://x.test/\u0000', KEY))).toBeNull();
    expect(decodeCustomerServicePath(encodeCustomerServicePath('', KEY))).toBeNull();
    expect(decodeCustomerServicePath(desEncryptToBase64('line\nbreak', KEY) + KEY)).toBeNull();
  });

  it('non-strings', () => {
    expect(decodeCustomerServicePath(undefined as unknown as string)).toBeNull();
    expect(decodeCustomerServicePath(42 as unknown as string)).toBeNull();
  });

  it('property: never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String({ minLength: 12 }).map((b) => b + KEY),
        ),
        (path) => {
          const result = decodeCustomerServicePath(path);
          expect(result === null || typeof result === 'string').toBe(true);
        },
      ),
    );
  });

  it('property: a wrong key almost never yields text (at most a handful in 300)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(key8, (key) => {
        if (key !== KEY && decodeCustomerServicePath(cipher + key) !== null) accepted++;
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeLessThanOrEqual(3);
  });
});
