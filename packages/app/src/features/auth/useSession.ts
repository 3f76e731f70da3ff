import { useContext } from 'react';
import { SessionContext, type Session } from './authContext';

export type { Session } from './authContext';

/** Who is using the app: role (guest, trial, member, agent), names, whether a token is held. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs an AuthProvider above it');
  return session;
}
