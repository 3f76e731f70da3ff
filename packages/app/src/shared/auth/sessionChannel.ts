/**
 * The tabs of one browser tell each other that a session ended (a logout), so that every tab of that session signs
 * out at once instead of on its next call. A BroadcastChannel reaches the other tabs of the origin; the message names
 * the session by a fingerprint of its token, never the token itself. Without BroadcastChannel (old browsers) tabs
 * learn it on their next call, as before.
 */

const CHANNEL_NAME = 'atrium-session';

export interface SessionEndedMessage {
  readonly type: 'loggedOut';
  /** `sessionFingerprint(token)` of the session that ended. */
  readonly session: string;
}

/** A short, non-reversible name for a token (FNV-1a, two seeds): enough to tell sessions apart between tabs. */
export function sessionFingerprint(token: string): string {
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < token.length; i += 1) {
      h ^= token.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return `${hash(0x811c9dc5)}${hash(0x050c5d1f)}`;
}

function isSessionEndedMessage(data: unknown): data is SessionEndedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message['type'] === 'loggedOut' && typeof message['session'] === 'string';
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch {
    return null;
  }
}

/** Tells the other tabs that the session of `token` was logged out. */
export function announceLogout(token: string): void {
  const channel = openChannel();
  if (!channel) return;
  try {
    const message: SessionEndedMessage = { type: 'loggedOut', session: sessionFingerprint(token) };
    channel.postMessage(message);
  } finally {
    channel.close();
  }
}

/** Calls `onLoggedOut(fingerprint)` when another tab logs a session out; returns the unsubscribe. */
export function listenForLogout(onLoggedOut: (session: string) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSessionEndedMessage(event.data)) onLoggedOut(event.data.session);
  };
  return () => channel.close();
}
