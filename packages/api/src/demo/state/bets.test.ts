import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoHandlers } from '../handlers/index';
import { BET_SLOT_MS, betsOf, isBettingAccount, simulatedBet } from './bets';
import { createDemoPlatform } from './platform';

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const HOUR = 3_600_000;

function platformAt(now = NOW) {
  return createDemoPlatform({ now: () => now });
}

describe('§9 the demo clock', () => {
  it('advanceClock moves now() forward by the offset on top of the injected clock, never back', () => {
    const platform = platformAt();
    expect(platform.now()).toBe(NOW);
    expect(platform.advanceClock(5 * 60_000)).toBe(NOW + 300_000);
    expect(platform.now()).toBe(NOW + 300_000);
    platform.advanceClock(-HOUR);
    platform.advanceClock(Number.NaN);
    expect(platform.now()).toBe(NOW + 300_000);
    expect(platform.clockOffset()).toBe(300_000);
  });

  it('POST /__demo/clock/advance {minutes} answers the new now; GET /__demo/clock reads it; bad minutes are refused', async () => {
    const platform = platformAt();
    const handlers = demoHandlers(platform);
    const call = async (init?: RequestInit & { path?: string }) => {
      const request = new Request(`http://demo.test${init?.path ?? '/__demo/clock/advance'}`, init);
      const response = await getResponse(handlers, request);
      if (!response) throw new Error('no handler');
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const post = (body: unknown) =>
      call({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(await post({ minutes: 5 })).toEqual({ status: 200, body: { now: NOW + 300_000, offsetMs: 300_000 } });
    expect((await call({ path: '/__demo/clock' })).body).toEqual({ now: NOW + 300_000, offsetMs: 300_000 });
    for (const minutes of [0, -5, '5', null]) expect((await post({ minutes })).status).toBe(400);
    expect(platform.now()).toBe(NOW + 300_000);
  });
});

describe('§9 simulated bets of the agent tree', () => {
  it('each bet is the same for a seed, account and slot, and falls inside its slot', () => {
    const slot = Math.floor(NOW / BET_SLOT_MS);
    const bet = simulatedBet(1, 'm-3001', slot);
    expect(simulatedBet(1, 'm-3001', slot)).toEqual(bet);
    expect(simulatedBet(2, 'm-3001', slot)).not.toEqual(bet);
    expect(bet.time).toBeGreaterThanOrEqual(slot * BET_SLOT_MS);
    expect(bet.time).toBeLessThan((slot + 1) * BET_SLOT_MS);
  });

  it('only members with an upline bet, one bet per 5-minute slot, nothing after now()', () => {
    const platform = platformAt();
    const bettors = platform.accounts.filter(isBettingAccount);
    const bets = betsOf(platform, { from: NOW - HOUR, to: NOW + HOUR });
    expect(new Set(bets.map((b) => b.accountId))).toEqual(new Set(bettors.map((a) => a.id)));
    expect(bets.every((b) => b.time <= NOW)).toBe(true);
    const perAccount = bets.filter((b) => b.accountId === 'm-3001');
    // The hour before now holds 12 whole slots and the start of the 13th (now is 2 minutes into it).
    expect(perAccount.length).toBeGreaterThanOrEqual(12);
    expect(perAccount.length).toBeLessThanOrEqual(13);
    expect(betsOf(platform, { from: NOW - HOUR, to: NOW }).length).toBe(bets.length);
  });

  it('moving the clock forward 5 minutes adds the next slot’s bets and keeps the earlier ones as they were', () => {
    const platform = platformAt();
    const query = { from: NOW - HOUR, to: NOW + HOUR, accountIds: ['m-3001', 'm-3002'] };
    const before = betsOf(platform, query);
    platform.advanceClock(5 * 60_000);
    const after = betsOf(platform, query);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.length - before.length).toBeLessThanOrEqual(4);
  });

  it('a bet is a stake of whole units with a valid bet of the stake (or 0 when void) and a payout of 0, the stake or twice it', () => {
    const bets = betsOf(platformAt(), { from: NOW - 24 * HOUR, to: NOW, accountIds: ['m-3001'] });
    expect(bets.length).toBe(288);
    for (const bet of bets) {
      expect(bet.betAmountCents % 100).toBe(0);
      expect(bet.betAmountCents).toBeGreaterThanOrEqual(100);
      expect(bet.betAmountCents).toBeLessThanOrEqual(5_000);
      if (bet.validBetCents === 0) expect(bet.payoutCents).toBe(bet.betAmountCents);
      else {
        expect(bet.validBetCents).toBe(bet.betAmountCents);
        expect([0, bet.betAmountCents * 2]).toContain(bet.payoutCents);
      }
    }
    expect(new Set(bets.map((b) => b.gameKind)).size).toBeGreaterThanOrEqual(6);
  });

  it('an account bets from its registration on (an account added later starts then)', () => {
    const platform = platformAt();
    const member = platform.accountById('m-3001');
    if (!member) throw new Error('seeded member m-3001');
    platform.accounts.push({ ...member, id: 'm-new', username: 'newmember', regDate: NOW - HOUR / 2 });
    const bets = betsOf(platform, { from: NOW - 2 * HOUR, to: NOW, accountIds: ['m-new'] });
    expect(bets.length).toBeGreaterThanOrEqual(6);
    expect(bets.length).toBeLessThanOrEqual(7);
    expect(bets.every((b) => b.time >= NOW - HOUR / 2)).toBe(true);
  });
});
