import { http, type HttpHandler } from 'msw';
import { ACTIVITY_APPLICATION_LIMITS, isAcceptedImage } from '@atrium/domain/validation';
import { activityAction, parseActivityStatus } from '@atrium/domain/points';
import { charCount } from '@atrium/domain/validation';
import { TRIAL_ACCOUNT_TYPE } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { isResponse, notAllowed, optionalAccount, readAccountJson } from '../http';
import { DEMO_PAGE_PROMOTIONS, DEMO_PROMOTION_CATEGORIES, demoPagePromotionImage } from '../seed/promotionsPage';
import type { DemoPlatform } from '../state/platform';

/**
 * The promotions page (designed calls, packages/api/README.md): GET MCSFE_getPromotionList for guests and members,
 * POST MCSFE_applyPromotion for members. Each account keeps its own statuses: an application on a promotion whose
 * status allows an action (Join or Claim) turns it into Applying; anything else is refused with
 * `operation.not.allowed`. The application is checked as a real server would: a remark over 140 characters
 * (`promotion.remark.length`), more than 3 images (`promotion.image.count`), an image that is not png/jpg
 * (`promotion.image.type`) or over 5 MB by its decoded content (`promotion.image.size`).
 */

const DAY = 86_400_000;

interface PromotionsPageArea {
  /** Per account: promotion id → status label. */
  readonly statuses: Map<string, Map<string, string>>;
}

function statusesOf(platform: DemoPlatform, accountId: string): Map<string, string> {
  const area = platform.area<PromotionsPageArea>('promotionsPage', () => ({ statuses: new Map() }));
  let statuses = area.statuses.get(accountId);
  if (!statuses) {
    statuses = new Map(DEMO_PAGE_PROMOTIONS.map((p) => [p.promotionId, p.status]));
    area.statuses.set(accountId, statuses);
  }
  return statuses;
}

export function promotionsPageHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/MCSFE_getPromotionList', ({ request }) => {
      const account = optionalAccount(platform, request);
      const statuses = account ? statusesOf(platform, account.id) : null;
      const today = Math.floor(platform.now() / DAY) * DAY;
      return ok({
        categories: DEMO_PROMOTION_CATEGORIES,
        list: DEMO_PAGE_PROMOTIONS.map((p) => ({
          promotionId: p.promotionId,
          title: p.title,
          imageUrl: demoPagePromotionImage(p.title),
          categoryId: p.categoryId,
          startTime: today + p.startDay * DAY,
          endTime: p.endDay === null ? null : today + p.endDay * DAY,
          status: statuses?.get(p.promotionId) ?? p.status,
          content: p.content,
          terms: p.terms,
        })),
      });
    }),

    http.post('*/wps/relay/MCSFE_applyPromotion', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const { promotionId, remark, images } = body;
      if (typeof promotionId !== 'string' || typeof remark !== 'string' || !Array.isArray(images)) {
        return refuse(400, 'request_param_err', 'Malformed application');
      }
      if (account.type === TRIAL_ACCOUNT_TYPE) return notAllowed('Trial accounts cannot apply');
      const statuses = statusesOf(platform, account.id);
      const status = parseActivityStatus(statuses.get(promotionId));
      if (!status || activityAction(status) === null) {
        return refuse(400, 'operation.not.allowed', 'This promotion cannot be applied for now');
      }
      if (charCount(remark) > ACTIVITY_APPLICATION_LIMITS.remarkMaxChars) {
        return refuse(400, 'promotion.remark.length', 'The remark is longer than 140 characters');
      }
      if (images.length > ACTIVITY_APPLICATION_LIMITS.maxImages) {
        return refuse(400, 'promotion.image.count', 'At most 3 images');
      }
      for (const item of images as unknown[]) {
        const { name, type, content } = (item ?? {}) as Record<string, unknown>;
        if (typeof name !== 'string' || typeof type !== 'string' || typeof content !== 'string') {
          return refuse(400, 'request_param_err', 'Malformed image');
        }
        if (!isAcceptedImage({ name, type })) return refuse(400, 'promotion.image.type', 'Images must be png or jpg');
        // The size is the decoded content's, whatever the client claims.
        const size = Math.floor((content.replace(/=+$/, '').length * 3) / 4);
        if (size > ACTIVITY_APPLICATION_LIMITS.maxImageBytes) {
          return refuse(400, 'promotion.image.size', 'Each image must be 5 MB or less');
        }
      }
      statuses.set(promotionId, 'Applying');
      return ok({ promotionId, status: 'Applying' });
    }),
  ];
}
