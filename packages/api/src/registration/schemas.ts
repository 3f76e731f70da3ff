import * as z from 'zod/mini';

/**
 * GET /wps/system/setting/register. docs/protocol.md gives the per-field rule but not the container: assumed an object
 * keyed by field name; an array of rules each naming its field (`field` or `name`) is read too.
 */
export const registerRulesSchema = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.looseObject({ field: z.optional(z.string()), name: z.optional(z.string()) })),
]);

export type RegisterRulesWire = z.infer<typeof registerRulesSchema>;
