import { http, type HttpHandler } from 'msw';
import { ok } from '../envelope';
import type { DemoPlatform } from '../state/platform';

/** GET /wps/session/key/rsa: the modulus of the encrypted body (docs/protocol.md step 1). */
export function sessionKeyHandlers(platform: DemoPlatform): HttpHandler[] {
  return [http.get('*/wps/session/key/rsa', () => ok(platform.rsaKeyPair().modulusHex))];
}
