import { http, HttpResponse, type HttpHandler } from 'msw';
import { POINT_TYPES, parsePointType, type PointType } from '@atrium/domain/points';
import { TRIAL_ACCOUNT_TYPE } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { badParams, isResponse, notAllowed, readAccountEncrypted, requireAccount } from '../http';
import { money, numberedPage, readLenientPage } from '../query';
import {
  DEMO_POINTS_CONFIG,
  seedPointRewards,
  seedPointsLedger,
  type DemoPointReward,
  type DemoPointsLedger,
} from '../seed/points';
import type { DemoAccount } from '../state/accounts';
import { goodPictureSvg } from '../pages/goodPictures';
import { recordDemoBonus } from './records';
import type { DemoPlatform } from '../state/platform';

/**
 * The points mall (spec §7 "Points"): balance, catalogue, redeem history, configuration, transaction details, and
 * the two password-checked, encrypted changes (redeem, convert), which move points and the wallet balance.
 */

interface PointsArea {
  readonly rewards: DemoPointReward[];
  readonly ledgers: Map<string, DemoPointsLedger>;
}

function areaOf(platform: DemoPlatform): PointsArea {
  return platform.area<PointsArea>('points', () => ({ rewards: seedPointRewards(), ledgers: new Map() }));
}

/** An account's points ledger (seeded on first use); stories and tests may adjust it. */
export function demoPointsLedger(platform: DemoPlatform, accountId: string): DemoPointsLedger {
  const { ledgers } = areaOf(platform);
  let ledger = ledgers.get(accountId);
  if (!ledger) {
    ledger = seedPointsLedger(platform.seed, accountId, platform.now());
    ledgers.set(accountId, ledger);
  }
  return ledger;
}

function ledgerOf(platform: DemoPlatform, account: DemoAccount): DemoPointsLedger {
  return demoPointsLedger(platform, account.id);
}

const wireType = (type: PointType) => type.toUpperCase();

/** Records a change of points in the ledger. */
function post(ledger: DemoPointsLedger, now: number, pointType: PointType, changedPoints: number, remark: string) {
  ledger.current += changedPoints;
  ledger.serial += 1;
  ledger.transactions.unshift({
    transId: `pt-live-${ledger.serial}`,
    pointType,
    changedPoints,
    currentPoints: ledger.current,
    createdTime: now,
    remark,
  });
}

/** The checks shared by redeem and convert: trial, request id, duplicate, password. */
function checkChange(
  account: DemoAccount,
  ledger: DemoPointsLedger,
  body: Record<string, unknown>,
): { requestId: string } | Response {
  if (account.type === TRIAL_ACCOUNT_TYPE) return notAllowed('Trial accounts cannot use the points mall');
  const { requestId, password } = body;
  if (typeof requestId !== 'string' || requestId.trim() === '' || typeof password !== 'string') return badParams();
  if (ledger.requestIds.has(requestId)) return notAllowed('This request was already processed');
  if (password !== account.password) return refuse(400, 'password.incorrect', 'The password is incorrect');
  return { requestId };
}

/** The start of a redeem or a convert: the account, its encrypted body and its points ledger, checked. */
async function readChange(platform: DemoPlatform, request: Request) {
  const call = await readAccountEncrypted(platform, request);
  if (isResponse(call)) return call;
  const { account, body } = call;
  const ledger = ledgerOf(platform, account);
  const checked = checkChange(account, ledger, body);
  if (isResponse(checked)) return checked;
  return { account, body, ledger, requestId: checked.requestId };
}

/**
 * Demo controls `POST /__demo/points/approve` and `/__demo/points/reject` with `?redeemId=<reference>` or
 * `?username=<name>` (that account's newest In Process redemption): the platform decides it. A rejection gives the
 * points back (a `redeem` detail with the points returned) and the unit back to the stock.
 */
function decideRedeem(platform: DemoPlatform, request: Request, status: 'approved' | 'rejected') {
  const url = new URL(request.url);
  const redeemId = url.searchParams.get('redeemId');
  const username = url.searchParams.get('username');
  const account = username ? platform.accountByUsername(username) : null;
  // By reference: any ledger already in use (a redemption is only made through one).
  const ledgers = account ? [ledgerOf(platform, account)] : username ? [] : [...areaOf(platform).ledgers.values()];
  for (const ledger of ledgers) {
    const redeem = ledger.redeems.find(
      (r) => r.status === 'inProcess' && (redeemId === null || r.redeemId === redeemId),
    );
    if (!redeem) continue;
    const now = platform.now();
    redeem.status = status;
    redeem.updatedTime = now;
    if (status === 'rejected') {
      post(ledger, now, 'redeem', redeem.points, `Returned: ${redeem.rewardName}`);
      const reward = areaOf(platform).rewards.find((r) => r.rewardName === redeem.rewardName);
      if (reward && reward.stock !== null) reward.stock += redeem.quantity;
    }
    return HttpResponse.json({ redeemId: redeem.redeemId, status });
  }
  return HttpResponse.json({ error: 'no redemption In Process matches' }, { status: 404 });
}

export function pointsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.post('*/__demo/points/approve', ({ request }) => decideRedeem(platform, request, 'approved')),
    http.post('*/__demo/points/reject', ({ request }) => decideRedeem(platform, request, 'rejected')),

    http.get('*/wps/relay/MCS2_getPointBalance', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const ledger = ledgerOf(platform, account);
      return ok({
        currentPoints: ledger.current,
        balance: money(account.balanceCents),
        pointsByType: POINT_TYPES.flatMap((type) => {
          const points = ledger.earned[type];
          return points === undefined ? [] : [{ pointType: wireType(type), points }];
        }),
      });
    }),

    // Open to guests: a public route shows the goods, the same for everyone.
    http.get('*/wps/relay/getPointReward', () => {
      return ok({
        list: areaOf(platform).rewards.map((r) => ({
          rewardId: r.rewardId,
          rewardName: r.rewardName,
          pointsRequirement: r.pointsRequirement,
          rewardType: r.rewardType,
          rewardAmount: r.rewardCents === null ? null : money(r.rewardCents),
          imageUrl: r.imageUrl,
          stock: r.stock,
          conditions: r.conditions,
          amountRequirement: r.amountRequirement,
          addressRequired: r.addressRequired,
        })),
      });
    }),

    http.get('*/wps/relay/getRedeemPointList', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const page = readLenientPage(new URL(request.url).searchParams);
      if (!page) return badParams();
      const labels = { inProcess: 'In Process', approved: 'Approved', rejected: 'Rejected' } as const;
      const records = ledgerOf(platform, account).redeems.map(({ address: _address, ...r }) => ({
        ...r,
        status: labels[r.status],
      }));
      return ok(numberedPage(records, page.pageNo, page.pageSize));
    }),

    http.get('*/wps/relay/getPointConfig', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const { ratio, pointsRequirement, rates } = DEMO_POINTS_CONFIG;
      return ok({ ratio, pointsRequirement, rates: rates.map((r) => ({ ...r, pointType: wireType(r.pointType) })) });
    }),

    http.get('*/wps/relay/ODSFE2_MemTransDet', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const url = new URL(request.url);
      const page = readLenientPage(url.searchParams);
      const rawType = url.searchParams.get('pointType');
      const type = rawType === null || rawType === '' ? null : parsePointType(rawType);
      if (!page || (rawType && !type)) return badParams();
      const all = ledgerOf(platform, account).transactions;
      const items = (type ? all.filter((t) => t.pointType === type) : all).map((t) => ({
        ...t,
        pointType: wireType(t.pointType),
      }));
      return ok(numberedPage(items, page.pageNo, page.pageSize));
    }),

    http.post('*/wps/relay/passwordCheck/MCS2_redeemPointReward', async ({ request }) => {
      const change = await readChange(platform, request);
      if (isResponse(change)) return change;
      const { account, body, ledger, requestId } = change;
      const reward = areaOf(platform).rewards.find((r) => r.rewardId === body.rewardId);
      if (!reward) return refuse(400, 'field.format', 'Unknown reward');
      const quantity = body.quantity ?? 1;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return badParams();
      const address = typeof body.address === 'string' ? body.address.trim() : '';
      if (reward.addressRequired && address === '') {
        return refuse(400, 'field.format', 'A delivery address is required');
      }
      if (reward.stock !== null && reward.stock < quantity) return notAllowed('Out of stock');
      const points = reward.pointsRequirement * quantity;
      if (ledger.current < points) {
        return refuse(400, 'quota.not.sufficient', 'Not enough points');
      }
      const now = platform.now();
      ledger.requestIds.add(requestId);
      if (reward.stock !== null) reward.stock -= quantity;
      post(ledger, now, 'redeem', -points, reward.rewardName);
      // A cash reward is paid at once (Approved); an item goes to review (In Process).
      const cash = reward.rewardCents !== null;
      const cents = (reward.rewardCents ?? 0) * quantity;
      if (cash) account.balanceCents += cents;
      if (cash && cents > 0) recordDemoBonus(platform, account.id, cents, { kind: 'reward', name: reward.rewardName });
      ledger.serial += 1;
      const redeemId = `rd-live-${ledger.serial}`;
      ledger.redeems.unshift({
        redeemId,
        rewardName: reward.rewardName,
        rewardType: reward.rewardType,
        quantity,
        points,
        amountRequirement: reward.amountRequirement,
        status: cash ? 'approved' : 'inProcess',
        createdTime: now,
        updatedTime: cash ? now : null,
        address: reward.addressRequired ? address : null,
        remark: null,
      });
      return ok({
        redeemId,
        status: cash ? 'Approved' : 'In Process',
        currentPoints: ledger.current,
        balance: money(account.balanceCents),
      });
    }),

    http.post('*/wps/relay/passwordCheck/MCS2_convertPoint', async ({ request }) => {
      const change = await readChange(platform, request);
      if (isResponse(change)) return change;
      const { account, body, ledger, requestId } = change;
      const { points } = body;
      const { ratio, pointsRequirement } = DEMO_POINTS_CONFIG;
      if (typeof points !== 'number' || !Number.isInteger(points) || points < pointsRequirement) {
        return refuse(400, 'field.format', `Convert at least ${pointsRequirement} whole points`);
      }
      if (ledger.current < points) return refuse(400, 'quota.not.sufficient', 'Not enough points');
      const cents = Math.floor((points * 100) / ratio);
      ledger.requestIds.add(requestId);
      post(ledger, platform.now(), 'redeem', -points, 'Converted to balance');
      account.balanceCents += cents;
      if (cents > 0)
        recordDemoBonus(platform, account.id, cents, { kind: 'reward', name: 'Points converted to balance' });
      return ok({
        convertedPoints: points,
        amount: money(cents),
        currentPoints: ledger.current,
        balance: money(account.balanceCents),
      });
    }),

    // The goods' pictures (the catalogue's imageUrl), cached as a platform's CDN would.
    http.get('*/__demo/goods/:file', ({ params }) => {
      const id = /^([\w-]+)\.svg$/.exec(String(params.file))?.[1];
      const reward = areaOf(platform).rewards.find((r) => r.rewardId === id);
      return reward
        ? new HttpResponse(goodPictureSvg(reward.rewardName, reward.rewardType), {
            headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
          })
        : new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }),
  ];
}
