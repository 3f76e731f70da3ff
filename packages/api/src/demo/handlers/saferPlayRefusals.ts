import { checkDepositAgainstLimits, isExcluded, isLossLimitReached, sessionTimeLeftMs } from '@atrium/domain/saferPlay';
import { refuse } from '../envelope';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { demoSaferPlayOf, sessionStartOf, usageOf, type CountedDeposit } from '../state/saferPlay';

/**
 * Where the demo platform enforces a member's safer-play settings (docs/protocol.md "Safer play (assumed)"): the
 * deposit order, every way of signing in, and the game launch. Each answers the refusal, or null to go on. The
 * rules are the domain's, so the member centre shows what is enforced here.
 */

const money = (cents: number) => (cents / 100).toFixed(2);

/** A deposit of `amountCents` over what remains of a deposit limit: `saferPlay.depositLimit`, naming both figures. */
export function depositLimitRefusal(
  platform: DemoPlatform,
  account: DemoAccount,
  amountCents: number,
  deposits: readonly CountedDeposit[],
): Response | null {
  const { limits } = demoSaferPlayOf(platform, account.id);
  const usage = usageOf(platform, account.id, deposits);
  const refusal = checkDepositAgainstLimits(amountCents, limits, usage, platform.now());
  if (!refusal) return null;
  const { key, limitCents, remainingCents } = refusal;
  return refuse(
    400,
    'saferPlay.depositLimit',
    `This deposit is over your deposit limit of ${money(limitCents)}; you can deposit up to ${money(remainingCents)} more`,
    { key, limitCents, remainingCents },
  );
}

/** A sign-in during a break or a self-exclusion: `saferPlay.excluded`, saying until when. */
export function exclusionRefusal(platform: DemoPlatform, account: DemoAccount): Response | null {
  const { exclusion } = demoSaferPlayOf(platform, account.id);
  if (!isExcluded(exclusion, platform.now())) return null;
  return refuse(403, 'saferPlay.excluded', `You cannot sign in until ${new Date(exclusion.endsAt).toISOString()}`, {
    kind: exclusion.kind,
    endsAt: exclusion.endsAt,
  });
}

/** A game launch with a loss limit or the session-time limit used up. */
export function playRefusal(platform: DemoPlatform, account: DemoAccount): Response | null {
  const now = platform.now();
  const { limits } = demoSaferPlayOf(platform, account.id);
  if (sessionTimeLeftMs(limits, sessionStartOf(platform, account.id), now) === 0) {
    return refuse(403, 'saferPlay.sessionLimit', 'Your session time limit is reached');
  }
  // Only a set loss limit needs the bets read.
  const lossLimited = [limits.lossDay, limits.lossWeek, limits.lossMonth].some((limit) => limit.value !== null);
  if (lossLimited && isLossLimitReached(limits, usageOf(platform, account.id, []), now)) {
    return refuse(403, 'saferPlay.lossLimit', 'Your loss limit is reached');
  }
  return null;
}
