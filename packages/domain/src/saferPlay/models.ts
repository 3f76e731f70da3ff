import type { RealityCheckMinutes } from './breaks';
import type { LimitUsage, Limits } from './limits';

/**
 * The member's safer-play settings and figures as the platform reports them (the assumed `saferPlay.state` call):
 * the limits with any looser value waiting, what counts against the money limits over each rolling window, the
 * reality check's interval, and the current session's start, stakes and wins (for the reality check's summary).
 */
export interface SaferPlayState {
  readonly limits: Limits;
  readonly usage: LimitUsage;
  readonly realityCheckMinutes: RealityCheckMinutes;
  readonly session: {
    /** When the current session began (epoch milliseconds). */
    readonly startedAt: number;
    /** What was staked this session, in integer cents. */
    readonly stakesCents: number;
    /** What was won back this session, in integer cents. */
    readonly winsCents: number;
  };
}
