import { describe, expect, it } from 'vitest';
import { queryKeys } from '../queryKeys';
import {
  getWalletBalance,
  newTransferRequestId,
  transferFunds,
  walletTransferMutationOptions,
  type TransferTarget,
  type WalletBalance,
} from './index';
import { failure, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file' });
const { server } = demo;

const walletCents = (balance: WalletBalance, accountTypeId: number) =>
  balance.wallets.find((w) => w.accountTypeId === accountTypeId)?.availableCents;

const toGameWallet: TransferTarget = { kind: 'wallet', fromAccountTypeId: 1, toAccountTypeId: 2 };

describe('§7 POST /wps/relay/GCS_walletTransfer (money-moving)', () => {
  it('main wallet → game wallet: the balance moves, seen through the balance call; the total stays', async () => {
    const member = demo.clientAs('m-1001');
    const before = await getWalletBalance(member);
    const receipt = await transferFunds(member, {
      requestId: newTransferRequestId(),
      amountCents: 10_050,
      target: toGameWallet,
    });
    expect(receipt).toMatchObject({ amountCents: 10_050, transferId: expect.stringMatching(/^TR\d{8}$/) });
    const after = await getWalletBalance(member);
    expect(walletCents(after, 1)).toBe(walletCents(before, 1)! - 10_050);
    expect(walletCents(after, 2)).toBe(walletCents(before, 2)! + 10_050);
    expect(after.totalCents).toBe(before.totalCents);
  });

  it('game wallet → main wallet moves the money back', async () => {
    const member = demo.clientAs('m-1002');
    const before = await getWalletBalance(member);
    const back = walletCents(before, 3)!;
    await transferFunds(member, {
      requestId: newTransferRequestId(),
      amountCents: back,
      target: { kind: 'wallet', fromAccountTypeId: 3, toAccountTypeId: 1 },
    });
    const after = await getWalletBalance(member);
    expect(walletCents(after, 3)).toBe(0);
    expect(walletCents(after, 1)).toBe(walletCents(before, 1)! + back);
  });

  it('§8 insufficient balance is refused with balance.not.sufficient and nothing moves', async () => {
    const member = demo.clientAs('m-1003');
    const before = await getWalletBalance(member);
    const error = await failure(
      transferFunds(member, {
        requestId: newTransferRequestId(),
        amountCents: walletCents(before, 1)! + 1,
        target: toGameWallet,
      }),
    );
    expect(error).toMatchObject({
      kind: 'rejected',
      code: 'balance.not.sufficient',
      messageKey: 'errors:balanceInsufficient',
    });
    expect(await getWalletBalance(member)).toEqual(before);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -500],
    ['a fraction of a cent', 1.5],
  ])('an amount of %s is refused with field.format', async (_label, amountCents) => {
    const error = await failure(
      transferFunds(demo.clientAs('m-1001'), { requestId: newTransferRequestId(), amountCents, target: toGameWallet }),
    );
    expect(error).toMatchObject({ kind: 'rejected', code: 'field.format' });
  });

  it('the same request id twice moves money once: the second is refused with operation.not.allowed', async () => {
    const member = demo.clientAs('m-1001');
    const before = await getWalletBalance(member);
    const input = { requestId: newTransferRequestId(), amountCents: 100, target: toGameWallet };
    await transferFunds(member, input);
    expect(await failure(transferFunds(member, input))).toMatchObject({ code: 'operation.not.allowed' });
    expect(walletCents(await getWalletBalance(member), 1)).toBe(walletCents(before, 1)! - 100);
  });

  it('a double submission while the first is in flight is refused without a second request', async () => {
    const member = demo.clientAs('m-1001');
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/GCS_walletTransfer')) requests += 1;
    });
    const input = { requestId: newTransferRequestId(), amountCents: 200, target: toGameWallet };
    const results = await Promise.allSettled([transferFunds(member, input), transferFunds(member, input)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(requests).toBe(1);
  });

  it('game wallet to game wallet is refused: transfers go through the main wallet', async () => {
    const error = await failure(
      transferFunds(demo.clientAs('m-1001'), {
        requestId: newTransferRequestId(),
        amountCents: 1,
        target: { kind: 'wallet', fromAccountTypeId: 2, toAccountTypeId: 4 },
      }),
    );
    expect(error.code).toBe('operation.not.allowed');
  });

  it('§1 an agent transfers to a downline: both balances move', async () => {
    const agent = demo.clientAs('a-2001');
    const downline = demo.clientAs('a-2002');
    const [agentBefore, downlineBefore] = await Promise.all([getWalletBalance(agent), getWalletBalance(downline)]);
    await transferFunds(agent, {
      requestId: newTransferRequestId(),
      amountCents: 25_000,
      target: { kind: 'downline', account: ' subagent1 ' },
    });
    expect(walletCents(await getWalletBalance(agent), 1)).toBe(walletCents(agentBefore, 1)! - 25_000);
    expect(walletCents(await getWalletBalance(downline), 1)).toBe(walletCents(downlineBefore, 1)! + 25_000);
  });

  it.each([
    ['a-2001', 'downline1', 'operation.not.allowed'],
    ['m-1001', 'downline1', 'operation.not.allowed'],
    ['a-2001', 'nobody-here', 'USER_NOT_EXIST'],
  ])('a transfer from %s to the downline %s is refused with %s', async (from, to, code) => {
    const error = await failure(
      transferFunds(demo.clientAs(from), {
        requestId: newTransferRequestId(),
        amountCents: 100,
        target: { kind: 'downline', account: to },
      }),
    );
    expect(error.code).toBe(code);
  });

  it('§2 transferUpline: a downline sends money to its upline; an account without one is refused', async () => {
    const downline = demo.clientAs('m-3001');
    const upline = demo.clientAs('a-2002');
    const before = walletCents(await getWalletBalance(upline), 1)!;
    await transferFunds(downline, {
      requestId: newTransferRequestId(),
      amountCents: 1_000,
      target: { kind: 'upline' },
    });
    expect(walletCents(await getWalletBalance(upline), 1)).toBe(before + 1_000);
    const error = await failure(
      transferFunds(demo.clientAs('m-1001'), {
        requestId: newTransferRequestId(),
        amountCents: 1,
        target: { kind: 'upline' },
      }),
    );
    expect(error.code).toBe('operation.not.allowed');
  });

  it('§6 a trial account cannot transfer', async () => {
    const trial = demo.addTrialAccount('m-1004', { id: 't-9002', username: 'trial9002', balanceCents: 200_000 });
    const error = await failure(
      transferFunds(demo.clientAs(trial.id), {
        requestId: newTransferRequestId(),
        amountCents: 100,
        target: toGameWallet,
      }),
    );
    expect(error.code).toBe('operation.not.allowed');
  });

  it('no token is session-expired, and nothing is sent', async () => {
    let requests = 0;
    server.events.on('request:start', () => (requests += 1));
    const error = await failure(
      transferFunds(demo.client(null), { requestId: newTransferRequestId(), amountCents: 100, target: toGameWallet }),
    );
    expect(error.kind).toBe('session-expired');
    expect(requests).toBe(0);
  });

  it('the mutation is never retried, and refreshes the wallet queries on success', async () => {
    const invalidated: unknown[] = [];
    const queryClient = {
      invalidateQueries: (filters: { queryKey: unknown }) => {
        invalidated.push(filters.queryKey);
        return Promise.resolve();
      },
    } as unknown as Parameters<typeof walletTransferMutationOptions>[1];
    const options = walletTransferMutationOptions(demo.clientAs('m-1001'), queryClient);
    expect(options.retry).toBe(false);
    expect(options.mutationKey).toEqual(queryKeys.wallet.transfer());
    const input = { requestId: newTransferRequestId(), amountCents: 1, target: toGameWallet };
    const receipt = await options.mutationFn?.(input, {} as never);
    await options.onSuccess?.(receipt!, input, undefined, {} as never);
    expect(invalidated).toEqual([queryKeys.wallet.all]);
  });
});
