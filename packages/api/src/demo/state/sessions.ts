/**
 * Session tokens of the demo platform: opaque strings mapped to account ids, per platform instance, and the
 * launch tickets each session hands out (a lottery lobby, a game page).
 *
 * Tokens and tickets come from Web Crypto, never from the seeded generator: a seed makes the demo's data
 * reproducible, and a token anyone can compute from the seed would sign them into any account. Tickets belong to
 * the session that asked for them and die with it (logout, a password change elsewhere, a reset).
 */

/** Why a session was ended by the platform rather than by its own logout. */
export type SessionEndReason = 'passwordChanged' | 'excluded';

export interface DemoTicket<T> {
  readonly accountId: string;
  readonly data: T;
}

export interface DemoSessions {
  issue(accountId: string): string;
  accountIdOf(token: string | null | undefined): string | null;
  revoke(token: string): void;
  /**
   * Ends every session of an account but `keep` (the session that changed the password keeps going); returns how
   * many ended. Their holders are told why on their next call (`endReasonOf`).
   */
  revokeAccount(accountId: string, reason?: SessionEndReason, keep?: string | null): number;
  /** Why a token the platform issued no longer works, when the platform ended it; null otherwise. */
  endReasonOf(token: string | null | undefined): SessionEndReason | null;
  /** A ticket of a live session, for a launch URL (`kind` keeps the lottery's apart from the games'). */
  issueTicket<T>(token: string, kind: string, data: T): string;
  /** The ticket's account and data while its session lives; null for an unknown ticket or one whose session ended. */
  ticket<T>(kind: string, ticket: string | null | undefined): DemoTicket<T> | null;
}

/** The remembered end reasons: enough for the tabs of a demo session, bounded so a long-running server stays small. */
const ENDED_LIMIT = 1_000;

/** 32 random bytes as hex: 256 bits, unguessable. */
export function randomToken(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSessions(): DemoSessions {
  const tokens = new Map<string, string>();
  const ended = new Map<string, SessionEndReason>();
  const tickets = new Map<string, { token: string; kind: string; accountId: string; data: unknown }>();

  const forgetTickets = (token: string) => {
    for (const [id, entry] of tickets) if (entry.token === token) tickets.delete(id);
  };
  const end = (token: string, reason: SessionEndReason | null) => {
    tokens.delete(token);
    forgetTickets(token);
    if (reason !== null) {
      ended.set(token, reason);
      if (ended.size > ENDED_LIMIT) {
        const oldest = ended.keys().next().value;
        if (oldest !== undefined) ended.delete(oldest);
      }
    }
  };

  return {
    issue(accountId) {
      const token = `demo-${randomToken()}`;
      tokens.set(token, accountId);
      return token;
    },
    accountIdOf(token) {
      return token ? (tokens.get(token) ?? null) : null;
    },
    revoke(token) {
      end(token, null);
    },
    revokeAccount(accountId, reason = 'passwordChanged', keep = null) {
      let count = 0;
      for (const [token, id] of [...tokens]) {
        if (id === accountId && token !== keep) {
          end(token, reason);
          count += 1;
        }
      }
      return count;
    },
    endReasonOf(token) {
      return token ? (ended.get(token) ?? null) : null;
    },
    issueTicket(token, kind, data) {
      const accountId = tokens.get(token);
      if (accountId === undefined) throw new Error('a ticket needs a live session');
      const id = randomToken(12);
      tickets.set(id, { token, kind, accountId, data });
      return id;
    },
    ticket<T>(kind: string, id: string | null | undefined): DemoTicket<T> | null {
      const entry = id ? tickets.get(id) : undefined;
      if (!entry || entry.kind !== kind || !tokens.has(entry.token)) return null;
      return { accountId: entry.accountId, data: entry.data as T };
    },
  };
}
