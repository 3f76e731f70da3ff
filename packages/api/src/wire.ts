import * as z from 'zod/mini';

/**
 * Wire pieces several areas read the same way (docs/protocol.md): a flag sent as a boolean or 0 / 1, and an id sent
 * as a string or a number depending on the deployment.
 */

/** true, false, 1 or 0 → a boolean. */
export const flagSchema = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

/** A string or a number → its string. */
export const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** An amount in currency units (a number, or a decimal string, signed) → integer cents. */
export const centsSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((amount) => Math.round(Number(amount) * 100)),
);
