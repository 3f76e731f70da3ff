import * as z from 'zod/mini';

export const feedbackResultSchema = z.object({ feedbackId: z.string() });

export type FeedbackResult = z.infer<typeof feedbackResultSchema>;
