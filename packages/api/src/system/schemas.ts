import * as z from 'zod/mini';
import { flagSchema } from '../wire';

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  /** DES-obfuscated URL (docs/protocol.md); decoded by the app when the visitor asks for help. */
  path: z.string(),
});

export const systemStatusSchema = z.object({
  maintenance: flagSchema,
  /** Epoch milliseconds; absent or null when no end is announced. */
  maintenanceEndTime: z.nullish(z.number()),
  regionRestriction: flagSchema,
  location: z.nullish(z.object({ ip: z.string() })),
  info: z.nullish(
    z.object({
      customerService: z._default(z.array(customerServiceEntrySchema), []),
    }),
  ),
});

export type SystemStatusWire = z.infer<typeof systemStatusSchema>;
