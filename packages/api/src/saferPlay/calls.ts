import type {
  Exclusion,
  ExclusionPeriod,
  LimitKey,
  RealityCheckMinutes,
  SaferPlayState,
} from '@atrium/domain/saferPlay';
import type { ApiClient, Endpoint } from '../client';
import { toExclusion, toSaferPlayState } from './mapping';
import { exclusionSchema, saferPlayStateSchema, type ExclusionWire, type SaferPlayStateWire } from './schemas';

// Every safer-play call is the signed-in member's own (assumed calls, docs/protocol.md "Safer play (assumed)").

/** The member's limits, usage, reality check and current session. */
export const saferPlayStateEndpoint: Endpoint<SaferPlayStateWire> = {
  id: 'saferPlay.state',
  method: 'GET',
  path: '/wps/member/saferPlay',
  needsToken: true,
  value: saferPlayStateSchema,
};

/** `{ key, value }`: a stricter limit applies at once, a looser one or a removal after 24 hours; answers the state. */
export const saferPlayLimitEndpoint: Endpoint<SaferPlayStateWire> = {
  ...saferPlayStateEndpoint,
  id: 'saferPlay.limit',
  method: 'PUT',
  path: '/wps/member/saferPlay/limit',
};

/** `{ minutes }`: the reality check's interval; answers the state. */
export const saferPlayRealityCheckEndpoint: Endpoint<SaferPlayStateWire> = {
  ...saferPlayStateEndpoint,
  id: 'saferPlay.realityCheck',
  method: 'PUT',
  path: '/wps/member/saferPlay/realityCheck',
};

/** `{ period }`: a time-out or a self-exclusion, at once; the platform ends the session. */
export const saferPlayExclusionEndpoint: Endpoint<ExclusionWire> = {
  id: 'saferPlay.exclusion',
  method: 'POST',
  path: '/wps/member/saferPlay/exclusion',
  needsToken: true,
  value: exclusionSchema,
};

export async function getSaferPlayState(client: ApiClient, signal?: AbortSignal): Promise<SaferPlayState> {
  return toSaferPlayState(await client.call(saferPlayStateEndpoint, { signal }));
}

export interface SetLimitInput {
  readonly key: LimitKey;
  /** Cents for a money limit, minutes for the session limit; null asks for no limit. */
  readonly value: number | null;
}

export async function setSaferPlayLimit(client: ApiClient, input: SetLimitInput): Promise<SaferPlayState> {
  return toSaferPlayState(await client.call(saferPlayLimitEndpoint, { body: { key: input.key, value: input.value } }));
}

export async function setRealityCheck(client: ApiClient, minutes: RealityCheckMinutes): Promise<SaferPlayState> {
  return toSaferPlayState(await client.call(saferPlayRealityCheckEndpoint, { body: { minutes } }));
}

export async function takeExclusion(client: ApiClient, period: ExclusionPeriod): Promise<Exclusion> {
  return toExclusion(await client.call(saferPlayExclusionEndpoint, { body: { period } }));
}
