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
import { DEMO_ORIGIN, failure, useDemoPlatform } from '../test/harness';
import { DEMO_PAYMENT_PASSWORD } from '../demo/state/accounts';
import { ledgerOf } from '../demo/state/ledger';

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
    ['a-2003', 'downline1', 'operation.not.allowed'], // another agent's downline: outside the tree
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

  it('§2 transferUpline: a downline sends money to its upline with its payment password; the receipt names the upline', async () => {
    const downline = demo.clientAs('m-3001');
    const upline = demo.clientAs('a-2002');
    const [uplineBefore, downlineBefore] = await Promise.all([getWalletBalance(upline), getWalletBalance(downline)]);
    const receipt = await transferFunds(downline, {
      requestId: newTransferRequestId(),
      amountCents: 1_000,
      target: { kind: 'upline', paymentPassword: DEMO_PAYMENT_PASSWORD },
    });
    expect(receipt).toMatchObject({ amountCents: 1_000, counterpart: 'subagent1' });
    expect(walletCents(await getWalletBalance(upline), 1)).toBe(walletCents(uplineBefore, 1)! + 1_000);
    expect(walletCents(await getWalletBalance(downline), 1)).toBe(walletCents(downlineBefore, 1)! - 1_000);
  });

  it('§2 transferUpline: the payment password travels only in the encrypted body, through the password check', async () => {
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCS_walletTransfer')) sent.push(request.clone());
    });
    await transferFunds(demo.clientAs('m-3002'), {
      requestId: newTransferRequestId(),
      amountCents: 100,
      target: { kind: 'upline', paymentPassword: DEMO_PAYMENT_PASSWORD },
    });
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/wps/relay/passwordCheck/GCS_walletTransfer');
    expect(sent[0]!.headers.get('Encryption')).toBeTruthy();
    expect(await sent[0]!.text()).not.toContain(DEMO_PAYMENT_PASSWORD);
  });

  it.each([
    [
      'a wrong payment password',
      'm-3001',
      '135791',
      'payment.password.incorrect',
      'errors:field.paymentPasswordIncorrect',
    ],
    ['no payment password', 'm-3001', '', 'field.format', 'errors:field.format'],
    [
      'an account without a payment password set',
      'm-1002',
      '246802',
      'payment.password.not.set',
      'errors:paymentPasswordNotSet',
    ],
    [
      'an account without an upline',
      'm-1001',
      DEMO_PAYMENT_PASSWORD,
      'operation.not.allowed',
      'errors:functionNotEnabled',
    ],
  ])(
    '§2 transferUpline with %s is refused (%s) and nothing moves',
    async (_case, id, paymentPassword, code, messageKey) => {
      const client = demo.clientAs(id);
      const before = await getWalletBalance(client);
      const error = await failure(
        transferFunds(client, {
          requestId: newTransferRequestId(),
          amountCents: 1,
          target: { kind: 'upline', paymentPassword },
        }),
      );
      expect(error).toMatchObject({ kind: 'rejected', code, messageKey });
      expect(await getWalletBalance(client)).toEqual(before);
    },
  );

  it('§2 transferUpline: a wrong password does not use up the request id, so the same intent can be sent again', async () => {
    const client = demo.clientAs('m-3003');
    const requestId = newTransferRequestId();
    await failure(
      transferFunds(client, { requestId, amountCents: 5, target: { kind: 'upline', paymentPassword: '000000' } }),
    );
    await expect(
      transferFunds(client, {
        requestId,
        amountCents: 5,
        target: { kind: 'upline', paymentPassword: DEMO_PAYMENT_PASSWORD },
      }),
    ).resolves.toMatchObject({ amountCents: 5 });
    expect(
      await failure(
        transferFunds(client, {
          requestId,
          amountCents: 5,
          target: { kind: 'upline', paymentPassword: DEMO_PAYMENT_PASSWORD },
        }),
      ),
    ).toMatchObject({ code: 'operation.not.allowed' });
  });

  it('the platform refuses an UPLINE transfer on the plain call (no payment password checked)', async () => {
    const response = await fetch(`${DEMO_ORIGIN}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: demo.platform.sessions.issue('m-3001') },
      body: JSON.stringify({ requestId: newTransferRequestId(), transferType: 'UPLINE', amount: 1 }),
    });
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'operation.not.allowed' });
  });

  it('every transfer writes the ledger: the main wallet change for wallet moves, both sides for an upline', async () => {
    const platform = demo.platform;
    const member = platform.accountById('m-3002')!;
    const upline = platform.accountById('a-2002')!;
    const count = (id: string) => ledgerOf(platform, id).length;
    const [memberEntries, uplineEntries] = [count(member.id), count(upline.id)];
    const client = demo.clientAs(member.id);
    await transferFunds(client, { requestId: newTransferRequestId(), amountCents: 300, target: toGameWallet });
    expect(ledgerOf(platform, member.id)[0]).toMatchObject({
      kind: 'transferOut',
      amountCents: -300,
      balanceAfterCents: member.balanceCents,
      detail: 'TCG Lottery',
    });
    await transferFunds(client, {
      requestId: newTransferRequestId(),
      amountCents: 200,
      target: { kind: 'wallet', fromAccountTypeId: 2, toAccountTypeId: 1 },
    });
    expect(ledgerOf(platform, member.id)[0]).toMatchObject({
      kind: 'transferIn',
      amountCents: 200,
      balanceAfterCents: member.balanceCents,
    });
    await transferFunds(client, {
      requestId: newTransferRequestId(),
      amountCents: 150,
      target: { kind: 'upline', paymentPassword: DEMO_PAYMENT_PASSWORD },
    });
    expect(ledgerOf(platform, member.id)[0]).toMatchObject({
      kind: 'transferOut',
      amountCents: -150,
      detail: 'subagent1',
    });
    expect(ledgerOf(platform, upline.id)[0]).toMatchObject({
      kind: 'transferIn',
      amountCents: 150,
      balanceAfterCents: upline.balanceCents,
      detail: 'downline2',
    });
    expect(count(member.id)).toBe(memberEntries + 3);
    expect(count(upline.id)).toBe(uplineEntries + 1);
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
