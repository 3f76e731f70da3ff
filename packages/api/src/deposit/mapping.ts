import type { DepositLimits } from '@atrium/domain/deposit';
import type { DepositChannelsWire, DepositOrderWire } from './schemas';
import { DEPOSIT_METHOD_CODES, type DepositMethodCode } from './schemas';

export type DepositMethodKind = 'bank' | 'qr' | 'online';

const KIND_OF: Readonly<Record<DepositMethodCode, DepositMethodKind>> = { BANK: 'bank', QR: 'qr', ONLINE: 'online' };

export interface DepositChannel {
  readonly id: string;
  readonly name: string;
  readonly limits: DepositLimits;
  /** The server's preset amounts in cents, unfiltered: the domain's `depositPresets` keeps those within limits. */
  readonly presetCents: readonly number[];
  readonly feeNote: string | null;
  /** What a QR deposit sends back for this channel (docs/centres.md MCSFE_depositByQRImageUrl). */
  readonly vendorId: string;
  readonly bankCode: string;
  readonly bankType: string | null;
  readonly mcsBankCode: string | null;
}

export interface DepositMethod {
  readonly kind: DepositMethodKind;
  readonly channels: readonly DepositChannel[];
}

/** Methods this front end knows, in the platform's order; a known method without channels is left out. */
export function toDepositMethods(wire: DepositChannelsWire): DepositMethod[] {
  const methods: DepositMethod[] = [];
  for (const method of wire.methods) {
    const code = method.method.trim().toUpperCase();
    if (!(DEPOSIT_METHOD_CODES as readonly string[]).includes(code)) continue;
    const channels = method.channels.map((c): DepositChannel => ({
      id: c.channelId,
      name: c.name,
      limits: { minCents: c.minAmount, maxCents: c.maxAmount ?? null },
      presetCents: c.presets,
      feeNote: c.feeNote?.trim() ? c.feeNote.trim() : null,
      vendorId: c.vendorId,
      bankCode: c.bankCode,
      bankType: c.bankType ?? null,
      mcsBankCode: c.mcsBankCode ?? null,
    }));
    if (channels.length > 0) methods.push({ kind: KIND_OF[code as DepositMethodCode], channels });
  }
  return methods;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';

/** How the member pays a created order. */
export type DepositInstructions =
  | {
      readonly kind: 'bank';
      readonly accountName: string;
      readonly accountNumber: string;
      readonly bankName: string;
    }
  | { readonly kind: 'qr'; readonly qrValue: string }
  | { readonly kind: 'online'; readonly payUrl: string }
  /** The order's method says one thing and its details are missing: shown as a pending order without instructions. */
  | { readonly kind: 'none' };

export interface DepositOrder {
  /** The reference the member quotes to support and writes in a transfer's remark. */
  readonly reference: string;
  readonly requestId: string | null;
  readonly method: DepositMethodKind;
  readonly channelName: string;
  readonly amountCents: number;
  readonly status: DepositStatus;
  readonly createdAt: number;
  readonly expiresAt: number | null;
  readonly instructions: DepositInstructions;
}

/** Only http(s) links are opened or drawn: a `javascript:` or `data:` URL from the server is treated as missing. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function instructionsOf(wire: DepositOrderWire): DepositInstructions {
  switch (wire.method) {
    case 'BANK':
      return wire.payee ? { kind: 'bank', ...wire.payee } : { kind: 'none' };
    case 'QR': {
      const qrValue = safeUrl(wire.qrImageUrl);
      return qrValue ? { kind: 'qr', qrValue } : { kind: 'none' };
    }
    case 'ONLINE': {
      const payUrl = safeUrl(wire.payUrl);
      return payUrl ? { kind: 'online', payUrl } : { kind: 'none' };
    }
  }
}

export function toDepositOrder(wire: DepositOrderWire): DepositOrder {
  return {
    reference: wire.orderNo,
    requestId: wire.requestId ?? null,
    method: KIND_OF[wire.method],
    channelName: wire.channelName,
    amountCents: wire.amount,
    status: wire.status.toLowerCase() as DepositStatus,
    createdAt: wire.createdAt,
    expiresAt: wire.expiresAt ?? null,
    instructions: instructionsOf(wire),
  };
}
