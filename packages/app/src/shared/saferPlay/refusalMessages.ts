import { depositLimitRefusalOf, exclusionRefusalOf } from '@atrium/api/saferPlay';
import type { MoneyLimitKey } from '@atrium/domain/saferPlay';
import { formatCents, formatInstant } from '@atrium/ui/forms';

/** A refusal as the member reads it: an `errors` key and the figures it names, already formatted. */
export interface RefusalMessage {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/** One whole sentence per period, so each language agrees its own words (errors.json `saferPlay`). */
const DEPOSIT_LIMIT_KEYS: Readonly<Partial<Record<MoneyLimitKey, string>>> = {
  depositDay: 'errors:saferPlay.depositLimitDay',
  depositWeek: 'errors:saferPlay.depositLimitWeek',
  depositMonth: 'errors:saferPlay.depositLimitMonth',
};

/**
 * A deposit over a limit (docs/protocol.md "Safer play (assumed)"): which limit, its amount and what remains, in
 * the member's currency and language; null for any other refusal, or one whose figures do not read (its plain key
 * is shown then).
 */
export function depositRefusalMessage(error: unknown, currency: string, locale: string): RefusalMessage | null {
  const refusal = depositLimitRefusalOf(error);
  if (!refusal) return null;
  return {
    key: DEPOSIT_LIMIT_KEYS[refusal.key] ?? 'errors:saferPlay.depositLimit',
    values: {
      limit: formatCents(refusal.limitCents, currency, locale),
      remaining: formatCents(refusal.remainingCents, currency, locale),
    },
  };
}

/** A sign-in during a break or self-exclusion: until when, in the reader's local date and time. */
export function exclusionRefusalMessage(error: unknown, locale: string): RefusalMessage | null {
  const exclusion = exclusionRefusalOf(error);
  if (!exclusion) return null;
  return {
    key: exclusion.kind === 'break' ? 'errors:saferPlay.excludedBreak' : 'errors:saferPlay.selfExcluded',
    values: { until: formatInstant(exclusion.endsAt, locale) },
  };
}
