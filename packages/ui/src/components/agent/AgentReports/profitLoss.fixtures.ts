import { createDemoPlatform, downlineLedgerOf } from '@atrium/api/demo';
import type { ProfitLossFigures, ProfitLossPageData, ProfitLossRow } from '@atrium/domain/records';
import { DETAILS_NOW, DETAILS_PAST7 } from './accountDetails.fixtures';

/**
 * Story fixtures from the demo platform's ledger (docs/conventions.md "Fixtures come from the demo platform"): the
 * seeded `agent`'s downlines over the past 7 days, their stakes and payouts standing for valid bet and win/loss.
 */
const platform = createDemoPlatform({ now: () => DETAILS_NOW });
const usernameOf = new Map(platform.accounts.map((a) => [a.id, a.username]));
const cells = new Map<string, { -readonly [K in keyof ProfitLossFigures]: number }>();
for (const e of downlineLedgerOf(platform, 'a-2001', { from: DETAILS_PAST7.startMs, to: DETAILS_PAST7.endMs })) {
  const c = cells.get(e.accountId) ?? {
    depositCents: 0,
    withdrawalCents: 0,
    validBetCents: 0,
    winLossCents: 0,
    bonusCents: 0,
    netCents: 0,
  };
  if (e.kind === 'deposit') c.depositCents += e.amountCents;
  else if (e.kind === 'withdrawal' || e.kind === 'withdrawalRefund') c.withdrawalCents -= e.amountCents;
  else if (e.kind === 'bonus') c.bonusCents += e.amountCents;
  else if (e.kind === 'bet') {
    c.validBetCents -= e.amountCents;
    c.winLossCents += e.amountCents;
  } else if (e.kind === 'payout') c.winLossCents += e.amountCents;
  c.netCents = c.winLossCents + c.bonusCents;
  cells.set(e.accountId, c);
}
const rows: ProfitLossRow[] = [...cells.entries()]
  .map(([id, f]) => ({ ...f, userId: id, username: usernameOf.get(id) ?? id }))
  .sort((a, b) => (a.username < b.username ? -1 : 1));
const sum = (key: keyof ProfitLossFigures) => rows.reduce((t, r) => t + r[key], 0);

export const PROFIT_LOSS_PAGE: ProfitLossPageData = {
  rows: rows.slice(0, 20),
  total: rows.length,
  page: 1,
  size: 20,
  totals: {
    depositCents: sum('depositCents'),
    withdrawalCents: sum('withdrawalCents'),
    validBetCents: sum('validBetCents'),
    winLossCents: sum('winLossCents'),
    bonusCents: sum('bonusCents'),
    netCents: sum('netCents'),
  },
};
