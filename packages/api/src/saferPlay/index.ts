/**
 * Safer play (assumed calls, docs/protocol.md "Safer play (assumed)"; rules in @atrium/domain/saferPlay): the
 * member's limits, reality check and breaks, and the refusals they cause elsewhere (a deposit over a limit, a
 * sign-in during a break, a game launch with a loss or session limit used up).
 */

export {
  depositLimitRefusalSchema,
  exclusionSchema,
  saferPlayStateSchema,
  type ExclusionWire,
  type SaferPlayStateWire,
} from './schemas';
export { toExclusion, toSaferPlayState } from './mapping';
export {
  getSaferPlayState,
  saferPlayExclusionEndpoint,
  saferPlayLimitEndpoint,
  saferPlayRealityCheckEndpoint,
  saferPlayStateEndpoint,
  setRealityCheck,
  setSaferPlayLimit,
  takeExclusion,
  type SetLimitInput,
} from './calls';
export { SAFER_PLAY_CODES, depositLimitRefusalOf, exclusionRefusalOf } from './refusals';
export {
  saferPlayQueryKeys,
  saferPlayQueryOptions,
  setRealityCheckMutationOptions,
  setSaferPlayLimitMutationOptions,
  takeExclusionMutationOptions,
} from './queries';
