import { describe, expect, it } from 'vitest';
import {
  REMEMBERED_LOGIN_KEY,
  adoptTokenFromAddress,
  clearSession,
  deviceId,
  readAccount,
  readRememberedLogin,
  readToken,
  saveRememberedLogin,
  settleHeldAddressToken,
  storeAccount,
  storeToken,
} from './session';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const DAY = 86_400_000;

describe('§4 Remember password, as the security stance changes it (localStorage, 1 day, never a secret)', () => {
  it('keeps the username and the SMS country code and number, never the password or the code', () => {
    saveRememberedLogin({ remember: true, username: 'member', password: 'Demo1234', verificationCode: '246810' }, NOW);
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? '';
    expect(raw).not.toContain('Demo1234');
    expect(raw).not.toContain('246810');
    expect(readRememberedLogin(NOW + 1000)?.username).toBe('member');
  });

  it('is forgotten after 1 day (86400000 ms)', () => {
    saveRememberedLogin({ remember: true, countryDialingCode: '63', mobileNum: '9171234567' }, NOW);
    expect(readRememberedLogin(NOW + DAY - 1)?.mobileNum).toBe('9171234567');
    expect(readRememberedLogin(NOW + DAY)).toBeNull();
  });

  it('otherwise cleared: logging in without the box removes what was kept', () => {
    saveRememberedLogin({ remember: true, username: 'member' }, NOW);
    saveRememberedLogin({ remember: false, username: 'member' }, NOW);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });
});

describe('§4 Logout clears session storage but keeps the merchant code', () => {
  it('removes the token and the account facts, keeps merchantCode', () => {
    storeToken('t-1');
    storeAccount({ nickname: 'Nick', account: 'member', customerId: 'm-1001', isAgent: false });
    sessionStorage.setItem('merchantCode', 'atriumdemo');
    clearSession();
    expect(readToken()).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
  });
});

describe('docs/architecture.md security stance: a token read from the address bar is stored and removed from it', () => {
  it('stores ?token= and rewrites the address without it', () => {
    window.history.replaceState(null, '', '/promotions?token=abc123&x=1#p2');
    expect(adoptTokenFromAddress()).toEqual({ token: 'abc123', heldToken: null });
    expect(readToken()).toBe('abc123');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#p2');
  });

  it('while another session is held, a different ?token= is taken out of the address but held, not stored', () => {
    storeToken('signed-in');
    window.history.replaceState(null, '', '/promotions?token=from-link');
    expect(adoptTokenFromAddress()).toEqual({ token: 'signed-in', heldToken: 'from-link' });
    expect(readToken()).toBe('signed-in');
    expect(window.location.search).toBe('');
    expect(JSON.stringify(sessionStorage)).not.toContain('from-link');
    // A second start (strict mode) finds the same choice waiting.
    expect(adoptTokenFromAddress()).toEqual({ token: 'signed-in', heldToken: 'from-link' });
    expect(settleHeldAddressToken('keep')).toBe('signed-in');
    expect(adoptTokenFromAddress().heldToken).toBeNull();
  });

  it('switching to the held token stores it and drops the previous account facts', () => {
    storeToken('signed-in');
    storeAccount({ nickname: 'Nick', account: 'member', customerId: 'm-1001', isAgent: false });
    window.history.replaceState(null, '', '/?token=from-link');
    adoptTokenFromAddress();
    expect(settleHeldAddressToken('switch')).toBe('from-link');
    expect(readToken()).toBe('from-link');
    expect(readAccount()).toBeNull();
  });

  it('the same token as the one held behaves as with no session: stored, nothing to ask', () => {
    storeToken('same');
    window.history.replaceState(null, '', '/?token=same');
    expect(adoptTokenFromAddress()).toEqual({ token: 'same', heldToken: null });
  });
});

describe('docs/protocol.md loginDeviceId', () => {
  it('is one UUID kept by the client', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
  });
});
