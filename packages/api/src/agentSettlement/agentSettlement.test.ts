import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { isAccountQueryKey } from '../queryKeys';
import { failure, useDemoPlatform } from '../test/harness';
import {
  agentSettlementQueryKeys,
  getRevenueReport,
  getSettlementRecords,
  settlementRecordsQueryOptions,
  type SettlementRecordsQuery,
} from './index';

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const demo = useDemoPlatform({ now: NOW });
const today = dateRangePreset('today', NOW, 0);
const SETTLEAGENT1 = 'a-2040';
const query = (patch: Partial<SettlementRecordsQuery> = {}): SettlementRecordsQuery => ({
  type: 'realtimeSalary',
  startMs: today.startMs,
  endMs: today.endMs,
  role: 'all',
  downline: '',
  status: 'all',
  page: 1,
  size: 20,
  ...patch,
});

describe('§2 agentRealtimeSalary and the other record pages: GET /wps/relay/MCSFE_getAgent…Records (assumed)', () => {
  it('parses a page of records in cents with the count and the totals of every matching record', async () => {
    const page = await getSettlementRecords(demo.clientAs(SETTLEAGENT1), query());
    expect(page.total).toBe(145);
    expect(page.rows).toHaveLength(20);
    const worked = (await getSettlementRecords(demo.clientAs(SETTLEAGENT1), query({ size: 100 }))).rows.find(
      (r) => r.settledAtMs === Date.UTC(2026, 10, 20, 11, 50),
    );
    // The worked example of the demo engine's test: LIVE 44.00 won at tier 2 (0.35) + LOTT 33.00 won at tier 1 (0.16).
    expect(worked).toMatchObject({
      role: 'received',
      counterpartName: 'agent',
      validBetCents: 7_700,
      amountCents: 51,
      status: 'paid',
      details: [
        { gameKind: 'LIVE', validBetCents: 4_400, tier: 2, amountCents: 35 },
        { gameKind: 'LOTT', validBetCents: 3_300, tier: 1, amountCents: 16 },
      ],
    });
    expect(page.totals.amountCents).toBeGreaterThan(0);
  });

  it('my income for today is the sum of the day’s records of each type', async () => {
    const client = demo.clientAs(SETTLEAGENT1);
    const income = await getRevenueReport(client, { startMs: today.startMs, endMs: today.endMs, utcOffsetMinutes: 0 });
    const realtime = await getSettlementRecords(client, query());
    expect(income.days).toHaveLength(1);
    expect(income.days[0]?.date).toBe('2026-11-20');
    expect(income.days[0]?.realtimeSalary).toBe(realtime.totals.amountCents);
    expect(income.totals.totalCents).toBe(realtime.totals.amountCents);
  });

  it('malformed records become a typed error, not a crash', async () => {
    demo.answer('/wps/relay/MCSFE_getAgentRealtimeSalaryRecords', { list: [{ recordId: 7 }], total: -1 });
    expect(await failure(getSettlementRecords(demo.clientAs(SETTLEAGENT1), query()))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('the keys sit under the wallet (refreshed with it, dropped at logout) and differ by every filter', () => {
    expect(isAccountQueryKey(agentSettlementQueryKeys.all)).toBe(true);
    const a = settlementRecordsQueryOptions(demo.clientAs(SETTLEAGENT1), query()).queryKey;
    const b = settlementRecordsQueryOptions(demo.clientAs(SETTLEAGENT1), query({ downline: 'x' })).queryKey;
    expect(a).not.toEqual(b);
    expect(agentSettlementQueryKeys.records(query({ type: 'dividend' }))).not.toEqual(a);
  });
});
