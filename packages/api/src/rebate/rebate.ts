import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  parseRebateGameType,
  sortRebateSettings,
  type RebateGameType,
  type RebateSetting,
} from '@atrium/domain/rebate';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { endpointsOf, reader } from '../endpoints';
import { centsSchema } from '../wire';

/**
 * Manual rebate (spec §2 manualRebate, MANPLAYREB3; docs/centres.md "MCSFE_getCustomerRebateSettingByProductType; per
 * game type LIVE, RNG, CONS, SPORTS, LOTT, FISH, ELOTT, PVP; claim call unknown"). Only the settings call's name is
 * known: its shape, the claim (`MCSFE_claimManualRebate`) and the history (`MCSFE_getManualRebateHistory`) are
 * assumed (packages/api README "Manual rebate"). Amounts arrive in currency units and leave as integer cents; the
 * rate arrives in percent (0.8 means 0.8 %) and leaves in basis points.
 */

const MODULE_ID = 'MANPLAYREB3';
const area = endpointsOf('rebate', { moduleId: MODULE_ID, needsToken: true });

const rateSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/))]),
  z.transform((percent) => Math.round(Number(percent) * 100)),
);

/** A game type the app knows, or null (a type the platform adds later is left out rather than failing the page). */
const gameTypeSchema = z.pipe(
  z.string(),
  z.transform((raw) => parseRebateGameType(raw)),
);

/** Where the rebate answers live: under the wallet's root, so every money move refreshes them and logout drops them. */
export const rebateQueryKeys = {
  all: [...queryKeys.wallet.all, 'rebate'] as const,
  settings: () => [...queryKeys.wallet.all, 'rebate', 'settings'] as const,
  history: (page: number, pageSize: number) => [...queryKeys.wallet.all, 'rebate', 'history', page, pageSize] as const,
};

// ─── Settings: GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType ────────────────────────────────────

export const rebateSettingWireSchema = z.object({
  productType: gameTypeSchema,
  enabled: z._default(z.boolean(), true),
  validBet: centsSchema,
  rebateRate: rateSchema,
  minClaim: z._default(centsSchema, 0),
});

export const rebateSettingsSchema = z.object({ list: z._default(z.array(rebateSettingWireSchema), []) });
export type RebateSettingsWire = z.infer<typeof rebateSettingsSchema>;

export const rebateSettingsEndpoint = area.get(
  'settings',
  '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  rebateSettingsSchema,
);

export function toRebateSettings(wire: RebateSettingsWire): RebateSetting[] {
  return sortRebateSettings(
    wire.list.flatMap((s) =>
      s.productType === null
        ? []
        : [
            {
              gameType: s.productType,
              enabled: s.enabled,
              validBetCents: s.validBet,
              rateBasisPoints: s.rebateRate,
              minimumCents: s.minClaim,
            },
          ],
    ),
  );
}

export const getRebateSettings = reader(rebateSettingsEndpoint, toRebateSettings);

export function rebateSettingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: rebateQueryKeys.settings(),
    queryFn: ({ signal }) => getRebateSettings(client, signal),
  });
}

// ─── Claim: POST /wps/relay/MCSFE_claimManualRebate (assumed) ────────────────────────────────────────────────

export const rebateClaimResultSchema = z.object({
  claimId: z.string(),
  productType: gameTypeSchema,
  amount: centsSchema,
  balance: z.optional(centsSchema),
});
export type RebateClaimResultWire = z.infer<typeof rebateClaimResultSchema>;

export const claimRebateEndpoint = area.post('claim', '/wps/relay/MCSFE_claimManualRebate', rebateClaimResultSchema);

export interface ClaimRebateInput {
  readonly gameType: RebateGameType;
  /**
   * One id per claim the player means: the platform pays a request id once, so the same claim sent again (a lost
   * answer) cannot be paid twice.
   */
  readonly requestId: string;
}

export interface RebateClaimResult {
  readonly claimId: string;
  readonly gameType: RebateGameType;
  readonly amountCents: number;
}

export function newRebateClaimRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export async function claimRebate(client: ApiClient, input: ClaimRebateInput): Promise<RebateClaimResult> {
  const wire = await client.call(claimRebateEndpoint, {
    body: { productType: input.gameType, requestId: input.requestId },
  });
  return { claimId: wire.claimId, gameType: wire.productType ?? input.gameType, amountCents: wire.amount };
}

/**
 * Money-moving: never retried on its own. The claim pays into the balance, so the wallet (and with it the rebate
 * settings and history, under its root) is refetched.
 */
export function claimRebateMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...rebateQueryKeys.all, 'claim'],
    mutationFn: (input: ClaimRebateInput) => claimRebate(client, input),
    retry: false,
    onSuccess: (_data, _input, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

// ─── History: GET /wps/relay/MCSFE_getManualRebateHistory (assumed) ──────────────────────────────────────────

export const rebateHistoryItemSchema = z.object({
  claimId: z.string(),
  productType: gameTypeSchema,
  validBet: centsSchema,
  rebateRate: rateSchema,
  amount: centsSchema,
  createdTime: z.number(),
});

export const rebateHistorySchema = z.object({
  list: z._default(z.array(rebateHistoryItemSchema), []),
  pageNo: z._default(z.number(), 1),
  totalPages: z._default(z.number(), 0),
  totalCount: z._default(z.number(), 0),
});
export type RebateHistoryWire = z.infer<typeof rebateHistorySchema>;

export interface RebateClaimRecord {
  readonly claimId: string;
  readonly gameType: RebateGameType;
  readonly validBetCents: number;
  readonly rateBasisPoints: number;
  readonly amountCents: number;
  readonly claimedAt: number;
}

export interface RebateHistoryPage {
  readonly items: readonly RebateClaimRecord[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export const rebateHistoryEndpoint = area.get(
  'history',
  '/wps/relay/MCSFE_getManualRebateHistory',
  rebateHistorySchema,
);

export function toRebateHistoryPage(wire: RebateHistoryWire): RebateHistoryPage {
  return {
    items: wire.list.flatMap((r) =>
      r.productType === null
        ? []
        : [
            {
              claimId: r.claimId,
              gameType: r.productType,
              validBetCents: r.validBet,
              rateBasisPoints: r.rebateRate,
              amountCents: r.amount,
              claimedAt: r.createdTime,
            },
          ],
    ),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

export interface RebateHistoryRequest {
  readonly page: number;
  readonly pageSize: number;
}

export async function getRebateHistory(
  client: ApiClient,
  request: RebateHistoryRequest,
  signal?: AbortSignal,
): Promise<RebateHistoryPage> {
  const query = { pageNo: request.page, pageSize: request.pageSize };
  return toRebateHistoryPage(await client.call(rebateHistoryEndpoint, { query, signal }));
}

export function rebateHistoryQueryOptions(client: ApiClient, request: RebateHistoryRequest) {
  return queryOptions({
    queryKey: rebateQueryKeys.history(request.page, request.pageSize),
    queryFn: ({ signal }) => getRebateHistory(client, request, signal),
  });
}
