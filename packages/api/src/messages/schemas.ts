import * as z from 'zod/mini';

/** `{ unreadCount }`; a bare number is accepted too. */
export const unreadCountSchema = z.union([
  z.pipe(
    z.object({ unreadCount: z.number() }),
    z.transform((v) => v.unreadCount),
  ),
  z.number(),
]);
