import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES } from '@atrium/domain/points';
import {
  activityActionMutationOptions,
  claimRaffle,
  claimRaffleMutationOptions,
  getMissionLeaderboard,
  getMissionMilestones,
  getMissionSummary,
  joinPromotion,
  joinPromotionMutationOptions,
  missionLeaderboardSchema,
  missionMilestonesSchema,
  missionSummarySchema,
  requestReward,
  requestRewardMutationOptions,
  toMissionLeaderboard,
  toMissionMilestones,
  toMissionSummary,
} from './index';
import { getMemberInfo } from '../member';
import { failure, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ now: TEST_NOW });

async function statusOf(accountId: string, promotionId: string) {
  const summary = await getMissionSummary(demo.clientAs(accountId));
  return summary.activities.find((a) => a.id === promotionId)?.status;
}

describe('§4 Activity statuses in the reward centre (MCSFE_getMissionSummaryDetails)', () => {
  it('a fresh account shows every activity status, with join or claim only where the status allows', async () => {
    const summary = await getMissionSummary(demo.clientAs('m-1001'));
    expect(new Set(summary.activities.map((a) => a.status))).toEqual(new Set(ACTIVITY_STATUSES));
    expect(summary.actionableCount).toBe(5);
    for (const activity of summary.activities) {
      const expected = activity.status === 'join' ? 'join' : activity.status === 'claim' ? 'claim' : null;
      expect(activity.action).toBe(expected);
    }
    expect(summary.activities.find((a) => a.id === 'p-lucky-draw')?.call).toBe('claimRaffle');
    expect(summary.activities.find((a) => a.id === 'p-cashback')?.call).toBe('requestReward');
    expect(summary.activities.find((a) => a.id === 'm-weekly-deposit')).toMatchObject({
      kind: 'mission',
      status: 'claim',
      call: 'requestReward',
    });
    expect(summary.activities.find((a) => a.id === 'p-welcome')?.call).toBe('join');
    expect(summary.activities.find((a) => a.id === 'm-daily-bets')).toMatchObject({
      kind: 'mission',
      progress: 4,
      target: 10,
    });
  });

  it('an activity in a status the client does not know is left out', () => {
    const wire = missionSummarySchema.parse({
      list: [
        { promotionId: 'a', title: 'A', kind: 'SIGNUP', status: 'Join', startTime: 0 },
        { promotionId: 'b', title: 'B', kind: 'SIGNUP', status: 'Paused', startTime: 0 },
      ],
    });
    expect(toMissionSummary(wire).activities.map((a) => a.id)).toEqual(['a']);
  });

  it('without a session the call is not made', async () => {
    expect(await failure(getMissionSummary(demo.clientAs(null)))).toMatchObject({ kind: 'session-expired' });
  });
});

describe('§7 Join, request the reward, claim a raffle', () => {
  it('Join becomes Joined; joining again is refused', async () => {
    const client = demo.clientAs('m-1001');
    await expect(joinPromotion(client, 'p-welcome')).resolves.toMatchObject({ status: 'joined', amount: 0 });
    expect((await failure(joinPromotion(client, 'p-welcome'))).code).toBe('operation.not.allowed');
    expect((await failure(joinPromotion(client, 'p-cashback'))).code).toBe('operation.not.allowed');
  });

  it('requesting a reward pays it once: Claim becomes Claimed, claiming twice is refused', async () => {
    const client = demo.clientAs('m-1001');
    const before = demo.platform.accountById('m-1001')?.balanceCents ?? 0;
    const result = await requestReward(client, { promotionId: 'p-cashback' });
    expect(result).toMatchObject({ status: 'claimed', amount: 25.5, balance: (before + 2_550) / 100 });
    const again = await failure(requestReward(client, { promotionId: 'p-cashback' }));
    expect(again).toMatchObject({ kind: 'rejected', code: 'operation.not.allowed' });
    expect(demo.platform.accountById('m-1001')?.balanceCents).toBe(before + 2_550);
  });

  it('the state is per account: another account can still claim', async () => {
    await requestReward(demo.clientAs('m-1001'), { promotionId: 'p-cashback' });
    expect(await statusOf('m-1001', 'p-cashback')).toBe('claimed');
    expect(await statusOf('a-2001', 'p-cashback')).toBe('claim');
  });

  it('§5 an activity needing an application checks it (remark at most 140 characters) and goes to Applying', async () => {
    const client = demo.clientAs('m-1001');
    const tooLong = await failure(requestReward(client, { promotionId: 'p-vip-gift', remark: 'x'.repeat(141) }));
    expect(tooLong.code).toBe('field.format');
    const tooMany = await failure(
      requestReward(client, {
        promotionId: 'p-vip-gift',
        images: ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.png`, type: 'image/png', size: 4, base64: 'iVBORw==' })),
      }),
    );
    expect(tooMany.code).toBe('field.format');
    const before = demo.platform.accountById('m-1001')?.balanceCents;
    const result = await requestReward(client, {
      promotionId: 'p-vip-gift',
      remark: 'Upgraded to Gold last week',
      images: [{ name: 'proof.jpg', type: 'image/jpeg', size: 6, base64: '/9j/4AAQ' }],
    });
    expect(result).toMatchObject({ status: 'applying', amount: 0 });
    expect(demo.platform.accountById('m-1001')?.balanceCents).toBe(before);
  });

  it('a raffle prize is claimed once', async () => {
    const client = demo.clientAs('m-1001');
    const result = await claimRaffle(client, 'p-lucky-draw');
    expect(result).toMatchObject({ status: 'claimed', amount: 18.88, prizeName: '18.88 bonus cash' });
    expect((await failure(claimRaffle(client, 'p-lucky-draw'))).code).toBe('operation.not.allowed');
    expect((await failure(claimRaffle(client, 'p-cashback'))).code).toBe('operation.not.allowed');
  });

  it('a trial account cannot join or claim (operation.not.allowed), but its summary is answered', async () => {
    const base = demo.platform.accountById('m-1001');
    if (!base) throw new Error('seed changed');
    demo.platform.accounts.push({ ...base, id: 't-9001', type: 4 });
    const trial = demo.clientAs('t-9001');
    expect((await failure(joinPromotion(trial, 'p-welcome'))).code).toBe('operation.not.allowed');
    expect((await failure(claimRaffle(trial, 'p-lucky-draw'))).code).toBe('operation.not.allowed');
    await expect(getMissionSummary(trial)).resolves.toMatchObject({ actionableCount: 5 });
  });

  it('the changes are never retried on their own', () => {
    const client = demo.clientAs('m-1001');
    expect(joinPromotionMutationOptions(client).retry).toBe(false);
    expect(requestRewardMutationOptions(client).retry).toBe(false);
    expect(claimRaffleMutationOptions(client).retry).toBe(false);
    expect(activityActionMutationOptions(client).retry).toBe(false);
  });
});

describe('§2 Mission leaderboard (MCSFE_getMissionLeaderboard)', () => {
  it('is paged and ranked by score, with the player’s own standing', async () => {
    const client = demo.clientAs('m-1001');
    const first = await getMissionLeaderboard(client, { missionId: 'm-daily-bets', page: 1, pageSize: 10 });
    expect(first.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const scores = first.entries.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(first.entries[0]?.prize).toBe(100);
    expect(first.entries[0]?.name).toMatch(/^pl\*\*\*\d{2}$/);
    expect(first).toMatchObject({ page: 1, totalPages: 4 });
    const again = await getMissionLeaderboard(client, { missionId: 'm-daily-bets', page: 1, pageSize: 10 });
    expect(again).toEqual(first);
  });

  it('the footer {rank, reachedValue} is the player’s own place, the same row the board lists under their masked name', async () => {
    const client = demo.clientAs('m-1001');
    const all = await getMissionLeaderboard(client, { missionId: 'm-daily-bets', page: 1, pageSize: 100 });
    const mine = all.mine;
    if (mine?.rank == null) throw new Error('the player should be ranked');
    expect(all.entries[mine.rank - 1]).toMatchObject({ rank: mine.rank, score: mine.score, name: 'me***er' });
  });

  it('an unranked player reads as rank null; a missing footer as no standing', () => {
    expect(toMissionLeaderboard(missionLeaderboardSchema.parse({ footer: { reachedValue: 12 } })).mine).toEqual({
      rank: null,
      score: 12,
    });
    expect(toMissionLeaderboard(missionLeaderboardSchema.parse({ list: [] })).mine).toBeNull();
  });

  it('an unknown mission is refused', async () => {
    const error = await failure(
      getMissionLeaderboard(demo.clientAs('m-1001'), { missionId: 'p-welcome', page: 1, pageSize: 10 }),
    );
    expect(error).toMatchObject({ kind: 'rejected', code: 'request_param_err' });
  });
});

describe('§2 missionLeaderboard: milestones and progress (MCSFE_getMissionMilestones)', () => {
  it('lists each milestone in ascending order, reached where the progress is at or past it', async () => {
    const milestones = await getMissionMilestones(demo.clientAs('m-1001'), 'm-daily-bets');
    expect(milestones).toEqual({
      missionId: 'm-daily-bets',
      reached: 4,
      milestones: [
        { target: 3, rewardAmount: 1, isReached: true },
        { target: 6, rewardAmount: 2, isReached: false },
        { target: 10, rewardAmount: 5, isReached: false },
      ],
    });
  });

  it('reads milestones in any order and without a reward', () => {
    const wire = missionMilestonesSchema.parse({
      missionId: 'm',
      reachedValue: 5,
      milestones: [{ targetValue: 9 }, { targetValue: 5, rewardAmount: 2 }],
    });
    expect(toMissionMilestones(wire).milestones).toEqual([
      { target: 5, rewardAmount: 2, isReached: true },
      { target: 9, rewardAmount: null, isReached: false },
    ]);
  });

  it('a malformed answer is a typed error, and an unknown mission is refused', async () => {
    expect(() => missionMilestonesSchema.parse({ missionId: 'm', milestones: [{ targetValue: 'x' }] })).toThrow();
    const error = await failure(getMissionMilestones(demo.clientAs('m-1001'), 'p-welcome'));
    expect(error).toMatchObject({ kind: 'rejected', code: 'request_param_err' });
  });
});

describe('§2 badges: the member details count what waits in the reward centre', () => {
  it('availablePromoCount follows the account’s own activities: a claim lowers it by one', async () => {
    const client = demo.clientAs('m-1001');
    expect((await getMemberInfo(client)).availablePromoCount).toBe(5);
    await requestReward(client, { promotionId: 'p-cashback' });
    expect((await getMemberInfo(client)).availablePromoCount).toBe(4);
    expect((await getMemberInfo(demo.clientAs('a-2001'))).availablePromoCount).toBe(5);
  });
});
