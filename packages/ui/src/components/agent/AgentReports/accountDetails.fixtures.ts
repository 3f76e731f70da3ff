import { createDemoPlatform, downlineLedgerOf } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import type { AccountDetailsPageData, AccountDetailsType } from '@atrium/domain/records';

/** Story fixtures from the demo platform's ledger (docs/conventions.md "Fixtures come from the demo platform"). */

/** 2026-11-20 12:02 UTC: the stories' "now". */
export const DETAILS_NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
export const DETAILS_PAST7 = dateRangePreset('past7', DETAILS_NOW, 0);

const platform = createDemoPlatform({ now: () => DETAILS_NOW });
const usernameOf = new Map(platform.accounts.map((a) => [a.id, a.username]));
/** The seeded `agent`'s downlines' entries of the past 7 days, newest first. */
const entries = downlineLedgerOf(platform, 'a-2001', { from: DETAILS_PAST7.startMs, to: DETAILS_PAST7.endMs });
const inCents = entries.filter((e) => e.amountCents >= 0).reduce((t, e) => t + e.amountCents, 0);
const outCents = entries.filter((e) => e.amountCents < 0).reduce((t, e) => t + e.amountCents, 0);

export const DETAILS_PAGE: AccountDetailsPageData = {
  rows: entries.slice(0, 20).map((e) => ({
    reference: e.reference,
    username: usernameOf.get(e.accountId) ?? e.accountId,
    type: e.kind as AccountDetailsType,
    amountCents: e.amountCents,
    balanceAfterCents: e.balanceAfterCents,
    atMs: e.at,
  })),
  total: entries.length,
  page: 1,
  size: 20,
  totals: { inCents, outCents, netCents: inCents + outCents },
};
