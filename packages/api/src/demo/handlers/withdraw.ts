import { http, HttpResponse, type HttpHandler } from 'msw';
import { ok } from '../envelope';
import { isResponse, readEncrypted, readJson, requireAccount } from '../http';
import { money } from '../query';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import {
  DEMO_WITHDRAW_BANKS,
  demoWithdrawState,
  disburse,
  refund,
  settle,
  wireWithdrawal,
  wireCard,
} from './withdrawState';
import { addCard, answer, controlTarget, uploadProof, withdraw } from './withdrawActions';

/**
 * The withdraw calls (docs/centres.md "Withdraw"; shapes assumed, packages/api/README.md "Withdraw"): bank cards, the
 * withdrawal (debited from the main wallet at request, ledger `withdrawal`), its review and disbursement, and the
 * player's receipt answer (§4): received; not received with proof (the whole amount comes back, ledger
 * `withdrawalRefund`); partially received (the remainder comes back). An unanswered disbursement counts as received
 * after the server's minutes, and a forced receipt refunds nothing. Time is the platform's clock, so tests move it;
 * the demo controls under `/__demo/withdraw/…` move a withdrawal on at once.
 */
export function withdrawHandlers(platform: DemoPlatform): HttpHandler[] {
  const withAccount =
    (answerWith: (account: DemoAccount, request: Request) => Response | Promise<Response>) =>
    ({ request }: { request: Request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : answerWith(account, request);
    };

  return [
    http.get(
      '*/wps/relay/MCSFE_getWithdrawInfo',
      withAccount((account) => {
        const { settings } = settle(platform);
        return ok({
          withdrawableAmount: money(Math.max(0, account.balanceCents)),
          minAmount: money(settings.minCents),
          maxAmount: settings.maxCents === null ? null : money(settings.maxCents),
          autoConfirmMinutes: settings.autoConfirmMinutes,
          hasPaymentPassword: account.paymentPassword !== null,
          banks: DEMO_WITHDRAW_BANKS,
        });
      }),
    ),

    http.get(
      '*/wps/relay/MCSFE_getBankCardList',
      withAccount((account) => ok({ list: (demoWithdrawState(platform).cards.get(account.id) ?? []).map(wireCard) })),
    ),

    http.post(
      '*/wps/relay/passwordCheck/MCSFE_addBankCard',
      withAccount(async (account, request) => {
        const body = await readEncrypted(platform, request);
        return isResponse(body) ? body : addCard(platform, account, body);
      }),
    ),

    http.post(
      '*/wps/relay/passwordCheck/MCSFE_withdraw',
      withAccount(async (account, request) => {
        const body = await readEncrypted(platform, request);
        return isResponse(body) ? body : withdraw(platform, account, body);
      }),
    ),

    http.get(
      '*/wps/relay/MCSFE_getWithdrawList',
      withAccount((account, request) => {
        const url = new URL(request.url);
        const pageNo = Math.max(1, Number(url.searchParams.get('pageNo')) || 1);
        const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize')) || 20));
        const mine = settle(platform).withdrawals.filter((w) => w.accountId === account.id);
        const list = mine.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(wireWithdrawal);
        return ok({ list, totalCount: mine.length });
      }),
    ),

    http.get(
      '*/wps/relay/MCSFE_getPaymentConfirmationList',
      withAccount((account) => {
        const list = settle(platform)
          .withdrawals.filter((w) => w.accountId === account.id && w.status === 'DISBURSED')
          .map((w) => ({
            transactionId: w.withdrawalId,
            amount: money(w.amountCents),
            disbursedTime: w.disbursedTime ?? w.createdTime,
            autoConfirmTime: w.autoConfirmTime,
          }));
        return ok({ list });
      }),
    ),

    http.post(
      '*/wps/relay/MCSFE_processC2CTransaction',
      withAccount(async (account, request) => {
        const body = await readJson(request);
        return isResponse(body) ? body : answer(platform, account, body);
      }),
    ),

    http.post(
      '*/wps/relay/MCSFE_uploadPaymentProof',
      withAccount(async (account, request) => {
        const body = await readJson(request);
        return isResponse(body) ? body : uploadProof(platform, account, body);
      }),
    ),

    // Demo controls: move a withdrawal on now, as the platform's back office would.
    http.post('*/__demo/withdraw/disburse', async ({ request }) => {
      const target = await controlTarget(platform, request, 'PENDING');
      if (isResponse(target)) return target;
      disburse(target, platform.now(), demoWithdrawState(platform).settings);
      return HttpResponse.json(wireWithdrawal(target));
    }),

    http.post('*/__demo/withdraw/reject', async ({ request }) => {
      const target = await controlTarget(platform, request, 'PENDING');
      if (isResponse(target)) return target;
      target.status = 'REJECTED';
      refund(platform, target, target.amountCents, target.withdrawalId);
      return HttpResponse.json(wireWithdrawal(target));
    }),

    http.post('*/__demo/withdraw/expire', async ({ request }) => {
      const target = await controlTarget(platform, request, 'DISBURSED');
      if (isResponse(target)) return target;
      target.autoConfirmTime = platform.now();
      settle(platform);
      return HttpResponse.json(wireWithdrawal(target));
    }),
  ];
}
