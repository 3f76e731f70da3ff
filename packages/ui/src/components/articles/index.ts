// @atrium/ui/articles: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 Other screens: news and blog (the list of one kind, one article at its own address)
export { ArticleDetail, type ArticleDetailProps } from './ArticleDetail';
export { ArticleList, type ArticleListProps } from './ArticleList';
export { formatArticleDate } from './shared/ArticleMeta';
export type { ArticleCardView, ArticleKindView, ArticleView } from './types';
