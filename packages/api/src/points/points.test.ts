import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  convertPoints,
  convertPointsMutationOptions,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemList,
  newRequestId,
  pointBalanceQueryOptions,
  redeemPointReward,
  redeemPointRewardMutationOptions,
  toPointBalance,
  toPointRewards,
  pointBalanceSchema,
  pointRewardsSchema,
} from './index';
import { queryKeys } from '../queryKeys';
import { demoPointsLedger, DEMO_PASSWORD } from '../demo/index';
import { DEMO_ORIGIN, failure, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });
const { server } = demo;

describe('§3 Points: current points, balance, by point type (MCS2_getPointBalance)', () => {
  it('reads the current points, the wallet balance and the points of each type', async () => {
    const balance = await getPointBalance(demo.clientAs('m-1001'));
    expect(balance.balance).toBe(12_345.67);
    expect(balance.currentPoints).toBeGreaterThanOrEqual(3_000);
    expect(balance.byType.map((t) => t.type).sort()).toEqual(['deposit', 'live', 'lottery', 'pvp', 'rng', 'sports']);
  });

  it('leaves out a point type the client does not know', () => {
    const wire = pointBalanceSchema.parse({
      currentPoints: 10,
      balance: 1,
      pointsByType: [
        { pointType: 'LIVE', points: 4 },
        { pointType: 'FISH', points: 6 },
      ],
    });
    expect(toPointBalance(wire).byType).toEqual([{ type: 'live', points: 4 }]);
  });

  it('without a session the call is not made, and a forged token is a 401', async () => {
    await expect(getPointBalance(demo.clientAs(null))).rejects.toMatchObject({
      kind: 'session-expired',
      code: 'login.not.session',
    });
    const forged = demo.client('forged');
    expect(await failure(getPointBalance(forged))).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('§7 Points catalogue, configuration, history and details', () => {
  it('the rewards catalogue lists each reward with its points requirement', async () => {
    const rewards = await getPointRewards(demo.clientAs('m-1001'));
    expect(rewards).toHaveLength(6);
    expect(rewards[0]).toMatchObject({ id: 'rw-cash-5', pointsRequirement: 500, kind: 'cash', amount: 5 });
    expect(rewards.find((r) => r.id === 'rw-headset')).toMatchObject({
      kind: 'item',
      amount: null,
      stock: 10,
      conditions: 'Shipped within 14 days of approval',
      amountRequirement: 500,
      needsAddress: true,
    });
    expect(rewards[0]).toMatchObject({ conditions: null, amountRequirement: null, needsAddress: false });
  });

  it('each demo good has a picture the demo serves; an address that is not a path or http(s) is dropped', async () => {
    const rewards = await getPointRewards(demo.clientAs(null));
    expect(rewards.every((r) => r.imageUrl === `/__demo/goods/${r.id}.svg`)).toBe(true);
    const picture = await fetch(`${DEMO_ORIGIN}${rewards[1]?.imageUrl ?? ''}`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain(`<title>${rewards[1]?.name ?? ''}</title>`);
    const wire = pointRewardsSchema.parse({
      list: [
        { rewardId: 'a', rewardName: 'A', pointsRequirement: 1, imageUrl: 'javascript:alert(1)' },
        { rewardId: 'b', rewardName: 'B', pointsRequirement: 1 },
      ],
    });
    expect(toPointRewards(wire).map((r) => r.imageUrl)).toEqual([null, null]);
  });

  it('a guest sees the goods too (/pointMall is public)', async () => {
    const rewards = await getPointRewards(demo.clientAs(null));
    expect(rewards.map((r) => r.id)).toContain('rw-scarf');
  });

  it('blank conditions read as none; an unknown reward type reads as an item', () => {
    const wire = pointRewardsSchema.parse({
      list: [{ rewardId: 'r', rewardName: 'R', pointsRequirement: 1, conditions: '  ' }],
    });
    expect(toPointRewards(wire)[0]).toMatchObject({ conditions: null, needsAddress: false, kind: 'item' });
  });

  it('the configuration gives the ratio, the points requirement and the exchange-rate table', async () => {
    const config = await getPointConfig(demo.clientAs('m-1001'));
    expect(config).toMatchObject({ ratio: 100, pointsRequirement: 100 });
    expect(config.rates).toContainEqual({ type: 'rng', amountRequirement: 100, points: 2 });
  });

  it('§4 the redeem history shows In Process, Rejected and Approved', async () => {
    const page = await getRedeemList(demo.clientAs('m-1001'), { page: 1, pageSize: 10 });
    expect(page.items.map((r) => r.status).sort()).toEqual(['approved', 'inProcess', 'rejected']);
    expect(page.totalCount).toBe(3);
    const inProcess = page.items.find((r) => r.status === 'inProcess');
    expect(inProcess).toMatchObject({ kind: 'item', quantity: 1, points: 1_000, decidedAt: null });
    expect(page.items.find((r) => r.status === 'approved')?.decidedAt).toEqual(expect.any(Number));
  });

  it('the points details are paged, newest first, and filter by point type', async () => {
    const client = demo.clientAs('m-1001');
    const first = await getPointTransactions(client, { page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(26);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 10));
    const times = first.items.map((t) => t.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const live = await getPointTransactions(client, { page: 1, pageSize: 50, type: 'live' });
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((t) => t.type === 'live' && t.changedPoints > 0)).toBe(true);
  });
});

describe('§7 Redeem (enc, password checked)', () => {
  it('sends the password only inside the encrypted body, and redeeming a cash reward moves points and balance', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getPointBalance(client);
    let wire = '';
    let headers: Headers | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('MCS2_redeemPointReward')) {
        headers = request.headers;
        void request
          .clone()
          .text()
          .then((t) => (wire = t));
      }
    });
    const result = await redeemPointReward(client, {
      rewardId: 'rw-cash-5',
      password: DEMO_PASSWORD,
      requestId: newRequestId(),
    });
    server.events.removeAllListeners();
    expect(wire).not.toContain(DEMO_PASSWORD);
    expect(JSON.parse(wire)).toEqual({ value: expect.any(String) });
    expect(headers?.get('encryption')).toMatch(/^[0-9a-f]+$/);
    expect(headers?.get('moduleid')).toBe('PTSYS3');
    expect(result).toMatchObject({
      status: 'approved',
      currentPoints: before.currentPoints - 500,
      balance: before.balance + 5,
    });
    const history = await getRedeemList(client, { page: 1, pageSize: 10 });
    expect(history.items[0]).toMatchObject({ id: result.redeemId, status: 'approved', points: 500 });
    const details = await getPointTransactions(client, { page: 1, pageSize: 1 });
    expect(details.items[0]).toMatchObject({ type: 'redeem', changedPoints: -500, pointsAfter: result.currentPoints });
  });

  it('an item reward goes to review: In Process, points taken, balance unchanged', async () => {
    const client = demo.clientAs('a-2001');
    const before = await getPointBalance(client);
    demoPointsLedger(demo.platform, 'a-2001').current = 9_000;
    const result = await redeemPointReward(client, {
      rewardId: 'rw-headset',
      address: '1 Harbour Road, Manila',
      password: DEMO_PASSWORD,
      requestId: newRequestId(),
    });
    expect(result).toMatchObject({ status: 'inProcess', currentPoints: 1_000, balance: before.balance });
  });

  it('a good that ships needs a delivery address; with one, a quantity of two takes twice the points', async () => {
    const client = demo.clientAs('a-2002');
    demoPointsLedger(demo.platform, 'a-2002').current = 5_000;
    const send = (extra: { quantity?: number; address?: string }) =>
      redeemPointReward(client, { rewardId: 'rw-scarf', password: DEMO_PASSWORD, requestId: newRequestId(), ...extra });
    expect((await failure(send({ quantity: 1 }))).code).toBe('field.format');
    expect((await failure(send({ quantity: 1, address: '   ' }))).code).toBe('field.format');
    const result = await send({ quantity: 2, address: '1 Harbour Road, Manila' });
    expect(result).toMatchObject({ status: 'inProcess', currentPoints: 3_000 });
    const history = await getRedeemList(client, { page: 1, pageSize: 1 });
    expect(history.items[0]).toMatchObject({ id: result.redeemId, quantity: 2, points: 2_000, status: 'inProcess' });
    expect((await getPointRewards(client)).find((r) => r.id === 'rw-scarf')?.stock).toBe(498);
  });

  it('demo controls decide a redemption: approved keeps the points, rejected gives them and the unit back', async () => {
    const client = demo.clientAs('a-2001');
    const ledger = demoPointsLedger(demo.platform, 'a-2001');
    ledger.current = 3_000;
    const redeemScarf = () =>
      redeemPointReward(client, {
        rewardId: 'rw-scarf',
        address: '1 Harbour Road, Manila',
        password: DEMO_PASSWORD,
        requestId: newRequestId(),
      });
    const first = await redeemScarf();
    const approve = await fetch(`${DEMO_ORIGIN}/__demo/points/approve?redeemId=${first.redeemId}`, {
      method: 'POST',
    });
    expect(approve.status).toBe(200);
    const second = await redeemScarf();
    const stock = (await getPointRewards(client)).find((r) => r.id === 'rw-scarf')?.stock ?? 0;
    const reject = await fetch(`${DEMO_ORIGIN}/__demo/points/reject?username=agent`, { method: 'POST' });
    expect(await reject.json()).toEqual({ redeemId: second.redeemId, status: 'rejected' });
    const history = await getRedeemList(client, { page: 1, pageSize: 10 });
    expect(history.items.find((r) => r.id === first.redeemId)).toMatchObject({ status: 'approved' });
    expect(history.items.find((r) => r.id === second.redeemId)).toMatchObject({
      status: 'rejected',
      decidedAt: expect.any(Number),
    });
    expect((await getPointBalance(client)).currentPoints).toBe(2_000);
    expect((await getPointRewards(client)).find((r) => r.id === 'rw-scarf')?.stock).toBe(stock + 1);
    const none = await fetch(`${DEMO_ORIGIN}/__demo/points/approve?redeemId=nope`, { method: 'POST' });
    expect(none.status).toBe(404);
  });

  it('an out-of-stock good is refused (operation.not.allowed) and takes no points', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getPointBalance(client);
    const error = await failure(
      redeemPointReward(client, {
        rewardId: 'rw-mug',
        address: 'x',
        password: DEMO_PASSWORD,
        requestId: newRequestId(),
      }),
    );
    expect(error.code).toBe('operation.not.allowed');
    expect((await getPointBalance(client)).currentPoints).toBe(before.currentPoints);
  });

  it('the same request id twice is refused (operation.not.allowed) and nothing moves twice', async () => {
    const client = demo.clientAs('m-1001');
    const requestId = newRequestId();
    const first = await redeemPointReward(client, { rewardId: 'rw-cash-5', password: DEMO_PASSWORD, requestId });
    const error = await failure(
      redeemPointReward(client, { rewardId: 'rw-cash-5', password: DEMO_PASSWORD, requestId }),
    );
    expect(error).toMatchObject({ kind: 'rejected', code: 'operation.not.allowed' });
    expect((await getPointBalance(client)).currentPoints).toBe(first.currentPoints);
  });

  it('a wrong password is refused (password.incorrect) and does not use up the request id', async () => {
    const client = demo.clientAs('m-1001');
    const requestId = newRequestId();
    const error = await failure(redeemPointReward(client, { rewardId: 'rw-cash-5', password: 'wrong', requestId }));
    expect(error).toMatchObject({ code: 'password.incorrect', messageKey: 'errors:field.passwordIncorrect' });
    await expect(
      redeemPointReward(client, { rewardId: 'rw-cash-5', password: DEMO_PASSWORD, requestId }),
    ).resolves.toMatchObject({ status: 'approved' });
  });

  it('not enough points is refused (quota.not.sufficient)', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getPointBalance(client);
    const error = await failure(
      redeemPointReward(client, {
        rewardId: 'rw-watch',
        address: '1 Harbour Road, Manila',
        password: DEMO_PASSWORD,
        requestId: newRequestId(),
      }),
    );
    expect(error).toMatchObject({ code: 'quota.not.sufficient', messageKey: 'errors:quotaInsufficient' });
    expect(await getPointBalance(client)).toEqual(before);
  });

  it('a plain (unencrypted) body is refused with 400 request_body_required', async () => {
    const token = demo.platform.sessions.issue('m-1001');
    const response = await fetch(`${DEMO_ORIGIN}/wps/relay/passwordCheck/MCS2_redeemPointReward`, {
      method: 'POST',
      headers: { Authorization: token },
      body: JSON.stringify({ rewardId: 'rw-cash-5', password: DEMO_PASSWORD, requestId: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'request_body_required' });
  });
});

describe('§7 Convert points (enc, password checked)', () => {
  it('converts at the ratio: 300 points make 3.00', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getPointBalance(client);
    const result = await convertPoints(client, { points: 300, password: DEMO_PASSWORD, requestId: newRequestId() });
    expect(result).toEqual({
      convertedPoints: 300,
      amount: 3,
      currentPoints: before.currentPoints - 300,
      balance: before.balance + 3,
    });
  });

  it('refuses fewer points than the requirement (field.format), more than held (quota.not.sufficient), a duplicate, a wrong password', async () => {
    const client = demo.clientAs('m-1001');
    const { currentPoints } = await getPointBalance(client);
    const convert = (points: number, requestId = newRequestId(), password = DEMO_PASSWORD) =>
      failure(convertPoints(client, { points, password, requestId }));
    expect((await convert(50)).code).toBe('field.format');
    expect((await convert(currentPoints + 100)).code).toBe('quota.not.sufficient');
    expect((await convert(100, newRequestId(), 'nope')).code).toBe('password.incorrect');
    const requestId = newRequestId();
    await convertPoints(client, { points: 100, password: DEMO_PASSWORD, requestId });
    expect((await convert(100, requestId)).code).toBe('operation.not.allowed');
  });

  it('a trial account is refused (operation.not.allowed)', async () => {
    const client = demo.clientAs(demo.addTrialAccount('m-1001', { id: 't-9001', username: 'trialtest' }).id);
    expect(
      (await failure(convertPoints(client, { points: 100, password: DEMO_PASSWORD, requestId: newRequestId() }))).code,
    ).toBe('operation.not.allowed');
  });
});

describe('query and mutation options', () => {
  it('redeem and convert never retry on their own, and refresh the points after success', async () => {
    const client = demo.clientAs('m-1001');
    expect(redeemPointRewardMutationOptions(client).retry).toBe(false);
    expect(convertPointsMutationOptions(client).retry).toBe(false);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(pointBalanceQueryOptions(client));
    const mutation = queryClient.getMutationCache().build(queryClient, convertPointsMutationOptions(client));
    await mutation.execute({ points: 100, password: DEMO_PASSWORD, requestId: newRequestId() });
    expect(queryClient.getQueryState(queryKeys.points.balance())?.isInvalidated).toBe(true);
  });
});
