import { randomAlphanumeric, seededRandom } from '../seed/random';

/** Session tokens of the demo platform: opaque strings mapped to account ids, per platform instance. */
export interface DemoSessions {
  issue(accountId: string): string;
  accountIdOf(token: string | null | undefined): string | null;
  revoke(token: string): void;
  /** Ends every session of an account (password change, "logged out from another device"). */
  revokeAccount(accountId: string): void;
}

export function createSessions(seed: number): DemoSessions {
  const random = seededRandom(seed ^ 0x70ce);
  const tokens = new Map<string, string>();
  return {
    issue(accountId) {
      const token = `demo-${randomAlphanumeric(random, 32)}`;
      tokens.set(token, accountId);
      return token;
    },
    accountIdOf(token) {
      return token ? (tokens.get(token) ?? null) : null;
    },
    revoke(token) {
      tokens.delete(token);
    },
    revokeAccount(accountId) {
      for (const [token, id] of tokens) if (id === accountId) tokens.delete(token);
    },
  };
}
