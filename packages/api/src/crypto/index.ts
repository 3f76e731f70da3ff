// The legacy wire cryptography (docs/protocol.md): explicit named exports only. Import this module lazily (dynamic
// `import()`), only when an encrypted call is made or a customer-service path must be decoded.
export { bytesToBase64, base64ToBytes } from './base64';
export {
  DesError,
  desDecryptFromBase64,
  desEcbDecrypt,
  desEcbEncrypt,
  desEncryptToBase64,
  desKeyFromString,
  type DesErrorCode,
} from './des';
export {
  RSA_PUBLIC_EXPONENT,
  RsaError,
  generateDemoRsaKeyPair,
  modPow,
  parseHexBigInt,
  rsaDecryptKeyHex,
  rsaEncryptKeyHex,
  type DemoRsaKeyPair,
  type RsaErrorCode,
} from './rsa';
export {
  EnvelopeError,
  decryptBody,
  encryptBody,
  randomKey16,
  type EncryptedBody,
  type EncryptedBodyHeaders,
  type EncryptedRequest,
  type EnvelopeErrorCode,
  type EnvelopeKeyPair,
  type HeaderSource,
} from './envelope';
export { decodeCustomerServicePath, encodeCustomerServicePath } from './customerService';
