/**
 * The session token lives in sessionStorage (spec §3 "Session storage: token"; ARCHITECTURE.md security stance).
 * Sign-in (issue 7) writes it; the API client reads it for calls that need the session.
 */
const TOKEN_KEY = 'token';

export function readToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}
