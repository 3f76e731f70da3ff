import * as z from 'zod/mini';
import { flagSchema, idSchema } from '../wire';

export const liveModelWireSchema = z.object({
  modelId: idSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
  online: flagSchema,
  viewers: z.nullish(z.number()),
});

export const liveModelListSchema = z.object({ activeModelList: z.array(liveModelWireSchema) });

export const chatLaunchSchema = z.object({ chatUrl: z.string() });

export type LiveModelListWire = z.infer<typeof liveModelListSchema>;

export type ChatLaunchWire = z.infer<typeof chatLaunchSchema>;
