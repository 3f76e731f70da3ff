/**
 * Spec §4 "Redeem statuses: In Process, Rejected, Approved" (the points mall's redeem history).
 * A redemption starts In Process and is decided once: Approved or Rejected, both final.
 */
import { labelKey } from './wire';

export type RedeemStatus = 'inProcess' | 'approved' | 'rejected';

export const REDEEM_STATUSES: readonly RedeemStatus[] = ['inProcess', 'approved', 'rejected'];

const REDEEM_LABELS: ReadonlyMap<string, RedeemStatus> = new Map([
  ['inprocess', 'inProcess'],
  ['approved', 'approved'],
  ['rejected', 'rejected'],
]);

/** Reads "In Process", "Rejected", "Approved" (any case, spaces or underscores); null when unknown. */
export function parseRedeemStatus(raw: unknown): RedeemStatus | null {
  const key = labelKey(raw);
  return key === null ? null : (REDEEM_LABELS.get(key) ?? null);
}

/** Where each status may go next. */
export const REDEEM_TRANSITIONS: Readonly<Record<RedeemStatus, readonly RedeemStatus[]>> = {
  inProcess: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canRedeemStatusChange(from: RedeemStatus, to: RedeemStatus): boolean {
  return REDEEM_TRANSITIONS[from].includes(to);
}

/** Approved and Rejected are final: nothing follows them. */
export function isRedeemStatusFinal(status: RedeemStatus): boolean {
  return REDEEM_TRANSITIONS[status].length === 0;
}
