import { isSessionErrorCode, type ApiError } from '@atrium/api/errors';

/** The session notice of §8 "You are not logged in, please login". */
export const SESSION_EXPIRED_NOTICE = 'errors:session.notLoggedIn';

/** Why the session ended, as the login popup says it: the platform's reason when it gave one (a password change). */
export function sessionEndNotice(error: Pick<ApiError, 'code' | 'messageKey'>): string {
  return isSessionErrorCode(error.code) && error.messageKey.startsWith('errors:session.')
    ? error.messageKey
    : SESSION_EXPIRED_NOTICE;
}
