/**
 * The page a guest was sent to /login from (a lottery page, §2 "login required, else redirect to /login"), kept in
 * memory only (never in storage), for a few minutes: the next login as a member returns there.
 */
const KEEP_MS = 5 * 60_000;

let pending: { readonly address: string; readonly at: number } | null = null;

export const returnAfterLogin = {
  remember(address: string, now = Date.now()) {
    pending = { address, at: now };
  },
  /** The remembered address, if still fresh; forgets it either way. */
  take(now = Date.now()): string | null {
    const value = pending;
    pending = null;
    return value !== null && now - value.at <= KEEP_MS ? value.address : null;
  },
  clear() {
    pending = null;
  },
};
