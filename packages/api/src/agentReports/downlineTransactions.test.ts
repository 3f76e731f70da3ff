import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { teamOf } from '../demo/handlers/agentTeam';
import { ledgerOf } from '../demo/state/ledger';
import { isAccountQueryKey } from '../queryKeys';
import { failure, useDemoPlatform } from '../test/harness';
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
  it('the downlines’ ledger entries, newest first; the totals equal the sum of every row and of the members’ own ledgers', async () => {
    const client = demo.clientAs(AGENT);
    const first = await getDownlineTransactions(client, query());
    expect(first.total).toBeGreaterThan(0);
    const rows = [...first.rows];
    for (let page = 2; rows.length < first.total; page += 1) {
      rows.push(...(await getDownlineTransactions(client, query({ page }))).rows);
    }
    expect(rows).toHaveLength(first.total);
    const inCents = rows.filter((r) => r.amountCents >= 0).reduce((t, r) => t + r.amountCents, 0);
    const outCents = rows.filter((r) => r.amountCents < 0).reduce((t, r) => t + r.amountCents, 0);
    expect(first.totals).toEqual({ inCents, outCents, netCents: inCents + outCents });
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.atMs).toBeGreaterThanOrEqual(rows[i]!.atMs);

    const own = teamOf(demo.platform, AGENT)
      .flatMap((a) => ledgerOf(demo.platform, a.id))
      .filter((e) => e.at >= past30.startMs && e.at <= past30.endMs);
    expect(new Set(rows.map((r) => r.reference))).toEqual(new Set(own.map((e) => e.reference)));
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
    demo.server.use(
      http.get('*/wps/relay/MCSFE_getAgentDownlineTransactions', () =>
        HttpResponse.json({ success: true, value: { list: [{ username: 'x', amount: 'lots' }] } }),
      ),
    );
    expect((await failure(getDownlineTransactions(demo.clientAs(AGENT), query()))).kind).toBe('malformed');
  });

  it('its key is dropped at sign-out with the account', () => {
    expect(isAccountQueryKey(downlineTransactionsQueryKey(query()))).toBe(true);
  });
});
