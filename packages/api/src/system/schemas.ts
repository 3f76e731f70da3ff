import * as z from 'zod/mini';

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  /** DES-obfuscated URL (docs/protocol.md); decoded by the app when the visitor asks for help. */
  path: z.string(),
});

export const systemStatusSchema = z.object({
  maintenance: flag,
  /** Epoch milliseconds; absent or null when no end is announced. */
  maintenanceEndTime: z.nullish(z.number()),
  regionRestriction: flag,
  location: z.nullish(z.object({ ip: z.string() })),
  info: z.nullish(
    z.object({
      customerService: z._default(z.array(customerServiceEntrySchema), []),
    }),
  ),
});

export type SystemStatusWire = z.infer<typeof systemStatusSchema>;
