import { http, type HttpHandler } from 'msw';
import { ok } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { numberedPage, readAccountPage } from '../query';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';

/**
 * Referral, "invite friends" (spec §2 referral; assumed calls, packages/api README "Referral"): each account's code
 * is made from its id, and every account has the same three invitees (one active, one pending, one inactive) and
 * the earnings they brought.
 */

const DAY = 86_400_000;

const INVITEES: readonly (readonly [name: string, daysAgo: number, status: string, earnings: number])[] = [
  ['ja***e', 3, 'ACTIVE', 12.5],
  ['ke***n', 10, 'PENDING', 0],
  ['lu***y', 40, 'INACTIVE', 5],
];

/** The referral code of an account: stable, and only letters and digits, so it travels in a URL as it is. */
export function demoReferralCode(account: DemoAccount): string {
  return `R${account.id.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`;
}

export function referralHandlers(platform: DemoPlatform): HttpHandler[] {
  const invitees = () => {
    const now = platform.now();
    return INVITEES.map(([username, daysAgo, status, earnings]) => ({
      username,
      registerTime: now - daysAgo * DAY,
      status,
      earnings,
    }));
  };
  return [
    http.get('*/wps/relay/MCSFE_getReferralInfo', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const list = invitees();
      return ok({
        referralCode: demoReferralCode(account),
        inviteeCount: list.length,
        totalEarnings: list.reduce((sum, i) => sum + i.earnings, 0),
      });
    }),

    http.get('*/wps/relay/MCSFE_getReferralInvitees', ({ request }) => {
      const call = readAccountPage(platform, request);
      if (isResponse(call)) return call;
      const { page } = call;
      const list = invitees();
      return ok(numberedPage(list, page.pageNo, page.pageSize));
    }),
  ];
}
