/**
 * What the browser keeps of a session (spec §3 "Session storage"; docs/architecture.md security stance):
 * - sessionStorage: the token, nickname, account, customerId, isAgent; a logout removes every key but the
 *   merchant code (the domain's `logoutPlan`);
 * - localStorage: the device id sent as `loginDeviceId` (docs/protocol.md) and the "remember me" record, which holds the
 *   username and the SMS country code and number for one day, never a password or a code (domain `rememberMe`).
 * Every access is guarded: a browser that refuses storage (private mode, quota) gets a working app without memory.
 */
import {
  SESSION_STORAGE_KEYS,
  logoutPlan,
  rememberedLoginFrom,
  rememberedLoginToStore,
  type RememberMeInput,
  type RememberedLogin,
} from '@atrium/domain/session';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const TOKEN_KEY = SESSION_STORAGE_KEYS.token;
/** localStorage keys of the app's own (not in §3's session list). */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';
export const DEVICE_ID_KEY = 'deviceId';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(storage: ReadStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: WriteStorage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage refused: the app keeps working, it only forgets.
  }
}

export function readToken(storage: ReadStorage | undefined = session()): string | null {
  return read(storage, TOKEN_KEY);
}

export function storeToken(token: string, storage: WriteStorage | undefined = session()): void {
  write(storage, TOKEN_KEY, token);
}

/** The account facts §3 keeps beside the token (for the header before member info arrives). */
export interface StoredAccount {
  readonly nickname: string | null;
  readonly account: string;
  readonly customerId: string;
  readonly isAgent: boolean;
}

export function storeAccount(facts: StoredAccount, storage: WriteStorage | undefined = session()): void {
  write(storage, SESSION_STORAGE_KEYS.nickname, facts.nickname);
  write(storage, SESSION_STORAGE_KEYS.account, facts.account);
  write(storage, SESSION_STORAGE_KEYS.customerId, facts.customerId);
  write(storage, SESSION_STORAGE_KEYS.isAgent, facts.isAgent ? 'true' : 'false');
}

export function readAccount(storage: ReadStorage | undefined = session()): StoredAccount | null {
  const account = read(storage, SESSION_STORAGE_KEYS.account);
  const customerId = read(storage, SESSION_STORAGE_KEYS.customerId);
  if (account === null || customerId === null) return null;
  return {
    account,
    customerId,
    nickname: read(storage, SESSION_STORAGE_KEYS.nickname),
    isAgent: read(storage, SESSION_STORAGE_KEYS.isAgent) === 'true',
  };
}

/**
 * §4 Logout (and a session the server ended): every session key goes except the merchant code. Returns the keys
 * removed.
 */
export function clearSession(storage: Storage | undefined = session()): readonly string[] {
  if (!storage) return [];
  const present: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) present.push(key);
    }
  } catch {
    return [];
  }
  const { removeSessionKeys } = logoutPlan(present, false);
  for (const key of removeSessionKeys) write(storage, key, null);
  return removeSessionKeys;
}

/** Removes the token from the address and from the history entry (docs/architecture.md security stance). Returns
 * the token found, or null; nothing is stored. */
export function takeTokenFromAddress(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * A token from the address while another session is held: kept in memory only, until the user says which account
 * to keep. Module state so that a second run of the session layer's start (React's strict mode) finds it again.
 */
let heldAddressToken: string | null = null;

export interface AddressTokenOutcome {
  /** The token the app starts with (stored). */
  readonly token: string | null;
  /** A different token from the address, waiting for the user's choice; never stored until chosen. */
  readonly heldToken: string | null;
}

/**
 * The session the app starts with. A `?token=` is taken out of the address; it is stored when no session is held
 * or it is the held one, and held back (`heldToken`) when another session is signed in: a link must never switch the
 * account silently.
 */
export function adoptTokenFromAddress(
  location: Location = window.location,
  history: History = window.history,
): AddressTokenOutcome {
  const fromAddress = takeTokenFromAddress(location, history);
  const stored = readToken();
  if (fromAddress !== null) {
    if (stored === null || stored === fromAddress) {
      storeToken(fromAddress);
      heldAddressToken = null;
    } else heldAddressToken = fromAddress;
  }
  return { token: readToken(), heldToken: heldAddressToken };
}

/** The user answered: the held token is stored (`switch`) or dropped (`keep`). Returns the token now held. */
export function settleHeldAddressToken(choice: 'keep' | 'switch'): string | null {
  const held = heldAddressToken;
  heldAddressToken = null;
  if (choice === 'switch' && held !== null) {
    clearSession();
    storeToken(held);
  }
  return readToken();
}

/** How the session signed in (`username`, `sms`, …): not a secret; §4 exempts some login types from the forced
 * password change, and a reload must still know which one it was. */
const LOGIN_TYPE_KEY = 'loginType';

export function storeLoginType(loginType: string, storage: WriteStorage | undefined = session()): void {
  write(storage, LOGIN_TYPE_KEY, loginType);
}

export function readLoginType(storage: ReadStorage | undefined = session()): string | null {
  return read(storage, LOGIN_TYPE_KEY);
}

// ── Remember me ──────────────────────────────────────────────────────────────────────────────────────────────────

export function readRememberedLogin(now: number, storage: ReadStorage | undefined = local()): RememberedLogin | null {
  const raw = read(storage, REMEMBERED_LOGIN_KEY);
  if (raw === null) return null;
  try {
    return rememberedLoginFrom(JSON.parse(raw), now);
  } catch {
    return null;
  }
}

/** Stores what the domain allows (never a secret), or clears the record when the box was not ticked. */
export function saveRememberedLogin(
  input: RememberMeInput,
  now: number,
  storage: WriteStorage | undefined = local(),
): void {
  const record = rememberedLoginToStore(input, now);
  write(storage, REMEMBERED_LOGIN_KEY, record === null ? null : JSON.stringify(record));
}

// ── Device id ────────────────────────────────────────────────────────────────────────────────────────────────────

/** docs/protocol.md `loginDeviceId`: a UUID kept by the client. Not a secret. */
export function deviceId(storage: WriteStorage | undefined = local()): string {
  const existing = read(storage, DEVICE_ID_KEY);
  if (existing) return existing;
  const id = globalThis.crypto.randomUUID();
  write(storage, DEVICE_ID_KEY, id);
  return id;
}
