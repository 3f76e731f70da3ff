import { http, type HttpHandler } from 'msw';
import { parseActivityStatus } from '@atrium/domain/points';
import { validateActivityApplication, type FileDescriptor } from '@atrium/domain/validation';
import { ok, refuse } from '../envelope';
import { badParams, isResponse, notAllowed, readMemberBody, requireAccount } from '../http';
import { pageSlice, readNumberedPage } from '../query';
import { seededRandom } from '../seed/random';
import { requestLanguage, translated, type DemoLanguage } from '../seed/language';
import { DEMO_ACTIVITIES, type DemoActivity } from '../seed/promotions';
import type { DemoAccount } from '../state/accounts';
import { recordDemoBonus } from './records';
import type { DemoPlatform } from '../state/platform';

/**
 * The reward centre (spec §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard, MCSFE_signUpPromotionJoin,
 * MCSFE_signUpRequestReward, MCS2_claimRafflePromotion). Each account keeps its own activity statuses: joining turns
 * Join into Joined; requesting a reward turns Claim into Claimed and pays it, or into Applying when the activity
 * needs an application (remark and images, checked with the domain's rule); a raffle's Claim pays its prize. Any
 * other status (a second claim included) is refused with `operation.not.allowed`, and so is a trial account.
 * A mission has milestones (MCSFE_getMissionMilestones) and a leaderboard on which the player has a place of their own
 * (its footer {rank, reachedValue}). What waits for the player (`demoActionableCount`) is also the member details'
 * `availablePromoCount`.
 */

const DAY = 86_400_000;
const LEADERBOARD_SIZE = 30;

interface PromotionsArea {
  /** Per account: promotion id → status label. */
  readonly statuses: Map<string, Map<string, string>>;
}

function statusesOf(platform: DemoPlatform, account: DemoAccount): Map<string, string> {
  const area = platform.area<PromotionsArea>('promotions', () => ({ statuses: new Map() }));
  let statuses = area.statuses.get(account.id);
  if (!statuses) {
    statuses = new Map(DEMO_ACTIVITIES.map((a) => [a.promotionId, a.status]));
    area.statuses.set(account.id, statuses);
  }
  return statuses;
}

function activityOf(id: unknown): DemoActivity | null {
  return DEMO_ACTIVITIES.find((a) => a.promotionId === id) ?? null;
}

function result(
  account: DemoAccount,
  activity: DemoActivity,
  status: string,
  paidCents: number,
  language: DemoLanguage,
) {
  return ok({
    promotionId: activity.promotionId,
    status,
    amount: paidCents / 100,
    balance: account.balanceCents / 100,
    prizeName: activity.kind === 'RAFFLE' && activity.prizeName ? translated(activity.prizeName, language) : null,
  });
}

/** The application's images as the domain checks them; null when the list is malformed. */
function imagesOf(raw: unknown): FileDescriptor[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return null;
  const images: FileDescriptor[] = [];
  for (const item of raw as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const { name, type, content } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof type !== 'string' || typeof content !== 'string') return null;
    // The size is the decoded content's, whatever the client claims.
    const size = Math.floor((content.replace(/=+$/, '').length * 3) / 4);
    images.push({ name, type, size });
  }
  return images;
}

function hashOf(seed: number, text: string): number {
  let h = seed;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193);
  return h;
}

/** A name as the platform shows it on a leaderboard: the first two letters and the last two, masked between. */
function maskedName(username: string): string {
  return username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/**
 * A deterministic leaderboard per mission: masked names, scores descending, prizes for the top three. The player
 * has a score of their own (fixed per account and mission) and takes their place in it.
 */
function leaderboardOf(platform: DemoPlatform, missionId: string, account: DemoAccount) {
  const random = seededRandom(hashOf(platform.seed, missionId));
  let score = 5_000 + Math.floor(random() * 5_000);
  const others = Array.from({ length: LEADERBOARD_SIZE }, () => {
    score -= 10 + Math.floor(random() * 150);
    return { customerName: `pl***${String(10 + Math.floor(random() * 90))}`, score, isMine: false };
  });
  const low = others[others.length - 1]?.score ?? 0;
  const high = others[0]?.score ?? 0;
  const mine = low + Math.floor(seededRandom(hashOf(platform.seed, `${missionId}:${account.id}`))() * (high - low));
  const board = [...others, { customerName: maskedName(account.username), score: mine, isMine: true }].sort(
    (a, b) => b.score - a.score,
  );
  return board.map((entry, i) => ({
    rank: i + 1,
    customerName: entry.customerName,
    score: entry.score,
    prize: i < 3 ? [100, 50, 20][i] : null,
    isMine: entry.isMine,
  }));
}

/** The activities waiting for the player's action (Join or Claim), as the summary and the member details count them. */
export function demoActionableCount(platform: DemoPlatform, account: DemoAccount): number {
  const statuses = statusesOf(platform, account);
  return DEMO_ACTIVITIES.filter((a) => {
    const status = parseActivityStatus(statuses.get(a.promotionId));
    return status === 'join' || status === 'claim';
  }).length;
}

export function promotionsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const statuses = statusesOf(platform, account);
      const today = Math.floor(platform.now() / DAY) * DAY;
      const language = requestLanguage(request);
      const list = DEMO_ACTIVITIES.map((a) => ({
        promotionId: a.promotionId,
        title: translated(a.title, language),
        kind: a.kind,
        status: statuses.get(a.promotionId) ?? a.status,
        progress: a.progress,
        target: a.target,
        rewardAmount: a.rewardCents === null ? null : a.rewardCents / 100,
        requiresApplication: a.requiresApplication,
        startTime: today + a.startDay * DAY,
        endTime: a.endDay === null ? null : today + a.endDay * DAY,
      }));
      const actionableCount = list.filter((a) => {
        const status = parseActivityStatus(a.status);
        return status === 'join' || status === 'claim';
      }).length;
      return ok({ actionableCount, list });
    }),

    http.get('*/wps/relay/MCSFE_getMissionLeaderboard', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const url = new URL(request.url);
      const mission = activityOf(url.searchParams.get('missionId'));
      if (!mission || mission.kind !== 'MISSION') return badParams('Unknown mission');
      const page = readNumberedPage(url.searchParams);
      if (isResponse(page)) return page;
      const { pageNo, pageSize } = page;
      const board = leaderboardOf(platform, mission.promotionId, account);
      const mine = board.find((entry) => entry.isMine);
      return ok({
        list: pageSlice(board, pageNo, pageSize).map(({ isMine: _, ...entry }) => entry),
        footer: { rank: mine?.rank ?? null, reachedValue: mine?.score ?? 0 },
        pageNo,
        totalPages: Math.ceil(board.length / pageSize),
      });
    }),

    http.get('*/wps/relay/MCSFE_getMissionMilestones', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const mission = activityOf(new URL(request.url).searchParams.get('missionId'));
      if (!mission || mission.kind !== 'MISSION') return badParams('Unknown mission');
      return ok({
        missionId: mission.promotionId,
        reachedValue: mission.progress,
        milestones: mission.milestones.map((m) => ({
          targetValue: m.target,
          rewardAmount: m.rewardCents === null ? null : m.rewardCents / 100,
        })),
      });
    }),

    http.post('*/wps/relay/MCSFE_signUpPromotionJoin', async ({ request }) => {
      const call = await readMemberBody(platform, request, 'Trial accounts cannot join promotions');
      if (isResponse(call)) return call;
      const { account, body } = call;
      const activity = activityOf(body.promotionId);
      if (!activity) return notAllowed('No such promotion');
      const statuses = statusesOf(platform, account);
      if (parseActivityStatus(statuses.get(activity.promotionId)) !== 'join') return notAllowed('Cannot join now');
      statuses.set(activity.promotionId, 'Joined');
      return result(account, activity, 'Joined', 0, requestLanguage(request));
    }),

    http.post('*/wps/relay/MCSFE_signUpRequestReward', async ({ request }) => {
      const call = await readMemberBody(platform, request, 'Trial accounts cannot claim rewards');
      if (isResponse(call)) return call;
      const { account, body } = call;
      const activity = activityOf(body.promotionId);
      if (!activity || activity.kind === 'RAFFLE') return notAllowed('No such promotion');
      const statuses = statusesOf(platform, account);
      if (parseActivityStatus(statuses.get(activity.promotionId)) !== 'claim') return notAllowed('Nothing to claim');
      if (activity.requiresApplication) {
        const images = imagesOf(body.images);
        const remark = body.remark === undefined ? '' : body.remark;
        if (images === null || typeof remark !== 'string') return refuse(400, 'request_param_err', 'Malformed');
        const errors = validateActivityApplication({ remark, images });
        if (Object.keys(errors).length > 0) return refuse(400, 'field.format', 'The application is not valid');
        statuses.set(activity.promotionId, 'Applying');
        return result(account, activity, 'Applying', 0, requestLanguage(request));
      }
      const paid = activity.rewardCents ?? 0;
      account.balanceCents += paid;
      if (paid > 0)
        recordDemoBonus(platform, account.id, paid, {
          kind: activity.kind === 'MISSION' ? 'mission' : 'promotion',
          name: activity.title,
        });
      statuses.set(activity.promotionId, 'Claimed');
      return result(account, activity, 'Claimed', paid, requestLanguage(request));
    }),

    http.post('*/wps/relay/MCS2_claimRafflePromotion', async ({ request }) => {
      const call = await readMemberBody(platform, request, 'Trial accounts cannot claim prizes');
      if (isResponse(call)) return call;
      const { account, body } = call;
      const activity = activityOf(body.promotionId);
      if (!activity || activity.kind !== 'RAFFLE') return notAllowed('No such raffle');
      const statuses = statusesOf(platform, account);
      if (parseActivityStatus(statuses.get(activity.promotionId)) !== 'claim') return notAllowed('Nothing to claim');
      const paid = activity.rewardCents ?? 0;
      account.balanceCents += paid;
      if (paid > 0) recordDemoBonus(platform, account.id, paid, { kind: 'reward', name: activity.title });
      statuses.set(activity.promotionId, 'Claimed');
      return result(account, activity, 'Claimed', paid, requestLanguage(request));
    }),
  ];
}
