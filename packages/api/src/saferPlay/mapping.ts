import type { Exclusion, SaferPlayState } from '@atrium/domain/saferPlay';
import type { ExclusionWire, SaferPlayStateWire } from './schemas';

export function toSaferPlayState(wire: SaferPlayStateWire): SaferPlayState {
  return {
    limits: wire.limits,
    usage: wire.usage,
    realityCheckMinutes: wire.realityCheckMinutes,
    session: { startedAt: wire.session.startedAt, stakesCents: wire.session.stakes, winsCents: wire.session.wins },
  };
}

export function toExclusion(wire: ExclusionWire): Exclusion {
  return { kind: wire.kind, endsAt: wire.endsAt };
}
