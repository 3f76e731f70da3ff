import { useContext } from 'react';
import { canPlayForReal } from '@atrium/domain/session';
import { SessionContext, type KnownRole, type Session } from './authContext';

export type { KnownRole, Session } from './authContext';

/** Who is using the app: role (guest, trial, member, agent), names, whether a token is held. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs an AuthProvider above it');
  return session;
}

/**
 * The role to decide by: `'pending'` while the session's role is only provisional (a stored token before the member
 * details arrive), else the role. A trial user's stored token reads as a member until then.
 */
export function knownRoleOf(session: Pick<Session, 'role' | 'isPending'>): KnownRole {
  return session.isPending ? 'pending' : session.role;
}

/** `knownRoleOf(useSession())`: guest, trial, member, agent, or `'pending'` while that is not known yet. */
export function useKnownRole(): KnownRole {
  return knownRoleOf(useSession());
}

/** A real account (member or agent), known as one: false for guests, trial users and while the role is pending. */
export function isKnownRealAccount(role: KnownRole): boolean {
  return role !== 'pending' && canPlayForReal(role);
}
