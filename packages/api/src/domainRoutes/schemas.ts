import * as z from 'zod/mini';

/**
 * GET /wps/system/domainRoute (spec §7; §2 "mirror-site list with line detection … with a verification link").
 * Designed: `{ mainDomain, verifyUrl, domains[] {name, domain, lineCheckUrl} }`. A line check is a plain GET that
 * answers quickly when the line is up; the app times it.
 */
export const domainRouteSchema = z.object({
  mainDomain: z.nullish(z.string()),
  verifyUrl: z.nullish(z.string()),
  domains: z._default(
    z.array(
      z.object({
        name: z.nullish(z.string()),
        domain: z.string(),
        lineCheckUrl: z.nullish(z.string()),
      }),
    ),
    [],
  ),
});

export type DomainRouteWire = z.infer<typeof domainRouteSchema>;
