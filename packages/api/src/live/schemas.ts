import * as z from 'zod/mini';

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

export const liveModelWireSchema = z.object({
  modelId: idSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
  online: flag,
  viewers: z.nullish(z.number()),
});

export const liveModelListSchema = z.object({ activeModelList: z.array(liveModelWireSchema) });

export const chatLaunchSchema = z.object({ chatUrl: z.string() });

export type LiveModelListWire = z.infer<typeof liveModelListSchema>;

export type ChatLaunchWire = z.infer<typeof chatLaunchSchema>;
