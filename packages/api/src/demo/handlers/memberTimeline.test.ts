import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '../state/accounts';
import { isBettingAccount } from '../state/bets';
import { downlineLedgerOf } from './agentDownlineTransactions';
import { pinnedDemo } from '../../test/harness';

/**
 * §2 account details and transactionHistory: a betting member's balances over the last 30 days are one timeline
 * (its money moves, its simulated bets and payouts, its cash-outs) that a player could have had: every line's balance
 * after is the one before plus its amount, never below zero, no bet staked from less than its stake, ending at the
 * account's balance; and the member's own account record shows the lines and balances its agents' account details
 * show, at every depth of the tree.
 */

const DAY = 86_400_000;
/** Sunday 29 November 2026, noon. */
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const FROM = NOW - 30 * DAY;
const BET_KINDS = ['bet', 'payout'];

const demo = () => pinnedDemo(NOW);

/** The agents above the account, nearest first. */
function uplinesOf(platform: ReturnType<typeof demo>['platform'], account: DemoAccount): string[] {
  const ids: string[] = [];
  for (let id = account.parentId; id !== null && !ids.includes(id); id = platform.accountById(id)?.parentId ?? null) {
    ids.push(id);
  }
  return ids;
}

interface RecordRow {
  reference: string;
  time: number;
  type: string;
  amount: number;
  balanceAfter: number;
}

describe('§2 a betting member’s balances over the last 30 days are one timeline', () => {
  it('every betting account: lines chain, never below zero, no bet above its balance, ending at the balance; its own account record is its agents’ account details', async () => {
    const { platform, call } = demo();
    const players = platform.accounts.filter(isBettingAccount);
    expect(players.length).toBeGreaterThan(20);
    for (const player of players) {
      const [parent, ...above] = uplinesOf(platform, player);
      expect(parent, player.username).toBeDefined();
      const lines = downlineLedgerOf(platform, parent ?? '', { from: FROM, to: NOW }, { username: player.username });
      expect(lines.length, player.username).toBeGreaterThan(1_000);
      // Newest first.
      expect(lines[0]?.balanceAfterCents, `${player.username}: the last line is the balance`).toBe(player.balanceCents);
      const broken: string[] = [];
      for (let i = 0; i < lines.length; i += 1) {
        const line = lines[i];
        const before = lines[i + 1];
        if (!line) continue;
        if (line.balanceAfterCents < 0) broken.push(`${line.reference}: balance ${line.balanceAfterCents}`);
        if (before && line.balanceAfterCents !== before.balanceAfterCents + line.amountCents) {
          broken.push(`${line.reference}: does not chain`);
        }
        if (line.kind === 'bet' && line.balanceAfterCents - line.amountCents < -line.amountCents) {
          broken.push(
            `${line.reference}: staked ${-line.amountCents} from ${line.balanceAfterCents - line.amountCents}`,
          );
        }
      }
      expect(broken.slice(0, 5), player.username).toEqual([]);

      // Every agent above sees the same lines with the same balances.
      for (const agentId of above) {
        const seen = downlineLedgerOf(platform, agentId, { from: FROM, to: NOW }, { username: player.username });
        expect(seen.length, `${player.username} from ${agentId}`).toBe(lines.length);
        expect(
          seen.every((l, i) => JSON.stringify(l) === JSON.stringify(lines[i])),
          agentId,
        ).toBe(true);
      }

      // The member's own account record: the same lines but the bets and payouts (those are its betting record).
      const own: RecordRow[] = [];
      for (let page = 1; ; page += 1) {
        const value = await call<{ list: RecordRow[]; totalPages: number }>(
          player.id,
          `MCSFE_getTransactionHistory?startTime=${FROM}&endTime=${NOW}&pageSize=100&pageNo=${page}`,
        );
        own.push(...value.list);
        if (page >= value.totalPages) break;
      }
      expect(
        own.map((r) => [r.reference, r.time, r.type, Math.round(r.amount * 100), Math.round(r.balanceAfter * 100)]),
        player.username,
      ).toEqual(
        lines
          .filter((l) => !BET_KINDS.includes(l.kind))
          .map((l) => [l.reference, l.at, l.kind, l.amountCents, l.balanceAfterCents]),
      );

      // A shorter range shows the same lines and balances as the month does over it.
      const recent = NOW - 3 * DAY + 3_600_000;
      const short = downlineLedgerOf(platform, parent ?? '', { from: recent, to: NOW }, { username: player.username });
      expect(JSON.stringify(short), `${player.username}: the last 3 days`).toBe(
        JSON.stringify(lines.filter((l) => l.at >= recent)),
      );
    }
  }, 120_000);
});
