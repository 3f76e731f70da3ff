import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Buffer } from 'node:buffer';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import {
  DesError,
  desDecryptFromBase64,
  desEcbDecrypt,
  desEcbEncrypt,
  desEncryptToBase64,
  desKeyFromString,
} from './des';
import { base64ToBytes, bytesToBase64 } from './base64';

const hex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'hex'));
const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex').toUpperCase();

/** Node's OpenSSL refuses `des-ecb` without the legacy provider; EDE3 with K,K,K is single DES (docs/toolchain.md). */
function opensslEncrypt(plain: Uint8Array, key8: Uint8Array): Uint8Array {
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
  return Uint8Array.from(Buffer.concat([cipher.update(plain), cipher.final()]));
}
function opensslDecrypt(data: Uint8Array, key8: Uint8Array): Uint8Array {
  const decipher = createDecipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
  return Uint8Array.from(Buffer.concat([decipher.update(data), decipher.final()]));
}
/** One raw DES block (no padding): the first block of the padded output. */
const encryptBlock = (block: Uint8Array, key8: Uint8Array): Uint8Array => desEcbEncrypt(block, key8).slice(0, 8);

const key8 = fc.uint8Array({ minLength: 8, maxLength: 8 });
/** Well-formed Unicode text (any code point but the surrogates): 1- to 4-byte UTF-8 sequences. */
const unicodeText = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        fc.integer({ min: 0, max: 0x7f }),
        fc.integer({ min: 0x80, max: 0xd7ff }),
        fc.integer({ min: 0xe000, max: 0x10ffff }),
      ),
      { minLength, maxLength },
    )
    .map((codePoints) => String.fromCodePoint(...codePoints));

describe('DES-ECB (FIPS 46-3) known answers', () => {
  it.each([
    // The classic worked example (J. Orlin Grabbe, "The DES Algorithm Illustrated").
    ['133457799BBCDFF1', '0123456789ABCDEF', '85E813540F0AB405'],
    ['0E329232EA6D0D73', '8787878787878787', '0000000000000000'],
    // NBS SP 500-20 variable-plaintext and variable-key tests.
    ['0101010101010101', '8000000000000000', '95F8A5E5DD31D900'],
    ['0101010101010101', '0000000000000001', '166B40B44ABA4BD6'],
    ['8001010101010101', '0000000000000000', '95A8D72813DAA94D'],
    // FIPS 81 ECB example, first block ("Now is t").
    ['0123456789ABCDEF', '4E6F772069732074', '3FA40E8A984D4815'],
  ])('key %s, plaintext %s → %s', (key, plain, expected) => {
    expect(toHex(encryptBlock(hex(plain), hex(key)))).toBe(expected);
  });

  it('FIPS 81 ECB example, three blocks, then the PKCS #7 block', () => {
    const out = desEcbEncrypt(new TextEncoder().encode('Now is the time for all '), hex('0123456789ABCDEF'));
    expect(out).toHaveLength(32);
    expect(toHex(out.slice(0, 24))).toBe('3FA40E8A984D48156A271787AB8883F9893D51EC4B563B53');
  });

  it('ignores the key parity bits', () => {
    const plain = hex('0123456789ABCDEF');
    expect(encryptBlock(plain, hex('133457799BBCDFF1'))).toEqual(encryptBlock(plain, hex('123556789ABDDEF0')));
  });
});

describe('DES-ECB padding and errors', () => {
  it('always pads: 0 → 8, 7 → 8, 8 → 16 bytes', () => {
    const key = hex('0123456789ABCDEF');
    expect(desEcbEncrypt(new Uint8Array(0), key)).toHaveLength(8);
    expect(desEcbEncrypt(new Uint8Array(7), key)).toHaveLength(8);
    expect(desEcbEncrypt(new Uint8Array(8), key)).toHaveLength(16);
    expect(desEcbDecrypt(desEcbEncrypt(new Uint8Array(0), key), key)).toHaveLength(0);
  });

  it('rejects keys that are not 8 bytes', () => {
    expect(() => desEcbEncrypt(new Uint8Array(8), new Uint8Array(7))).toThrow(
      expect.objectContaining({ code: 'bad_key' }),
    );
    expect(() => desEcbDecrypt(new Uint8Array(8), new Uint8Array(16))).toThrow(DesError);
  });

  it.each([0, 7, 9, 15])('rejects a %s-byte ciphertext with bad_length', (length) => {
    expect(() => desEcbDecrypt(new Uint8Array(length), hex('0123456789ABCDEF'))).toThrow(
      expect.objectContaining({ name: 'DesError', code: 'bad_length' }),
    );
  });

  it.each([
    ['a last byte of 0', '0102030405060700'],
    ['a last byte above 8', '0102030405060709'],
    ['inconsistent padding bytes', '0102030405060303'],
  ])('rejects %s with bad_padding', (_, block) => {
    const key = hex('0123456789ABCDEF');
    expect(() => desEcbDecrypt(encryptBlock(hex(block), key), key)).toThrow(
      expect.objectContaining({ code: 'bad_padding' }),
    );
  });

  it('accepts a whole block of padding', () => {
    const key = hex('0123456789ABCDEF');
    expect(desEcbDecrypt(encryptBlock(hex('0808080808080808'), key), key)).toHaveLength(0);
  });
});

describe('DES-ECB against Node OpenSSL (des-ede3-ecb with K,K,K)', () => {
  it('property: encrypt equals OpenSSL', () => {
    fc.assert(
      fc.property(key8, fc.uint8Array({ maxLength: 100 }), (key, plain) => {
        expect(desEcbEncrypt(plain, key)).toEqual(opensslEncrypt(plain, key));
      }),
      { numRuns: 300 },
    );
  });

  it('property: OpenSSL decrypts ours and we decrypt OpenSSL’s', () => {
    fc.assert(
      fc.property(key8, fc.uint8Array({ maxLength: 100 }), (key, plain) => {
        expect(opensslDecrypt(desEcbEncrypt(plain, key), key)).toEqual(plain);
        expect(desEcbDecrypt(opensslEncrypt(plain, key), key)).toEqual(plain);
      }),
      { numRuns: 200 },
    );
  });

  it('property: decrypt(encrypt(x)) = x', () => {
    fc.assert(
      fc.property(key8, fc.uint8Array({ maxLength: 300 }), (key, plain) => {
        expect(desEcbDecrypt(desEcbEncrypt(plain, key), key)).toEqual(plain);
      }),
    );
  });
});

describe('DES string helpers', () => {
  it('keys by the first 8 UTF-8 bytes of the key string', () => {
    expect(desKeyFromString('abcdefghXYZ')).toEqual(new TextEncoder().encode('abcdefgh'));
    expect(desEncryptToBase64('hello', 'abcdefghXYZ')).toBe(desEncryptToBase64('hello', 'abcdefgh'));
    expect(desKeyFromString('ééééé')).toEqual(new TextEncoder().encode('éééé'));
    expect(() => desKeyFromString('short')).toThrow(expect.objectContaining({ code: 'bad_key' }));
  });

  it('matches OpenSSL on a fixed message', () => {
    const key = new TextEncoder().encode('Ab3dEf7h');
    const plain = new TextEncoder().encode('{"username":"player1","password":"s3cret"}');
    expect(desEncryptToBase64('{"username":"player1","password":"s3cret"}', 'Ab3dEf7hIgnored!')).toBe(
      Buffer.from(opensslEncrypt(plain, key)).toString('base64'),
    );
  });

  it('property: UTF-8 text round trips and matches OpenSSL', () => {
    fc.assert(
      fc.property(unicodeText(0, 60), unicodeText(8, 12), (text, key) => {
        const b64 = desEncryptToBase64(text, key);
        expect(desDecryptFromBase64(b64, key)).toBe(text);
        const keyBytes = new TextEncoder().encode(key).subarray(0, 8);
        expect(b64).toBe(Buffer.from(opensslEncrypt(new TextEncoder().encode(text), keyBytes)).toString('base64'));
      }),
      { numRuns: 200 },
    );
  });

  it('reports bad base64 and bad UTF-8', () => {
    expect(() => desDecryptFromBase64('not base64!', 'abcdefgh')).toThrow(
      expect.objectContaining({ code: 'bad_base64' }),
    );
    const invalidUtf8 = bytesToBase64(desEcbEncrypt(Uint8Array.of(0xff, 0xfe), new TextEncoder().encode('abcdefgh')));
    expect(() => desDecryptFromBase64(invalidUtf8, 'abcdefgh')).toThrow(expect.objectContaining({ code: 'bad_utf8' }));
  });
});

describe('base64', () => {
  it('property: matches Buffer and round trips, standard and URL-safe', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(b64).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(b64)).toEqual(bytes);
        expect(base64ToBytes(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
      }),
    );
  });

  it.each(['A', 'AB=C', 'ab c', 'ab\ncd', 'Zg=a', 'Zh==', 'é123', '===='])('rejects %j', (text) => {
    expect(base64ToBytes(text)).toBeNull();
  });
});
