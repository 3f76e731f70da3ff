import { describe, expect, it } from 'vitest';
import {
  REDEEM_STATUSES,
  canRedeemStatusChange,
  isRedeemStatusFinal,
  parseRedeemStatus,
  type RedeemStatus,
} from './redeemStatus';

describe('§4 Redeem statuses: In Process, Rejected, Approved', () => {
  it.each([
    ['In Process', 'inProcess'],
    ['IN_PROCESS', 'inProcess'],
    ['in-process', 'inProcess'],
    ['inProcess', 'inProcess'],
    ['Approved', 'approved'],
    ['REJECTED', 'rejected'],
    ['Pending', null],
    ['', null],
    [undefined, null],
    [1, null],
    ['constructor', null],
  ] as const)('wire %j reads as %j', (raw, expected) => {
    expect(parseRedeemStatus(raw)).toBe(expected);
  });

  const pairs = REDEEM_STATUSES.flatMap((from) => REDEEM_STATUSES.map((to) => [from, to] as const));
  const allowed: ReadonlyArray<readonly [RedeemStatus, RedeemStatus]> = [
    ['inProcess', 'approved'],
    ['inProcess', 'rejected'],
  ];

  it.each(pairs)('In Process → Approved | Rejected only: %s → %s', (from, to) => {
    expect(canRedeemStatusChange(from, to)).toBe(allowed.some(([f, t]) => f === from && t === to));
  });

  it.each([
    ['inProcess', false],
    ['approved', true],
    ['rejected', true],
  ] as const)('%s is final: %s', (status, expected) => {
    expect(isRedeemStatusFinal(status)).toBe(expected);
  });
});
