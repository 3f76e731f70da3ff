/** Query keys of the beginner guide (§2 Other screens): their own module, so the shared key table stays untouched. */
export const guideKeys = {
  all: ['guide'] as const,
  content: (language: string) => [...guideKeys.all, 'content', language] as const,
};
