import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { endpointsOf } from '../endpoints';
import { centsSchema } from '../wire';

/**
 * Referral, "invite friends" (spec §2 referral, shown when the member's availablePromo.REFERRAL.enabled; §3
 * referralCode read from the registration URL; docs/centres.md "code, link, copy, QR"). The spec names no call: both
 * calls and their shapes (`MCSFE_getReferralInfo`, `MCSFE_getReferralInvitees`) are assumed (packages/api README
 * "Referral"). The link itself is built by the app from the code and its own origin, so it always points at the site
 * the member is on.
 */

const MODULE_ID = 'REFERRAL';
const area = endpointsOf('referral', { moduleId: MODULE_ID, needsToken: true });

/** Referral answers belong to the signed-in member: under the member root, so logout drops them. */
export const referralQueryKeys = {
  all: [...queryKeys.member.all, 'referral'] as const,
  info: () => [...queryKeys.member.all, 'referral', 'info'] as const,
  invitees: (page: number, pageSize: number) =>
    [...queryKeys.member.all, 'referral', 'invitees', page, pageSize] as const,
};

// ─── Code and earnings: GET /wps/relay/MCSFE_getReferralInfo (assumed) ───────────────────────────────────────

export const referralInfoSchema = z.object({
  referralCode: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  inviteeCount: z._default(z.number(), 0),
  totalEarnings: z._default(centsSchema, 0),
});
export type ReferralInfoWire = z.infer<typeof referralInfoSchema>;

export interface ReferralInfo {
  readonly code: string;
  readonly inviteeCount: number;
  readonly totalEarningsCents: number;
}

export const referralInfoEndpoint = area.get('info', '/wps/relay/MCSFE_getReferralInfo', referralInfoSchema);

export async function getReferralInfo(client: ApiClient, signal?: AbortSignal): Promise<ReferralInfo> {
  const wire = await client.call(referralInfoEndpoint, { signal });
  return { code: wire.referralCode, inviteeCount: wire.inviteeCount, totalEarningsCents: wire.totalEarnings };
}

export function referralInfoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: referralQueryKeys.info(),
    queryFn: ({ signal }) => getReferralInfo(client, signal),
    staleTime: 60_000,
  });
}

// ─── Invitees: GET /wps/relay/MCSFE_getReferralInvitees (assumed) ────────────────────────────────────────────

/** An invitee's state: active (plays), pending (registered, not yet qualified), inactive. */
export type InviteeStatus = 'active' | 'pending' | 'inactive';
export const INVITEE_STATUSES: readonly InviteeStatus[] = ['active', 'pending', 'inactive'];

const inviteeStatusSchema = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const status = INVITEE_STATUSES.find((s) => s === raw.trim().toLowerCase());
    if (!status) {
      ctx.issues.push({ code: 'custom', message: `unknown invitee status ${raw}`, input: raw });
      return z.NEVER;
    }
    return status;
  }),
);

export const inviteeSchema = z.object({
  /** As the platform shows it (it masks other members' names). */
  username: z.string(),
  registerTime: z.number(),
  status: inviteeStatusSchema,
  earnings: z._default(centsSchema, 0),
});

export const inviteesSchema = z.object({
  list: z._default(z.array(inviteeSchema), []),
  pageNo: z._default(z.number(), 1),
  totalPages: z._default(z.number(), 0),
  totalCount: z._default(z.number(), 0),
});
export type InviteesWire = z.infer<typeof inviteesSchema>;

export interface Invitee {
  readonly name: string;
  readonly joinedAt: number;
  readonly status: InviteeStatus;
  /** What this invitee has earned the member. */
  readonly earningsCents: number;
}

export interface InviteesPage {
  readonly items: readonly Invitee[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export const inviteesEndpoint = area.get('invitees', '/wps/relay/MCSFE_getReferralInvitees', inviteesSchema);

export interface InviteesRequest {
  readonly page: number;
  readonly pageSize: number;
}

export async function getInvitees(
  client: ApiClient,
  request: InviteesRequest,
  signal?: AbortSignal,
): Promise<InviteesPage> {
  const wire = await client.call(inviteesEndpoint, {
    query: { pageNo: request.page, pageSize: request.pageSize },
    signal,
  });
  return {
    items: wire.list.map((i) => ({
      name: i.username,
      joinedAt: i.registerTime,
      status: i.status,
      earningsCents: i.earnings,
    })),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

export function inviteesQueryOptions(client: ApiClient, request: InviteesRequest) {
  return queryOptions({
    queryKey: referralQueryKeys.invitees(request.page, request.pageSize),
    queryFn: ({ signal }) => getInvitees(client, request, signal),
  });
}
