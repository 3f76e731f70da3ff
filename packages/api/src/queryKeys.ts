/**
 * The single query-key factory (CONVENTIONS.md "API"). Every query of the app takes its key from here, so
 * invalidation by area (`queryKeys.system.all`) reaches every query of that area.
 */
export const queryKeys = {
  system: {
    all: ['system'] as const,
    status: (language: string) => ['system', 'status', language] as const,
  },
} as const;
