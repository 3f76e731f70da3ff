/**
 * The demo merchant's deposit methods (designed, see packages/api/README.md "Deposit"): one of each kind the
 * original pages had (docs/centres.md: manual transfer, QR image, launch URL), with limits and presets in the accounts'
 * currency. Amounts are in currency units, as the platform sends them.
 */

export interface DemoDepositChannel {
  readonly channelId: string;
  readonly name: string;
  readonly vendorId: string;
  readonly bankCode: string;
  readonly bankType: string | null;
  readonly mcsBankCode: string | null;
  readonly minAmount: number;
  readonly maxAmount: number | null;
  readonly presets: readonly number[];
  readonly feeNote: string | null;
}

export interface DemoDepositMethod {
  readonly method: 'BANK' | 'QR' | 'ONLINE';
  readonly channels: readonly DemoDepositChannel[];
}

/** The merchant's account a manual transfer is paid into. */
export const DEMO_DEPOSIT_PAYEE = {
  accountName: 'Atrium Demo Payments Ltd',
  accountNumber: '0012 3456 7890',
  bankName: 'Demo National Bank',
} as const;

export const DEMO_DEPOSIT_METHODS: readonly DemoDepositMethod[] = [
  {
    method: 'BANK',
    channels: [
      {
        channelId: 'bank-dnb',
        name: 'Demo National Bank',
        vendorId: 'MANUAL',
        bankCode: 'DNB',
        bankType: null,
        mcsBankCode: null,
        minAmount: 10,
        maxAmount: 50_000,
        presets: [100, 500, 1_000, 5_000, 10_000],
        feeNote: null,
      },
    ],
  },
  {
    method: 'QR',
    channels: [
      {
        channelId: 'qr-mw',
        name: 'Mobile wallet QR',
        vendorId: '301',
        bankCode: 'MWALLET',
        bankType: 'MWQR',
        mcsBankCode: 'MW01',
        minAmount: 10,
        maxAmount: 5_000,
        presets: [10, 50, 100, 500, 1_000, 5_000, 20_000],
        feeNote: null,
      },
      {
        channelId: 'qr-ali',
        name: 'Alipay QR',
        vendorId: '302',
        bankCode: 'ALIPAY',
        bankType: 'ALIFQR',
        mcsBankCode: 'ALI01',
        minAmount: 50,
        maxAmount: 3_000,
        presets: [50, 100, 300, 1_000],
        feeNote: null,
      },
    ],
  },
  {
    method: 'ONLINE',
    channels: [
      {
        channelId: 'online-fastpay',
        name: 'FastPay online banking',
        vendorId: '401',
        bankCode: 'FASTPAY',
        bankType: null,
        mcsBankCode: null,
        minAmount: 20,
        maxAmount: 20_000,
        presets: [20, 100, 500, 2_000],
        feeNote: '1% fee, at least 1.00',
      },
    ],
  },
];
