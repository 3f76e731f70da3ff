import { useTranslation } from 'react-i18next';
import articlesEnglish from '../../../i18n/locales/en/ui/articles.json';
import { registerPart } from '../../../i18n/registry';
import type { ArticleCardView } from '../types';
import { Meta, Tags } from './Articles.styles';

registerPart('articles', articlesEnglish);

/** The date in the page's language (e.g. "Nov 27, 2026", "2026年11月27日"), digits as the language writes them. */
export function formatArticleDate(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(epochMs));
}

/** The publication date (a machine-readable <time>), the author when known, and the tags as a named list. */
export function ArticleMeta({ article }: { readonly article: ArticleCardView }) {
  const { t, i18n } = useTranslation('ui');
  const date = formatArticleDate(article.publishedAt, i18n.resolvedLanguage ?? 'en');
  return (
    <>
      <Meta>
        <time dateTime={new Date(article.publishedAt).toISOString()}>{t('Articles.published', { date })}</time>
        {article.author && <span>{t('Articles.by', { author: article.author })}</span>}
      </Meta>
      {article.tags.length > 0 && (
        <Tags aria-label={t('Articles.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
    </>
  );
}
