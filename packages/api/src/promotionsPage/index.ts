import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { activityAction, parseActivityStatus, type ActivityAction, type ActivityStatus } from '@atrium/domain/points';
import type { FileDescriptor } from '@atrium/domain/validation';
import type { ApiClient, Endpoint } from '../client';
import { unsafeHtml, type UnsafeHtml } from '../html';
import { queryKeys } from '../queryKeys';
import { promotionsPageKeys } from './queryKeys';
import { endpointsOf } from '../endpoints';

export { promotionsPageKeys };

/**
 * The promotions page (spec §1 promotions, §2 /promotions and /promotions#{promoId}, §3 Promotion {id, title}, §5
 * activity application, §9 "3 images, 5MB, png or jpg; remark 140"). The spec names no call for the full list, so
 * the shapes are designed (packages/api/README.md "Designed shapes") and implemented by the demo platform:
 *
 * - GET /wps/relay/MCSFE_getPromotionList: `{categories: [{categoryId, name}], list: [{promotionId, title, imageUrl,
 *   categoryId, startTime, endTime, status, content, terms}]}`. A guest may read it (§6 "Guest: browse …
 *   promotions"); a member sends the token and reads their own statuses.
 * - POST /wps/relay/MCSFE_applyPromotion `{promotionId, remark, images: [{name, type, size, content (base64)}]}` →
 *   `{promotionId, status}`: the application, sent once (never retried), usually answered with Applying.
 *
 * Statuses are §4's activity statuses; the action a status allows is the domain's `activityAction` (Join or Claim),
 * and on this page both are made by an application.
 */

const MODULE_ID = 'REWCEN3';
const area = endpointsOf('promotionsPage', { moduleId: MODULE_ID, needsToken: true });

const statusSchema = z.pipe(
  z.string(),
  z.transform((raw: string) => parseActivityStatus(raw)),
);

const promotionWireSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  imageUrl: z._default(z.string(), ''),
  categoryId: z.string(),
  startTime: z.number(),
  endTime: z.nullish(z.number()),
  status: statusSchema,
  content: z._default(z.string(), ''),
  terms: z._default(z.string(), ''),
});

export const promotionListSchema = z.object({
  categories: z._default(z.array(z.object({ categoryId: z.string(), name: z.string() })), []),
  list: z._default(z.array(promotionWireSchema), []),
});
export type PromotionListWire = z.infer<typeof promotionListSchema>;

export interface PromotionCategory {
  readonly id: string;
  readonly name: string;
}

export interface Promotion {
  readonly id: string;
  readonly title: string;
  /** Empty when the platform gave none. */
  readonly imageUrl: string;
  readonly categoryId: string;
  readonly startsAt: number;
  readonly endsAt: number | null;
  readonly status: ActivityStatus;
  /** What the status allows (domain `activityAction`): both are made by an application on this page. */
  readonly action: ActivityAction | null;
  readonly content: UnsafeHtml;
  readonly terms: UnsafeHtml;
}

export interface PromotionList {
  /** The server's categories, in its order (the client adds "all" in front). */
  readonly categories: readonly PromotionCategory[];
  readonly promotions: readonly Promotion[];
}

const endpointBase = {
  id: 'promotionsPage.list',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionList',
  moduleId: MODULE_ID,
  value: promotionListSchema,
} as const;

/** A guest's list: no token, every promotion in its public status. */
export const guestPromotionListEndpoint: Endpoint<PromotionListWire> = { ...endpointBase, needsToken: false };
/** A member's list: the token, the member's own statuses (Applying after an application). */
export const memberPromotionListEndpoint: Endpoint<PromotionListWire> = { ...endpointBase, needsToken: true };

/** Promotions in a status the client does not know are left out, as the reward centre does. */
export function toPromotionList(wire: PromotionListWire): PromotionList {
  return {
    categories: wire.categories.map((c) => ({ id: c.categoryId, name: c.name })),
    promotions: wire.list.flatMap((p) =>
      p.status
        ? [
            {
              id: p.promotionId,
              title: p.title,
              imageUrl: p.imageUrl,
              categoryId: p.categoryId,
              startsAt: p.startTime,
              endsAt: p.endTime ?? null,
              status: p.status,
              action: activityAction(p.status),
              content: unsafeHtml(p.content),
              terms: unsafeHtml(p.terms),
            },
          ]
        : [],
    ),
  };
}

export async function getPromotionList(
  client: ApiClient,
  options: { readonly language: string; readonly isLoggedIn: boolean },
  signal?: AbortSignal,
): Promise<PromotionList> {
  const endpoint = options.isLoggedIn ? memberPromotionListEndpoint : guestPromotionListEndpoint;
  return toPromotionList(await client.call(endpoint, { query: { language: options.language }, signal }));
}

export function promotionListQueryOptions(
  client: ApiClient,
  options: { readonly language: string; readonly isLoggedIn: boolean },
) {
  return queryOptions({
    queryKey: promotionsPageKeys.list(options.language, options.isLoggedIn),
    queryFn: ({ signal }) => getPromotionList(client, options, signal),
    staleTime: 60_000,
  });
}

// ─── Application: POST /wps/relay/MCSFE_applyPromotion ──────────────────────────────────────────────────────

/** An image of an application: what the domain checks (name, type, size) and the bytes as base64. */
export interface PromotionImage extends FileDescriptor {
  readonly base64: string;
}

export interface PromotionApplication {
  readonly promotionId: string;
  /** At most 140 characters (§5); checked by the domain's `validateActivityApplication` before sending. */
  readonly remark: string;
  /** At most 3 png or jpg images of 5 MB each (§5, domain `uploads`). */
  readonly images: readonly PromotionImage[];
}

const applyResultSchema = z.object({ promotionId: z.string(), status: statusSchema });
export type PromotionApplyWire = z.infer<typeof applyResultSchema>;

export const applyPromotionEndpoint = area.post('apply', '/wps/relay/MCSFE_applyPromotion', applyResultSchema);

export async function applyPromotion(
  client: ApiClient,
  input: PromotionApplication,
): Promise<{ readonly id: string; readonly status: ActivityStatus | null }> {
  const body = {
    promotionId: input.promotionId,
    remark: input.remark,
    images: input.images.map((i) => ({ name: i.name, type: i.type, size: i.size, content: i.base64 })),
  };
  const wire = await client.call(applyPromotionEndpoint, { body });
  return { id: wire.promotionId, status: wire.status };
}

/**
 * State-changing: sent once, never retried on its own. Afterwards the list (the new status), the reward centre's
 * activities and the member details (the header's promotion count) are read again.
 */
export function applyPromotionMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...promotionsPageKeys.all, 'apply'],
    mutationFn: (input: PromotionApplication) => applyPromotion(client, input),
    retry: false,
    onSettled: (_data, _error, _input, _result, { client: queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsPageKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.member.info() }),
      ]),
  });
}
