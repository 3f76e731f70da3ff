import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { teamOf } from '../demo/handlers/agentTeam';
import { betsOf } from '../demo/state/bets';
import { ledgerOf } from '../demo/state/ledger';
import { isAccountQueryKey } from '../queryKeys';
import { everyRow, failure, useDemoPlatform } from '../test/harness';
import {
  downlineTransactionsQueryKey,
  getDownlineTransactions,
  type DownlineTransactionsQuery,
} from './downlineTransactions';

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const demo = useDemoPlatform({ now: NOW });
const AGENT = 'a-2001';
const past30 = dateRangePreset('past30', NOW, 0);
const query = (patch: Partial<DownlineTransactionsQuery> = {}): DownlineTransactionsQuery => ({
  startMs: past30.startMs,
  endMs: past30.endMs,
  username: '',
  type: 'all',
  page: 1,
  size: 100,
  ...patch,
});

describe('§2 agentDownlineTransactionDetailsCopy account details: GET /wps/relay/MCSFE_getAgentDownlineTransactions (assumed)', () => {
  it('the downlines’ simulated bets and ledger moves, newest first; the totals equal the sum of every row', async () => {
    const client = demo.clientAs(AGENT);
    // The last two hours: every line of them is read, page by page (a month is hundreds of thousands).
    const recent = { startMs: NOW - 7_200_000, endMs: NOW };
    const { first, rows } = await everyRow((page) => getDownlineTransactions(client, query({ ...recent, page })));
    expect(first.total).toBeGreaterThan(0);
    expect(rows).toHaveLength(first.total);
    const inCents = rows.filter((r) => r.amountCents >= 0).reduce((t, r) => t + r.amountCents, 0);
    const outCents = rows.filter((r) => r.amountCents < 0).reduce((t, r) => t + r.amountCents, 0);
    expect(first.totals).toEqual({ inCents, outCents, netCents: inCents + outCents });
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.atMs).toBeGreaterThanOrEqual(rows[i]!.atMs);

    // One bet line per simulated bet and a payout line per bet that paid something back; the members' ledger moves
    // and the simulated players' cash-outs.
    const team = teamOf(demo.platform, AGENT).map((a) => a.id);
    const moves = team
      .flatMap((id) => ledgerOf(demo.platform, id))
      .filter((e) => e.at >= recent.startMs && e.at <= recent.endMs && e.kind !== 'bet' && e.kind !== 'payout');
    const cashOuts = rows.filter((r) => r.reference.startsWith('CO-'));
    expect(cashOuts.every((r) => r.type === 'withdrawal' && r.amountCents < 0)).toBe(true);
    const bets = betsOf(demo.platform, { from: recent.startMs, to: recent.endMs, accountIds: team });
    expect(new Set(rows.map((r) => r.reference))).toEqual(
      new Set([
        ...moves.map((e) => e.reference),
        ...cashOuts.map((r) => r.reference),
        ...bets.flatMap((b) => (b.payoutCents > 0 ? [b.id, `${b.id}-PO`] : [b.id])),
      ]),
    );
  });

  it('filters by username and type; pages hold at most `size` rows with the count and totals of all', async () => {
    const client = demo.clientAs(AGENT);
    const all = await getDownlineTransactions(client, query());
    const someone = all.rows[0]!;
    const one = await getDownlineTransactions(client, query({ username: ` ${someone.username.toUpperCase()} ` }));
    expect(one.rows.length).toBeGreaterThan(0);
    expect(one.rows.every((r) => r.userId === someone.userId)).toBe(true);
    const typed = await getDownlineTransactions(client, query({ type: someone.type }));
    expect(typed.rows.every((r) => r.type === someone.type)).toBe(true);
    const paged = await getDownlineTransactions(client, query({ size: 3, page: 2 }));
    expect(paged.rows).toEqual(all.rows.slice(3, 6));
    expect(paged.total).toBe(all.total);
    expect(paged.totals).toEqual(all.totals);
  });

  it('a member is refused; malformed figures become a typed error', async () => {
    const member = demo.platform.accounts.find((a) => a.type === 0 && a.parentId !== null)!;
    expect((await failure(getDownlineTransactions(demo.clientAs(member.id), query()))).status).toBe(403);
    demo.answer('/wps/relay/MCSFE_getAgentDownlineTransactions', { list: [{ username: 'x', amount: 'lots' }] });
    expect((await failure(getDownlineTransactions(demo.clientAs(AGENT), query()))).kind).toBe('malformed');
  });

  it('its key is dropped at sign-out with the account', () => {
    expect(isAccountQueryKey(downlineTransactionsQueryKey(query()))).toBe(true);
  });
});
