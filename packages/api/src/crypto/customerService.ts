/**
 * Customer-service entry paths, docs/protocol.md "Responses": in the status payload (`info.customerService[].path`) each
 * path is DES-obfuscated, "the key being the string's own last 8 characters". Our reading: the last 8 characters
 * ARE the key (used as text: the first 8 bytes of their UTF-8), and everything before them is the base64 of the
 * DES-ECB/PKCS #7 ciphertext of the URL's UTF-8. It is obfuscation, not security.
 */
import { desDecryptFromBase64, desEncryptToBase64 } from './des';

const KEY_LENGTH = 8;
/** The shortest possible ciphertext is one block: 8 bytes, 12 base64 characters. */
const MIN_CIPHERTEXT = 12;
const DEMO_KEY = /^[A-Za-z0-9]{8}$/;

/** C0 controls, DEL and C1 controls. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The URL hidden in an obfuscated customer-service path, or `null` when the string is not one (too short, bad
 * base64, wrong key or corrupted data, not UTF-8, or a result containing control characters, which a URL never
 * has and a wrong key almost always yields). Surrounding whitespace is ignored. Never throws.
 */
export function decodeCustomerServicePath(path: string): string | null {
  if (typeof path !== 'string') return null;
  const text = path.trim();
  if (text.length < MIN_CIPHERTEXT + KEY_LENGTH) return null;
  const key = text.slice(-KEY_LENGTH);
  const cipher = text.slice(0, -KEY_LENGTH);
  try {
    const url = desDecryptFromBase64(cipher, key);
    return url === '' || hasControlCharacter(url) ? null : url;
  } catch {
    return null;
  }
}

/**
 * The demo platform's side: `base64(DES-ECB(url, key8))` followed by `key8` itself, where `key8` is 8 characters
 * from [A-Za-z0-9] (the caller supplies the randomness). Throws a RangeError for any other key.
 */
export function encodeCustomerServicePath(url: string, key8: string): string {
  if (!DEMO_KEY.test(key8)) throw new RangeError('the customer-service key must be 8 characters from [A-Za-z0-9]');
  return desEncryptToBase64(url, key8) + key8;
}
