import { afterEach, describe, expect, it } from 'vitest';
import { formatBalance } from '@atrium/domain/format';
import {
  MAIN_WALLET_ACCOUNT_TYPE,
  getMerchantWallet,
  getWalletBalance,
  newTransferRequestId,
  transferFunds,
  type TransferTarget,
  type WalletBalance,
} from './index';
import { setDemoSingleWallet } from '../demo/index';
import { failure, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file' });
const { platform } = demo;
afterEach(() => setDemoSingleWallet(platform, false));

const walletCents = (balance: WalletBalance, accountTypeId: number) =>
  balance.wallets.find((w) => w.accountTypeId === accountTypeId)?.availableCents;

const toGameWallet: TransferTarget = { kind: 'wallet', fromAccountTypeId: 1, toAccountTypeId: 2 };

describe('§7 GET /wps/v2/wallets/balance', () => {
  it('§3 "Balance: number with currency symbol, 2 decimals": the main and game wallets in cents, and their sum', async () => {
    const balance = await getWalletBalance(demo.clientAs('m-1001'));
    expect(balance.currency).toBe('USD');
    expect(balance.currencySymbol).toBe('$');
    expect(walletCents(balance, MAIN_WALLET_ACCOUNT_TYPE)).toBe(1_234_567);
    expect(balance.wallets.map((w) => w.accountTypeId)).toEqual([1, 2, 3, 4]);
    expect(balance.totalCents).toBe(balance.wallets.reduce((sum, w) => sum + w.availableCents, 0));
    expect(
      formatBalance(walletCents(balance, 1)! / 100, { locale: 'en', currencySymbol: '$', isHidden: false })?.text,
    ).toBe('$12,345.67');
  });

  it('§8 "You are not logged in": no token is session-expired', async () => {
    expect(await failure(getWalletBalance(demo.client(null)))).toMatchObject({ kind: 'session-expired' });
  });

  it('a malformed amount is a typed malformed error naming the field', async () => {
    demo.answer('/wps/v2/wallets/balance', {
      sumBalance: 1,
      balance: [{ accountTypeId: 1, availBalance: 'lots' }],
      currency: 'USD',
      currencySymbol: '$',
    });
    expect(await failure(getWalletBalance(demo.clientAs('m-1001')))).toMatchObject({
      kind: 'malformed',
      field: 'value.balance[0].availBalance',
    });
  });

  it('amounts sent as decimal strings are read to the cent', async () => {
    demo.answer('/wps/v2/wallets/balance', {
      sumBalance: '0.29',
      balance: [{ accountTypeId: 1, availBalance: 0.29 }],
      currency: 'THB',
      currencySymbol: '฿',
    });
    await expect(getWalletBalance(demo.clientAs('m-1001'))).resolves.toEqual({
      totalCents: 29,
      currency: 'THB',
      currencySymbol: '฿',
      wallets: [{ accountTypeId: 1, availableCents: 29 }],
    });
  });
});

describe('§7 merchant wallet GCS_merchantWallet (designed: cached, isSingle)', () => {
  it('a multi-wallet merchant lists its wallets with their vendors', async () => {
    const merchant = await getMerchantWallet(demo.client(null));
    expect(merchant.isSingleWallet).toBe(false);
    expect(merchant.wallets[0]).toEqual({ accountTypeId: 1, name: 'Main wallet', vendorCode: null });
    expect(merchant.wallets.map((w) => w.accountTypeId)).toEqual([1, 2, 3, 4]);
  });

  it('a single-wallet merchant has the main wallet only, and refuses wallet transfers', async () => {
    setDemoSingleWallet(platform, true);
    const member = demo.clientAs('m-1001');
    expect(await getMerchantWallet(demo.client(null))).toMatchObject({
      isSingleWallet: true,
      wallets: [{ accountTypeId: 1 }],
    });
    expect((await getWalletBalance(member)).wallets.map((w) => w.accountTypeId)).toEqual([1]);
    const error = await failure(
      transferFunds(member, { requestId: newTransferRequestId(), amountCents: 100, target: toGameWallet }),
    );
    expect(error.code).toBe('function.not.available');
  });
});
