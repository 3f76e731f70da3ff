import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RsaError, generateDemoRsaKeyPair, modPow, parseHexBigInt, rsaDecryptKeyHex, rsaEncryptKeyHex } from './rsa';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const key16 = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 16, maxLength: 16 });

/** What the deployed library does with the reversed key: character codes packed little-endian. */
function deployedLibraryPlaintext(key: string): bigint {
  const reversed = [...key].reverse().join('');
  let m = 0n;
  for (let i = reversed.length - 1; i >= 0; i--) m = (m << 8n) | BigInt(reversed.charCodeAt(i));
  return m;
}

describe('modPow', () => {
  it('agrees with small cases and edge cases', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(5n, 0n, 7n)).toBe(1n);
    expect(modPow(5n, 3n, 1n)).toBe(0n);
    expect(modPow(-2n, 3n, 7n)).toBe(6n);
  });

  it('property: equals repeated multiplication', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1n << 64n }),
        fc.integer({ min: 0, max: 40 }),
        fc.bigInt({ min: 2n, max: 1n << 40n }),
        (b, e, n) => {
          let expected = 1n % n;
          for (let i = 0; i < e; i++) expected = (expected * b) % n;
          expect(modPow(b, BigInt(e), n)).toBe(expected);
        },
      ),
    );
  });
});

describe('textbook RSA with the textbook key (p = 61, q = 53, n = 3233, e = 17, d = 2753)', () => {
  it('encrypts "A" (m = 65) to 2790, written as whole 16-bit digits', () => {
    expect(rsaEncryptKeyHex('A', 'ca1', 17n)).toBe('0ae6'); // 2790 = 0xae6
    expect(rsaDecryptKeyHex('0ae6', 'ca1', 'ac1')).toBe('A'); // 2753 = 0xac1
  });

  it('accepts ciphertext hex with extra leading zeros, upper case, or 0x', () => {
    expect(rsaDecryptKeyHex('00000AE6', '0CA1', '0xAC1')).toBe('A');
  });

  it('refuses a key not smaller than the modulus, bad hex and non-byte characters', () => {
    expect(() => rsaEncryptKeyHex('AB', 'ca1', 17n)).toThrow(expect.objectContaining({ code: 'message_too_large' }));
    expect(() => rsaEncryptKeyHex('A', 'xyz')).toThrow(expect.objectContaining({ code: 'bad_hex' }));
    expect(() => rsaEncryptKeyHex('A', '')).toThrow(RsaError);
    expect(() => rsaEncryptKeyHex('', 'ca1')).toThrow(expect.objectContaining({ code: 'bad_key' }));
    expect(() => rsaEncryptKeyHex('Ā', 'ffffff')).toThrow(expect.objectContaining({ code: 'bad_key' }));
    expect(() => rsaDecryptKeyHex('ffff', 'ca1', 'ac1')).toThrow(
      expect.objectContaining({ code: 'message_too_large' }),
    );
    expect(() => parseHexBigInt('-1', 'x')).toThrow(RsaError);
  });
});

describe('the protocol’s key packing (docs/protocol.md step 3)', () => {
  it('property: reversal + little-endian packing = the original key read big-endian', () => {
    fc.assert(
      fc.property(key16, (key) => {
        const bigEndian = BigInt(`0x${Array.from(key, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')}`);
        expect(deployedLibraryPlaintext(key)).toBe(bigEndian);
      }),
    );
  });

  it('property: the ciphertext is int(key)^0x10001 mod n', () => {
    const { modulusHex } = generateDemoRsaKeyPair(1);
    const n = BigInt(`0x${modulusHex}`);
    fc.assert(
      fc.property(key16, (key) => {
        expect(BigInt(`0x${rsaEncryptKeyHex(key, modulusHex)}`)).toBe(
          modPow(deployedLibraryPlaintext(key), 0x10001n, n),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('demo key pairs', () => {
  it('are deterministic per seed, cached, and differ between seeds', () => {
    const a = generateDemoRsaKeyPair(42);
    expect(generateDemoRsaKeyPair(42)).toBe(a);
    expect(generateDemoRsaKeyPair(43).modulusHex).not.toBe(a.modulusHex);
    expect(() => generateDemoRsaKeyPair(1.5)).toThrow(RangeError);
  });

  it('have a 1024-bit modulus in lower-case hex without leading zeros', () => {
    const { modulusHex, privateExponentHex } = generateDemoRsaKeyPair(42);
    expect(modulusHex).toMatch(/^[89a-f][0-9a-f]{255}$/);
    expect(privateExponentHex).toMatch(/^[1-9a-f][0-9a-f]*$/);
  });

  it('property: decrypt(encrypt(m)) = m for any m < n (so d really inverts e)', () => {
    const { modulusHex, privateExponentHex } = generateDemoRsaKeyPair(42);
    const n = BigInt(`0x${modulusHex}`);
    const d = BigInt(`0x${privateExponentHex}`);
    fc.assert(
      fc.property(fc.bigInt({ min: 2n, max: n - 1n }), (m) => {
        expect(modPow(modPow(m, 0x10001n, n), d, n)).toBe(m);
      }),
      { numRuns: 20 },
    );
  });

  it('property: key round trip', () => {
    const { modulusHex, privateExponentHex } = generateDemoRsaKeyPair(7);
    fc.assert(
      fc.property(key16, (key) => {
        const cipherHex = rsaEncryptKeyHex(key, modulusHex);
        expect(cipherHex).toMatch(/^[0-9a-f]+$/);
        expect(cipherHex.length % 4 === 0 && cipherHex.length <= 256).toBe(true);
        expect(rsaDecryptKeyHex(cipherHex, modulusHex, privateExponentHex)).toBe(key);
      }),
      { numRuns: 30 },
    );
  });
});

describe('leading zeros', () => {
  it('a ciphertext with a leading zero digit keeps its 16-bit-digit width and still decrypts', () => {
    const { modulusHex, privateExponentHex } = generateDemoRsaKeyPair(7);
    const n = BigInt(`0x${modulusHex}`);
    let found = 0;
    for (let i = 0; found < 2 && i < 500; i++) {
      const key = `Key${String(i).padStart(13, '0')}`;
      const raw = modPow(deployedLibraryPlaintext(key), 0x10001n, n).toString(16);
      if (raw.length % 4 === 0) continue;
      found++;
      const cipherHex = rsaEncryptKeyHex(key, modulusHex);
      expect(cipherHex).toHaveLength(Math.ceil(raw.length / 4) * 4);
      expect(cipherHex.startsWith('0')).toBe(true);
      expect(rsaDecryptKeyHex(cipherHex, modulusHex, privateExponentHex)).toBe(key);
    }
    expect(found).toBe(2);
  });

  it('the decrypted integer’s leading zero bytes are dropped (a short key in a 1024-bit block)', () => {
    const { modulusHex, privateExponentHex } = generateDemoRsaKeyPair(7);
    for (const key of ['x', 'AB', '0123456789abcdef0123456789abcdef']) {
      expect(rsaDecryptKeyHex(rsaEncryptKeyHex(key, modulusHex), modulusHex, privateExponentHex)).toBe(key);
    }
  });
});
