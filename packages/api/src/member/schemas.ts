import * as z from 'zod/mini';
import { flagSchema, idSchema } from '../wire';

/** Account types come as numbers or numeric strings, depending on the deployment. */
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
  hasVip: z.nullish(flagSchema),
  availablePromoCount: countSchema,
  unreadMessage: countSchema,
  /** §3 "availablePromo (REFERRAL with enabled)": keyed by promotion type (assumed shape). */
  availablePromo: z.nullish(z.record(z.string(), z.nullish(z.object({ enabled: z.nullish(flagSchema) })))),
  /** docs/centres.md "Member page visibility" (H): 1 when the account may transfer to its upline (transferUpline). */
  toUpline: z.nullish(flagSchema),
  /** docs/centres.md "Member page visibility" (H): the member has rebate details (bonusDetails, with PLYRBT). */
  hasRebate: z.nullish(flagSchema),
  /**
   * Designed: the login value's `passwordExpired`, and whether the account is still on the platform's default
   * password. The forced change of §4 is read from here too, so it holds across reloads and every route.
   */
  passwordExpired: z.nullish(flagSchema),
  defaultPassword: z.nullish(flagSchema),
});

export type MemberInfoWire = z.infer<typeof memberInfoSchema>;

/**
 * GET /wps/member/info/icon (spec §7, token). The value is designed: `{ iconIndex, iconUrl }`, either a preset
 * avatar number (1-based, the app bundles the images) or an uploaded picture's URL; a URL wins when it is safe.
 */
export const memberIconSchema = z.object({
  iconIndex: z.nullish(z.number().check(z.int(), z.gte(1))),
  iconUrl: z.nullish(z.string()),
});

export type MemberIconWire = z.infer<typeof memberIconSchema>;

/**
 * PUT /wps/member/language `{ language }` (docs/protocol.md names the path; method and body are assumed). The token is
 * optional: a signed-in member's choice is stored on the account, a guest's is only acknowledged. The client sends
 * `Authorization` per descriptor, so there are two descriptors of the same call.
 */
export const languageAckSchema = z.nullish(z.object({ language: z.nullish(z.string()) }));
