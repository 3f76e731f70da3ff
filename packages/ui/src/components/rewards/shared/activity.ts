import type { ActivityCall, ActivityKind, ActivityStatus } from '@atrium/domain/points';
import { formatBalance } from '@atrium/domain/format';

/** An activity of the reward centre or the missions page, as the container maps it from the platform. */
export interface ActivityView {
  readonly id: string;
  readonly title: string;
  readonly kind: ActivityKind;
  readonly status: ActivityStatus;
  /** The call the player's action makes (domain `activityCall`); null where the status is only shown. */
  readonly call: ActivityCall | null;
  readonly rewardAmount: number | null;
  readonly progress: number;
  readonly target: number;
  /** Claiming sends an application the platform reviews (§5: a note of at most 140 characters). */
  readonly requiresApplication: boolean;
  readonly startsAt: number;
  readonly endsAt: number | null;
}

/** What the platform answered to a join or a claim: shown where the player looks, in a status line. */
export interface ActivityOutcome {
  /** New per answer: the same outcome twice is still announced. */
  readonly key: string;
  readonly title: string;
  readonly call: ActivityCall;
  /** The activity's new status, when the client knows it. */
  readonly status: ActivityStatus | null;
  /** Credited by this call (0 when nothing was paid). */
  readonly amount: number;
  readonly prizeName: string | null;
}

/** A player's action on an activity: the call and, for an application, its note. */
export interface ActivityRequest {
  readonly id: string;
  readonly call: ActivityCall;
  readonly remark?: string;
}

/** Money as the member reads it: the server's currency symbol, two decimals, the reader's separators. */
export function formatAmount(amount: number, currencySymbol: string, locale: string): string {
  return formatBalance(amount, { locale, currencySymbol, isHidden: false })?.text ?? '';
}

/** A day as the reader writes it (the platform's times are instants; the reader's calendar shows them). */
export function formatDay(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(epochMs));
}

/**
 * The outcome's sentence key and values (Rewards.result.*), and whether a reward came with it (celebrated): joining
 * or applying is not one yet.
 */
export function outcomeText(
  outcome: ActivityOutcome,
  money: (amount: number) => string,
): { readonly key: string; readonly values: Record<string, string>; readonly isReward: boolean } {
  const title = outcome.title;
  if (outcome.call === 'join') return { key: 'Rewards.result.joined', values: { title }, isReward: false };
  if (outcome.status === 'applying') return { key: 'Rewards.result.applying', values: { title }, isReward: false };
  if (outcome.prizeName) {
    return { key: 'Rewards.result.prize', values: { title, prize: outcome.prizeName }, isReward: true };
  }
  if (outcome.amount > 0) {
    return { key: 'Rewards.result.paid', values: { title, amount: money(outcome.amount) }, isReward: true };
  }
  return { key: 'Rewards.result.claimed', values: { title }, isReward: true };
}

/** What a panel of activities (the reward centre, the missions) takes beside its rows. */
export interface ActivityPanelProps {
  readonly currencySymbol: string;
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  /** The failure's catalog key (errors:…), when known. */
  readonly errorKey?: string;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
  /** A join or a claim (§7 MCSFE_signUpRequestReward); a reviewed reward's claim carries its note. */
  readonly onAction: (request: ActivityRequest) => void;
  /** The activity whose action is on its way, or null. */
  readonly busyId?: string | null;
  readonly outcome?: ActivityOutcome | null;
  /** The last action's refusal (already translated). */
  readonly errorMessage?: string | null;
}
