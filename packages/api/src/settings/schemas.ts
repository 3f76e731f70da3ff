import * as z from 'zod/mini';

/**
 * GET /wps/system/whitelabel: the switch tree `{modId, enabled: "1"|"0", childrenNodes[]}` (docs/protocol.md), as one
 * root node or a list of them. Nodes are not checked here: the domain's `switchesFromTree` skips malformed ones and
 * fails closed. Only a value that is neither a list nor an object is malformed.
 */
export const whitelabelTreeSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);

export type WhitelabelTreeWire = z.infer<typeof whitelabelTreeSchema>;

/** GET /wps/system/helpCenter `?lang&device=WEB`: `value[] {title, content (HTML), tag, children[]}` (docs/protocol.md). */
export interface HelpItemWire {
  title: string;
  content?: string | null | undefined;
  tag?: string | null | undefined;
  children?: HelpItemWire[] | null | undefined;
}

export const helpItemSchema: z.ZodMiniType<HelpItemWire> = z.object({
  title: z.string(),
  content: z.nullish(z.string()),
  tag: z.nullish(z.string()),
  get children() {
    return z.nullish(z.array(helpItemSchema));
  },
});

export const helpCenterSchema = z.array(helpItemSchema);

/**
 * GET /wps/system/countryCode (spec §7 "country code list"; §3 "Country: countryCode, countryDialingCode").
 * Designed: `value[] {countryCode, countryDialingCode, name}`. The dialing code may come with or without "+".
 */
export const countrySchema = z.object({
  countryCode: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    z.transform((code) => code.toUpperCase()),
  ),
  countryDialingCode: z.pipe(
    z.union([z.string().check(z.regex(/^\s*\+?\d{1,4}\s*$/)), z.number().check(z.int(), z.gte(1), z.lte(9999))]),
    z.transform((code) => String(code).trim().replace(/^\+/, '')),
  ),
  name: z.string(),
});

export const countryListSchema = z.array(countrySchema);

export type CountryWire = z.infer<typeof countrySchema>;
