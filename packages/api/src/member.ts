import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parsePlatformLanguageCode, type PlatformLanguageCode } from '@atrium/domain/i18n';
import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import { roleOf, type Role } from '@atrium/domain/session';
import type { ApiClient, Endpoint } from './client';
import { retryTransientOnce } from './errors';
import { queryKeys } from './queryKeys';

/**
 * The member calls of spec §7 "Session and member": member info, the member's icon, and the language change
 * (§4 "Language change: store language, tell server, update UI").
 *
 * Known (docs/protocol.md "Member info", H/M): `id`, `account`, `nickname`, `type` (agent 1, 2, 41, 42; trial 4),
 * `clubLabel.labelName`, `regDate` (ms), masked `mobile`. Assumed (spec §3 "Others" names them, the wire does not):
 * `vipLabelName`, `vipRankLevel`, `hasVip`, `availablePromoCount`, `unreadMessage`, `availablePromo.REFERRAL.enabled`,
 * `countryDialingCode` and `language`. The icon and language calls are designed (see the README).
 */

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

/** Ids and account types come as numbers or numeric strings, depending on the deployment. */
const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const accountTypeSchema = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^\d+$/))]),
  z.transform(Number),
);
const countSchema = z.nullish(z.number().check(z.int(), z.gte(0)));

export const memberInfoSchema = z.object({
  id: idSchema,
  account: z.string(),
  nickname: z.nullish(z.string()),
  type: accountTypeSchema,
  clubLabel: z.nullish(z.object({ labelName: z.nullish(z.string()) })),
  /** Epoch milliseconds. */
  regDate: z.number(),
  /** Already masked by the server, e.g. `917****567`; never the full number. */
  mobile: z.nullish(z.string()),
  countryDialingCode: z.nullish(z.string()),
  language: z.nullish(z.string()),
  vipLabelName: z.nullish(z.string()),
  vipRankLevel: z.nullish(z.number()),
  hasVip: z.nullish(flag),
  availablePromoCount: countSchema,
  unreadMessage: countSchema,
  /** §3 "availablePromo (REFERRAL with enabled)": keyed by promotion type (assumed shape). */
  availablePromo: z.nullish(z.record(z.string(), z.nullish(z.object({ enabled: z.nullish(flag) })))),
  /** docs/centres.md "Member page visibility" (H): 1 when the account may transfer to its upline (transferUpline). */
  toUpline: z.nullish(flag),
  /** docs/centres.md "Member page visibility" (H): the member has rebate details (bonusDetails, with PLYRBT). */
  hasRebate: z.nullish(flag),
  /**
   * Designed: the login value's `passwordExpired`, and whether the account is still on the platform's default
   * password. The forced change of §4 is read from here too, so it holds across reloads and every route.
   */
  passwordExpired: z.nullish(flag),
  defaultPassword: z.nullish(flag),
});

export type MemberInfoWire = z.infer<typeof memberInfoSchema>;

export interface MemberVip {
  readonly labelName: string | null;
  readonly rankLevel: number | null;
  readonly hasVip: boolean;
}

export interface MemberInfo {
  readonly id: string;
  readonly account: string;
  /** Null when the member has none; the header then shows the account. */
  readonly nickname: string | null;
  /** The platform's account type, as sent. */
  readonly accountType: number;
  /** From the domain's `roleOf`: agent for 1, 2, 41, 42; trial for 4; member otherwise. */
  readonly role: Role;
  readonly clubLabel: string | null;
  /** Registration time, epoch milliseconds. */
  readonly registeredAt: number;
  /** The masked mobile number as the server sends it, or null. */
  readonly maskedMobile: string | null;
  readonly countryDialingCode: string | null;
  /** The language the server has on file for the member, when it says (and knows the code). */
  readonly language: PlatformLanguageCode | null;
  readonly vip: MemberVip;
  readonly availablePromoCount: number;
  readonly unreadMessageCount: number;
  /** §2 side menu "refer a friend (if referral available)". */
  readonly referralEnabled: boolean;
  /** availablePromo.MISSION.enabled: the missions page shows (docs/centres.md). */
  readonly missionEnabled: boolean;
  /** `toUpline` = 1: the transfer-to-upline page shows (docs/centres.md). */
  readonly canTransferToUpline: boolean;
  /** `hasRebate`: the bonus details page shows when PLYRBT is on too (docs/centres.md). */
  readonly hasRebate: boolean;
  /** The platform says the password has expired (forced change when the brand enforces expiry). */
  readonly passwordExpired: boolean;
  /** The platform says the account is still on its default password (forced change). */
  readonly onDefaultPassword: boolean;
}

export const memberInfoEndpoint: Endpoint<MemberInfoWire> = {
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  needsToken: true,
  value: memberInfoSchema,
};

export function toMemberInfo(wire: MemberInfoWire): MemberInfo {
  return {
    id: wire.id,
    account: wire.account,
    nickname: wire.nickname?.trim() ? wire.nickname : null,
    accountType: wire.type,
    role: roleOf({ type: wire.type }),
    clubLabel: wire.clubLabel?.labelName ?? null,
    registeredAt: wire.regDate,
    maskedMobile: wire.mobile ?? null,
    countryDialingCode: wire.countryDialingCode ?? null,
    language: parsePlatformLanguageCode(wire.language),
    vip: {
      labelName: wire.vipLabelName ?? null,
      rankLevel: wire.vipRankLevel ?? null,
      hasVip: wire.hasVip ?? false,
    },
    availablePromoCount: wire.availablePromoCount ?? 0,
    unreadMessageCount: wire.unreadMessage ?? 0,
    referralEnabled: wire.availablePromo?.['REFERRAL']?.enabled === true,
    missionEnabled: wire.availablePromo?.['MISSION']?.enabled === true,
    canTransferToUpline: wire.toUpline ?? false,
    hasRebate: wire.hasRebate ?? false,
    passwordExpired: wire.passwordExpired ?? false,
    onDefaultPassword: wire.defaultPassword ?? false,
  };
}

export async function getMemberInfo(client: ApiClient, signal?: AbortSignal): Promise<MemberInfo> {
  return toMemberInfo(await client.call(memberInfoEndpoint, { signal }));
}

/** Only for a signed-in session (`enabled`); a refusal is shown at once, a transient failure retried once. */
export function memberInfoQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.member.info(),
    queryFn: ({ signal }) => getMemberInfo(client, signal),
    enabled,
    retry: retryTransientOnce,
    staleTime: 30_000,
  });
}

// ─── Icon (designed) ────────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /wps/member/info/icon (spec §7, token). The value is designed: `{ iconIndex, iconUrl }`, either a preset
 * avatar number (1-based, the app bundles the images) or an uploaded picture's URL; a URL wins when it is safe.
 */
export const memberIconSchema = z.object({
  iconIndex: z.nullish(z.number().check(z.int(), z.gte(1))),
  iconUrl: z.nullish(z.string()),
});

export type MemberIconWire = z.infer<typeof memberIconSchema>;

export type MemberIcon =
  | { readonly kind: 'picture'; readonly link: SafeLink }
  | { readonly kind: 'preset'; readonly index: number }
  | { readonly kind: 'default' };

export const memberIconEndpoint: Endpoint<MemberIconWire> = {
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'COMM3',
  needsToken: true,
  value: memberIconSchema,
};

export function toMemberIcon(wire: MemberIconWire): MemberIcon {
  const link = safeLinkTarget(wire.iconUrl);
  if (link) return { kind: 'picture', link };
  if (wire.iconIndex != null) return { kind: 'preset', index: wire.iconIndex };
  return { kind: 'default' };
}

export async function getMemberIcon(client: ApiClient, signal?: AbortSignal): Promise<MemberIcon> {
  return toMemberIcon(await client.call(memberIconEndpoint, { signal }));
}

export function memberIconQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.member.icon(),
    queryFn: ({ signal }) => getMemberIcon(client, signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

// ─── Language (§4 "tell server") ────────────────────────────────────────────────────────────────────────────

/**
 * PUT /wps/member/language `{ language }` (docs/protocol.md names the path; method and body are assumed). The token is
 * optional: a signed-in member's choice is stored on the account, a guest's is only acknowledged. The client sends
 * `Authorization` per descriptor, so there are two descriptors of the same call.
 */
export const languageAckSchema = z.nullish(z.object({ language: z.nullish(z.string()) }));

export const memberLanguageEndpoint: Endpoint<z.infer<typeof languageAckSchema>> = {
  id: 'member.language',
  method: 'PUT',
  path: '/wps/member/language',
  moduleId: 'COMM3',
  needsToken: true,
  value: languageAckSchema,
};

export const guestLanguageEndpoint: Endpoint<z.infer<typeof languageAckSchema>> = {
  ...memberLanguageEndpoint,
  id: 'member.language.guest',
  needsToken: false,
};

export interface LanguageChange {
  readonly language: PlatformLanguageCode;
  /** Whether a session is open: the call then carries the token and the server stores the choice. */
  readonly signedIn: boolean;
}

/** Tells the server the new language; resolves with the code sent. */
export async function setMemberLanguage(
  client: ApiClient,
  change: LanguageChange,
  signal?: AbortSignal,
): Promise<PlatformLanguageCode> {
  await client.call(change.signedIn ? memberLanguageEndpoint : guestLanguageEndpoint, {
    body: { language: change.language },
    signal,
  });
  return change.language;
}

export function memberLanguageMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: queryKeys.member.language(),
    mutationFn: (change: LanguageChange) => setMemberLanguage(client, change),
    retry: false,
  });
}
