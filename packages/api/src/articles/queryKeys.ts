/** Query keys of the news and blog pages (§2 Other screens): their own module, so the shared key table stays untouched. */
export const articlesKeys = {
  all: ['articles'] as const,
  list: (kind: string, language: string, pageNum: number) =>
    [...articlesKeys.all, 'list', kind, language, pageNum] as const,
  detail: (id: string, language: string) => [...articlesKeys.all, 'detail', id, language] as const,
};
