import type { ArticleCardView } from '../types';
import { Cover } from './Articles.styles';

/**
 * An article's cover, when it has one: decoration (the title says what it is), loaded lazily, its box reserved from the
 * intrinsic size so nothing below moves when it arrives.
 */
export function ArticleCover({
  article,
}: {
  readonly article: Pick<ArticleCardView, 'coverUrl' | 'coverWidth' | 'coverHeight'>;
}) {
  if (!article.coverUrl) return null;
  return (
    <Cover
      src={article.coverUrl}
      alt=""
      width={article.coverWidth}
      height={article.coverHeight}
      loading="lazy"
      decoding="async"
    />
  );
}
