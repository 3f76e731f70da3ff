import { describe, expect, it } from 'vitest';
import { NO_LIMITS } from '@atrium/domain/saferPlay';
import { ApiError } from '../errors';
import {
  depositLimitRefusalOf,
  exclusionRefusalOf,
  getSaferPlayState,
  saferPlayExclusionEndpoint,
  saferPlayLimitEndpoint,
  saferPlayQueryOptions,
  saferPlayRealityCheckEndpoint,
  saferPlayStateEndpoint,
  setRealityCheck,
  setRealityCheckMutationOptions,
  setSaferPlayLimitMutationOptions,
  takeExclusionMutationOptions,
} from './index';
import { failure, useDemoPlatform } from '../test/harness';

/** Safer play's assumed calls (docs/protocol.md "Safer play (assumed)"); the enforcement is in demo/saferPlay.test.ts. */
const START = Date.UTC(2026, 10, 29, 12);
const demo = useDemoPlatform({ now: START });

const rejected = (code: string, value: unknown) =>
  new ApiError({ kind: 'rejected', endpoint: 'deposit.create', messageKey: 'errors:unknown', code, value });

describe('safer play: the assumed calls', () => {
  it('are the member’s own: each needs the session', () => {
    expect(saferPlayStateEndpoint).toMatchObject({ method: 'GET', path: '/wps/member/saferPlay', needsToken: true });
    expect(saferPlayLimitEndpoint).toMatchObject({ method: 'PUT', path: '/wps/member/saferPlay/limit' });
    expect(saferPlayRealityCheckEndpoint).toMatchObject({ method: 'PUT', path: '/wps/member/saferPlay/realityCheck' });
    expect(saferPlayExclusionEndpoint).toMatchObject({ method: 'POST', path: '/wps/member/saferPlay/exclusion' });
    for (const endpoint of [saferPlayLimitEndpoint, saferPlayRealityCheckEndpoint, saferPlayExclusionEndpoint]) {
      expect(endpoint.needsToken).toBe(true);
    }
  });

  it('a member without settings reads no limits, no usage, the reality check off and the session’s start', async () => {
    await expect(getSaferPlayState(demo.clientAs('m-1001'))).resolves.toEqual({
      limits: NO_LIMITS,
      usage: { depositDay: 0, depositWeek: 0, depositMonth: 0, lossDay: 0, lossWeek: 0, lossMonth: 0 },
      realityCheckMinutes: 0,
      session: { startedAt: START, stakesCents: 0, winsCents: 0 },
    });
  });

  it('the reality check takes off, 15, 30 or 60 minutes, and refuses anything else (field.format)', async () => {
    const member = demo.clientAs('m-1001');
    expect((await setRealityCheck(member, 30)).realityCheckMinutes).toBe(30);
    expect((await failure(setRealityCheck(member, 45 as 30))).code).toBe('field.format');
  });

  it('an answer that breaks the contract is a typed malformed error naming the field', async () => {
    demo.answer('/wps/member/saferPlay', { limits: {}, usage: {}, realityCheckMinutes: 45, session: null });
    const error = await failure(getSaferPlayState(demo.clientAs('m-1001')));
    expect(error).toMatchObject({ kind: 'malformed', endpoint: 'saferPlay.state', messageKey: 'errors:malformed' });
    expect(error.field).toMatch(/^value\./);
  });

  it('without a session no call is made', async () => {
    expect((await failure(getSaferPlayState(demo.clientAs(null)))).kind).toBe('session-expired');
  });

  it('the state is one query under the member’s root; the changes are sent once, never retried', () => {
    const client = demo.clientAs('m-1001');
    expect(saferPlayQueryOptions(client).queryKey).toEqual(['member', 'saferPlay']);
    for (const options of [
      setSaferPlayLimitMutationOptions(client),
      setRealityCheckMutationOptions(client),
      takeExclusionMutationOptions(client),
    ]) {
      expect(options.retry).toBe(false);
    }
  });
});

describe('safer play: the refusals read through a schema', () => {
  it('a deposit limit refusal gives the limit and what remains', () => {
    const value = { key: 'depositWeek', limitCents: 50_000, remainingCents: 1_200 };
    expect(depositLimitRefusalOf(rejected('saferPlay.depositLimit', value))).toEqual({
      code: 'depositLimitExceeded',
      ...value,
    });
  });

  it('an exclusion refusal gives its kind and end', () => {
    const value = { kind: 'selfExclusion', endsAt: START };
    expect(exclusionRefusalOf(rejected('saferPlay.excluded', value))).toEqual(value);
  });

  it.each([
    ['another code', rejected('amount.out.of.range', { key: 'depositDay', limitCents: 1, remainingCents: 0 })],
    ['a value that does not read', rejected('saferPlay.depositLimit', { key: 'sessionMinutes', limitCents: '5' })],
    ['no value', rejected('saferPlay.depositLimit', null)],
    ['not an api error', new Error('saferPlay.depositLimit')],
  ])('%s reads as no refusal', (_, error) => {
    expect(depositLimitRefusalOf(error)).toBeNull();
    expect(exclusionRefusalOf(error)).toBeNull();
  });
});
