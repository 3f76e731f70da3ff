import type { ExclusionPeriod, LimitKey, RealityCheckMinutes } from '@atrium/domain/saferPlay';
import { caller, endpointsOf, reader } from '../endpoints';
import { toExclusion, toSaferPlayState } from './mapping';
import { exclusionSchema, saferPlayStateSchema } from './schemas';

// Every safer-play call is the signed-in member's own (assumed calls, docs/protocol.md "Safer play (assumed)").
const area = endpointsOf('saferPlay', { needsToken: true });

/** The member's limits, usage, reality check and current session. */
export const saferPlayStateEndpoint = area.get('state', '/wps/member/saferPlay', saferPlayStateSchema);

/** `{ key, value }`: a stricter limit applies at once, a looser one or a removal after 24 hours; answers the state. */
export const saferPlayLimitEndpoint = area.put('limit', '/wps/member/saferPlay/limit', saferPlayStateSchema);

/** `{ minutes }`: the reality check's interval; answers the state. */
export const saferPlayRealityCheckEndpoint = area.put(
  'realityCheck',
  '/wps/member/saferPlay/realityCheck',
  saferPlayStateSchema,
);

/** `{ period }`: a time-out or a self-exclusion, at once; the platform ends the session. */
export const saferPlayExclusionEndpoint = area.post('exclusion', '/wps/member/saferPlay/exclusion', exclusionSchema);

export const getSaferPlayState = reader(saferPlayStateEndpoint, toSaferPlayState);

export interface SetLimitInput {
  readonly key: LimitKey;
  /** Cents for a money limit, minutes for the session limit; null asks for no limit. */
  readonly value: number | null;
}

export const setSaferPlayLimit = caller(
  saferPlayLimitEndpoint,
  (input: SetLimitInput) => ({ body: { key: input.key, value: input.value } }),
  toSaferPlayState,
);

export const setRealityCheck = caller(
  saferPlayRealityCheckEndpoint,
  (minutes: RealityCheckMinutes) => ({ body: { minutes } }),
  toSaferPlayState,
);

export const takeExclusion = caller(
  saferPlayExclusionEndpoint,
  (period: ExclusionPeriod) => ({ body: { period } }),
  toExclusion,
);
