import { describe, expect, it } from 'vitest';
import {
  applyPromotion,
  applyPromotionMutationOptions,
  getPromotionList,
  guestPromotionListEndpoint,
  memberPromotionListEndpoint,
  promotionListSchema,
  toPromotionList,
  type PromotionImage,
} from './index';
import { failure, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ now: Date.UTC(2026, 10, 23) });

const png = (name: string, bytes: number): PromotionImage => ({
  name,
  type: 'image/png',
  size: bytes,
  base64: 'A'.repeat(Math.ceil(bytes / 3) * 4),
});

describe('§2 /promotions: the promotions list (designed GET MCSFE_getPromotionList)', () => {
  it('a guest reads it without a token; a member sends theirs', () => {
    expect(guestPromotionListEndpoint).toMatchObject({ method: 'GET', needsToken: false });
    expect(memberPromotionListEndpoint).toMatchObject({ method: 'GET', needsToken: true });
  });

  it('gives the server categories and each promotion with its period, status, action and HTML', async () => {
    const list = await getPromotionList(demo.clientAs(null), { language: 'en', isLoggedIn: false });
    expect(list.categories.map((c) => c.id)).toEqual(['welcome', 'daily', 'lottery', 'vip']);
    expect(list.promotions).toHaveLength(10);
    const welcome = list.promotions[0];
    expect(welcome).toMatchObject({ id: 'PR-201', title: 'Welcome bonus up to 100%', status: 'join', action: 'join' });
    expect(welcome?.imageUrl).toMatch(/^data:image\/svg\+xml/);
    expect(welcome?.content).toContain('<p>');
    expect(list.promotions.find((p) => p.id === 'PR-209')).toMatchObject({ status: 'close', action: null });
  });

  it('§4 a promotion in a status the client does not know is left out; malformed data fails the schema', () => {
    const item = { promotionId: 'x', title: 't', categoryId: 'c', startTime: 1, status: '??' };
    expect(toPromotionList(promotionListSchema.parse({ categories: [], list: [item] })).promotions).toEqual([]);
    expect(promotionListSchema.safeParse({ list: [{ ...item, status: 'Join', title: 7 }] }).success).toBe(false);
  });
});

describe('§5 activity application (designed POST MCSFE_applyPromotion)', () => {
  it('a member applies with a remark and two images: the status becomes Applying, in the list too', async () => {
    const client = demo.clientAs('m-1001');
    await expect(
      applyPromotion(client, {
        promotionId: 'PR-201',
        remark: 'My first deposit',
        images: [png('a.png', 900), png('b.png', 900)],
      }),
    ).resolves.toEqual({ id: 'PR-201', status: 'applying' });
    const list = await getPromotionList(client, { language: 'en', isLoggedIn: true });
    expect(list.promotions.find((p) => p.id === 'PR-201')).toMatchObject({ status: 'applying', action: null });
    // A second application on the same promotion is refused: its status allows nothing any more.
    expect((await failure(applyPromotion(client, { promotionId: 'PR-201', remark: '', images: [] }))).code).toBe(
      'operation.not.allowed',
    );
    // Another member's statuses are their own.
    const other = await getPromotionList(demo.clientAs('m-1002'), { language: 'en', isLoggedIn: true });
    expect(other.promotions.find((p) => p.id === 'PR-201')?.status).toBe('join');
  });

  it('§9 refuses a remark over 140 characters, a 6 MB image and a gif, each with its code', async () => {
    const client = demo.clientAs('m-1001');
    const apply = (remark: string, images: PromotionImage[]) =>
      failure(applyPromotion(client, { promotionId: 'PR-202', remark, images }));
    expect((await apply('x'.repeat(141), [])).code).toBe('promotion.remark.length');
    expect((await apply('ok', [png('big.png', 6 * 1024 * 1024)])).code).toBe('promotion.image.size');
    expect((await apply('ok', [{ ...png('anim.gif', 10), type: 'image/gif' }])).code).toBe('promotion.image.type');
    await expect(
      applyPromotion(client, { promotionId: 'PR-202', remark: 'x'.repeat(140), images: [] }),
    ).resolves.toEqual({
      id: 'PR-202',
      status: 'applying',
    });
  });

  it('a guest cannot apply; the mutation is never retried', async () => {
    expect(
      await failure(applyPromotion(demo.clientAs(null), { promotionId: 'PR-201', remark: '', images: [] })),
    ).toMatchObject({ kind: 'session-expired' });
    expect(applyPromotionMutationOptions(demo.clientAs('m-1001')).retry).toBe(false);
  });
});
