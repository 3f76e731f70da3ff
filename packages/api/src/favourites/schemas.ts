import * as z from 'zod/mini';

// ---------------------------------------------------------------------------------------------------------------
// Favourite ids (`value`: an array of node ids)

export const favouriteIdsSchema = z.array(
  z.pipe(
    z.union([z.number().check(z.int()), z.string().check(z.regex(/^\s*\d+\s*$/))]),
    z.transform((v) => Number(v)),
  ),
);

/** The answer's value carries nothing the app needs (designed: the demo sends `true`). */
export const acknowledgementSchema = z.unknown();
