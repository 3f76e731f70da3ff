import { describe, expect, it } from 'vitest';
import { COOLING_OFF_MS } from '@atrium/domain/saferPlay';
import type { Game } from '@atrium/domain/games';
import { gameLaunchParams } from '@atrium/domain/launch';
import { createDepositOrder, getDepositMethods, newDepositRequestId } from '../deposit';
import { getGameList, launchGame } from '../games';
import { login, sendLoginSms, type LoginRequest } from '../session';
import {
  depositLimitRefusalOf,
  exclusionRefusalOf,
  getSaferPlayState,
  setSaferPlayLimit,
  takeExclusion,
} from '../saferPlay';
import { DEMO_PASSWORD } from './index';
import { failure, useDemoPlatform } from '../test/harness';

/**
 * The demo platform enforces safer play (docs/protocol.md "Safer play (assumed)"): deposit
 * limits at the deposit order, breaks at every sign-in, loss and session limits at the game launch. Every time is
 * the demo clock's.
 */
const START = Date.UTC(2026, 10, 29, 12);
const HOUR = 3_600_000;
const DEVICE = '7f1c3a52-0d7e-4a8e-9d35-3a0f3f0b9b21';
const demo = useDemoPlatform({ now: START });

const byUsername = (username: string): LoginRequest =>
  ({ type: 'username', username, password: DEMO_PASSWORD }) as LoginRequest;

async function deposit(client: ReturnType<typeof demo.clientAs>, amountCents: number) {
  const method = (await getDepositMethods(client)).find((m) => m.kind === 'bank');
  if (!method?.channels[0]) throw new Error('no bank channel');
  return createDepositOrder(client, {
    requestId: newDepositRequestId(),
    method: 'bank',
    channel: method.channels[0],
    amountCents,
    username: 'member',
    depositorName: 'Juan Dela Cruz',
  });
}

async function someGame(): Promise<Game> {
  const { games } = await getGameList(demo.client(), {
    merchantCode: 'atriumdemo',
    language: 'EN',
    gameType: 'RNG',
    page: 1,
    pageSize: 100,
  });
  const game = games.find((g) => g.nodeId % 97 !== 0);
  if (!game) throw new Error('no game');
  return game;
}

const launch = async (client: ReturnType<typeof demo.clientAs>) =>
  launchGame(client, gameLaunchParams({ kind: 'game', game: await someGame() }, { language: 'EN', realMoney: true }));

describe('safer play on the demo platform: deposit limits', () => {
  it('a daily limit of 100.00 refuses 150.00 naming the limit and what remains; 50.00 goes through', async () => {
    const member = demo.clientAs('m-1001');
    await setSaferPlayLimit(member, { key: 'depositDay', value: 10_000 });

    const refused = await failure(deposit(member, 15_000));
    expect(refused).toMatchObject({ kind: 'rejected', code: 'saferPlay.depositLimit' });
    expect(refused.messageKey).toBe('errors:saferPlay.depositLimit');
    expect(depositLimitRefusalOf(refused)).toEqual({
      code: 'depositLimitExceeded',
      key: 'depositDay',
      limitCents: 10_000,
      remainingCents: 10_000,
    });

    await expect(deposit(member, 5_000)).resolves.toMatchObject({ amountCents: 5_000, status: 'pending' });
    expect((await getSaferPlayState(member)).usage.depositDay).toBe(5_000);
    expect(depositLimitRefusalOf(await failure(deposit(member, 6_000)))).toMatchObject({ remainingCents: 5_000 });
  });

  it('raising it to 1000.00 waits 24 hours on the demo clock, the old limit holding meanwhile', async () => {
    const member = demo.clientAs('m-1001');
    await setSaferPlayLimit(member, { key: 'depositDay', value: 10_000 });
    const raised = await setSaferPlayLimit(member, { key: 'depositDay', value: 100_000 });
    expect(raised.limits.depositDay).toEqual({
      value: 10_000,
      pending: { value: 100_000, effectiveAt: START + COOLING_OFF_MS },
    });
    expect((await failure(deposit(member, 50_000))).code).toBe('saferPlay.depositLimit');

    demo.advance(COOLING_OFF_MS);
    expect((await getSaferPlayState(member)).limits.depositDay).toEqual({ value: 100_000, pending: null });
    await expect(deposit(member, 50_000)).resolves.toMatchObject({ amountCents: 50_000 });
  });

  it('a limit that is not a whole positive amount is refused like any form (field.format)', async () => {
    const member = demo.clientAs('m-1001');
    for (const value of [0, -100, 12.5]) {
      expect((await failure(setSaferPlayLimit(member, { key: 'depositDay', value }))).code).toBe('field.format');
    }
  });
});

describe('safer play on the demo platform: a break', () => {
  it('a 24-hour break signs the session out and refuses sign-in until its end', async () => {
    const { token } = await login(demo.client(), { request: byUsername('member'), deviceId: DEVICE });
    const member = demo.client(token);
    const exclusion = await takeExclusion(member, '24h');
    expect(exclusion).toEqual({ kind: 'break', endsAt: START + 24 * HOUR });

    expect((await failure(getSaferPlayState(member))).kind).toBe('session-expired');
    const refused = await failure(login(demo.client(), { request: byUsername('member'), deviceId: DEVICE }));
    expect(refused).toMatchObject({ kind: 'rejected', code: 'saferPlay.excluded' });
    expect(refused.messageKey).toBe('errors:saferPlay.excluded');
    expect(exclusionRefusalOf(refused)).toEqual(exclusion);

    demo.advance(24 * HOUR - 1);
    expect((await failure(login(demo.client(), { request: byUsername('member'), deviceId: DEVICE }))).code).toBe(
      'saferPlay.excluded',
    );
    demo.advance(1);
    await expect(login(demo.client(), { request: byUsername('member'), deviceId: DEVICE })).resolves.toMatchObject({
      accountId: 'm-1001',
    });
  });

  it('signing in by SMS is refused the same way: every way in checks the break', async () => {
    await takeExclusion(demo.clientAs('m-1001'), '7d');
    await sendLoginSms(demo.client(), { countryDialingCode: '63', mobileNum: '9171234567' });
    const { code } = await demo.demoJson<{ code: string }>('/__demo/sms?mobile=%2B639171234567');
    const refused = await failure(
      login(demo.client(), {
        request: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code },
        deviceId: DEVICE,
      }),
    );
    expect(exclusionRefusalOf(refused)).toEqual({ kind: 'break', endsAt: START + 7 * 24 * HOUR });
  });
});

describe('safer play on the demo platform: the game launch', () => {
  it('a session-time limit used up refuses the launch (saferPlay.sessionLimit)', async () => {
    const { token } = await login(demo.client(), { request: byUsername('member'), deviceId: DEVICE });
    const member = demo.client(token);
    await setSaferPlayLimit(member, { key: 'sessionMinutes', value: 30 });
    await expect(launch(member)).resolves.toMatchObject({ url: expect.any(String) });
    demo.advance(30 * 60_000);
    const refused = await failure(launch(member));
    expect(refused).toMatchObject({ kind: 'rejected', code: 'saferPlay.sessionLimit' });
    expect(refused.messageKey).toBe('errors:saferPlay.sessionLimit');
  });

  it('a loss limit used up by the bets of the window refuses the launch (saferPlay.lossLimit)', async () => {
    const player = demo.clientAs('m-3001');
    const { usage, session } = await getSaferPlayState(player);
    expect(usage.lossMonth).toBeGreaterThan(0);
    expect(session.startedAt).toBe(START);
    await setSaferPlayLimit(player, { key: 'lossMonth', value: usage.lossMonth + 1 });
    await expect(launch(player)).resolves.toMatchObject({ url: expect.any(String) });
    await setSaferPlayLimit(player, { key: 'lossMonth', value: usage.lossMonth });
    const refused = await failure(launch(player));
    expect(refused).toMatchObject({ kind: 'rejected', code: 'saferPlay.lossLimit' });
  });
});
