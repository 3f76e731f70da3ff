import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../queryKeys';
import { useDemoPlatform, TEST_NOW } from '../test/harness';
import { getWalletBalance } from '../wallet';
import {
  claimRebate,
  claimRebateMutationOptions,
  getRebateHistory,
  getRebateSettings,
  newRebateClaimRequestId,
  rebateSettingsSchema,
  toRebateSettings,
} from './index';

const demo = useDemoPlatform({ now: TEST_NOW });

describe('§2 manualRebate: MCSFE_getCustomerRebateSettingByProductType, the claim and its history', () => {
  it('reads the rebate per game type in the spec order, amounts in cents and the rate in basis points', async () => {
    const settings = await getRebateSettings(demo.clientAs('m-1001'));
    expect(settings.map((s) => s.gameType)).toEqual(['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP']);
    expect(settings[0]).toEqual({
      gameType: 'LIVE',
      enabled: true,
      validBetCents: 125_000,
      rateBasisPoints: 80,
      minimumCents: 100,
    });
  });

  it('leaves out a game type it does not know; a malformed amount is a typed error', () => {
    const wire = rebateSettingsSchema.parse({
      list: [
        { productType: 'pvp', validBet: '20.50', rebateRate: '0.6' },
        { productType: 'CASINO', validBet: 1, rebateRate: 1 },
      ],
    });
    expect(toRebateSettings(wire)).toEqual([
      { gameType: 'PVP', enabled: true, validBetCents: 2_050, rateBasisPoints: 60, minimumCents: 0 },
    ]);
    expect(() =>
      rebateSettingsSchema.parse({ list: [{ productType: 'LIVE', validBet: 'ten', rebateRate: 1 }] }),
    ).toThrow();
  });

  it('a claim pays the earned rebate into the balance once, and shows in the history', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getWalletBalance(client);
    const requestId = newRebateClaimRequestId();
    const result = await claimRebate(client, { gameType: 'LIVE', requestId });
    expect(result).toMatchObject({ gameType: 'LIVE', amountCents: 1_000 });
    expect((await getWalletBalance(client)).totalCents).toBe(before.totalCents + 1_000);
    // The same request again (a lost answer resent) is refused and pays nothing.
    await expect(claimRebate(client, { gameType: 'LIVE', requestId })).rejects.toMatchObject({
      code: 'operation.not.allowed',
    });
    expect((await getWalletBalance(client)).totalCents).toBe(before.totalCents + 1_000);
    const settings = await getRebateSettings(client);
    expect(settings.find((s) => s.gameType === 'LIVE')?.validBetCents).toBe(0);
    const history = await getRebateHistory(client, { page: 1, pageSize: 10 });
    expect(history.totalCount).toBe(1);
    expect(history.items[0]).toMatchObject({
      gameType: 'LIVE',
      validBetCents: 125_000,
      rateBasisPoints: 80,
      amountCents: 1_000,
      claimedAt: TEST_NOW,
    });
  });

  it.each([
    ['CONS', 'function.not.available'],
    ['SPORTS', 'amount.out.of.range'],
    ['LOTT', 'operation.not.allowed'],
  ] as const)('refuses a claim on %s (%s) and pays nothing', async (gameType, code) => {
    const client = demo.clientAs('m-1001');
    const before = await getWalletBalance(client);
    await expect(claimRebate(client, { gameType, requestId: newRebateClaimRequestId() })).rejects.toMatchObject({
      code,
    });
    expect((await getWalletBalance(client)).totalCents).toBe(before.totalCents);
  });

  it('the claim mutation is never retried and refreshes the wallet', async () => {
    const client = demo.clientAs('m-1001');
    const options = claimRebateMutationOptions(client);
    expect(options.retry).toBe(false);
    const queryClient = new QueryClient();
    queryClient.setQueryData([...queryKeys.wallet.all, 'probe'], 1);
    await queryClient
      .getMutationCache()
      .build(queryClient, options)
      .execute({ gameType: 'RNG', requestId: newRebateClaimRequestId() });
    expect(queryClient.getQueryState([...queryKeys.wallet.all, 'probe'])?.isInvalidated).toBe(true);
  });
});
