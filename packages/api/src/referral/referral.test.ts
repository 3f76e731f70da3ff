import { describe, expect, it } from 'vitest';
import { useDemoPlatform, TEST_NOW } from '../test/harness';
import { getInvitees, getReferralInfo, referralInfoSchema } from './index';

const demo = useDemoPlatform({ now: TEST_NOW });

describe('§2 referral (invite friends): the code, the invitees and the earnings', () => {
  it('reads the member’s code, invitee count and earnings in cents', async () => {
    await expect(getReferralInfo(demo.clientAs('m-1001'))).resolves.toEqual({
      code: 'RM1001',
      inviteeCount: 3,
      totalEarningsCents: 1_750,
    });
  });

  it('lists the invitees with name, joined time, status and earnings', async () => {
    const page = await getInvitees(demo.clientAs('m-1001'), { page: 1, pageSize: 10 });
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.status)).toEqual(['active', 'pending', 'inactive']);
    expect(page.items[0]).toEqual({
      name: 'ja***e',
      joinedAt: TEST_NOW - 3 * 86_400_000,
      status: 'active',
      earningsCents: 1_250,
    });
  });

  it('a code that could not travel in a link as it is is a typed malformed error', () => {
    expect(() => referralInfoSchema.parse({ referralCode: 'a b&c' })).toThrow();
    expect(referralInfoSchema.parse({ referralCode: 'ABC-12' })).toMatchObject({
      referralCode: 'ABC-12',
      inviteeCount: 0,
    });
  });

  it('needs a session', async () => {
    await expect(getReferralInfo(demo.clientAs(null))).rejects.toMatchObject({ kind: 'session-expired' });
  });
});
