import type { DepositLimitRefusal, Exclusion } from '@atrium/domain/saferPlay';
import { isApiError } from '../errors';
import { depositLimitRefusalSchema, exclusionSchema } from './schemas';

/** The refusal codes of safer play (docs/protocol.md "Safer play (assumed)"). */
export const SAFER_PLAY_CODES = {
  depositLimit: 'saferPlay.depositLimit',
  excluded: 'saferPlay.excluded',
  lossLimit: 'saferPlay.lossLimit',
  sessionLimit: 'saferPlay.sessionLimit',
} as const;

/**
 * The limit a refused deposit breaks and what remains of it, read from the refusal's value through a schema; null
 * for any other error, or a value that does not read (the message key alone is then shown).
 */
export function depositLimitRefusalOf(error: unknown): DepositLimitRefusal | null {
  if (!isApiError(error) || error.code !== SAFER_PLAY_CODES.depositLimit) return null;
  const parsed = depositLimitRefusalSchema.safeParse(error.value);
  return parsed.success ? { code: 'depositLimitExceeded', ...parsed.data } : null;
}

/** The break or self-exclusion a refused sign-in names (until when), or null as above. */
export function exclusionRefusalOf(error: unknown): Exclusion | null {
  if (!isApiError(error) || error.code !== SAFER_PLAY_CODES.excluded) return null;
  const parsed = exclusionSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}
