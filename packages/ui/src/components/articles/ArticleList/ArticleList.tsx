import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import articlesEnglish from '../../../i18n/locales/en/ui/articles.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import { ArticleMeta } from '../shared/ArticleMeta';
import { ArticleCover } from '../shared/ArticleCover';
import { Card, CardLink, CardTitle, List, Page, Text, Title } from '../shared/Articles.styles';
import type { ArticleCardView, ArticleKindView } from '../types';

registerPart('articles', articlesEnglish);

export interface ArticleListProps {
  readonly kind: ArticleKindView;
  readonly state: 'loading' | 'error' | 'ready';
  /** The current page's articles, newest first. */
  readonly articles: readonly ArticleCardView[];
  /** From 1. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  /** The article's own address (shareable; opens in a new tab with a modifier key). */
  readonly articleHref: (id: string) => string;
  /** A plain click or tap on a card: the container moves to the article's address without reloading. */
  readonly onOpen: (id: string) => void;
  /** Another page is on its way: the current cards stay, marked busy. */
  readonly isChangingPage?: boolean;
  /** The failure's message key (errors namespace) in the error state. */
  readonly errorMessageKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** The article the reader came back from: its link takes the focus again once the cards are shown. */
  readonly focusArticleId?: string | null;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ArticleCard({
  article,
  href,
  onOpen,
  hasFocus,
}: {
  readonly article: ArticleCardView;
  readonly href: string;
  readonly onOpen: (id: string) => void;
  readonly hasFocus: boolean;
}) {
  const titleId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (hasFocus) linkRef.current?.focus();
  }, [hasFocus]);
  return (
    <li>
      <Card aria-labelledby={titleId}>
        <ArticleCover article={article} />
        <CardTitle id={titleId}>
          <CardLink
            ref={linkRef}
            href={href}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(article.id);
            }}
          >
            {article.title}
          </CardLink>
        </CardTitle>
        <ArticleMeta article={article} />
        {article.summary && <Text>{article.summary}</Text>}
      </Card>
    </li>
  );
}

/**
 * §2 Other screens (news, blog): one page of article cards, newest first (cover, title, date in the page's language,
 * author, summary, tags), each card a link to the article's own address, and the pager. Loading, empty and
 * error-with-retry states; another page keeps the current cards on screen, marked busy, until it arrives.
 */
export function ArticleList({
  kind,
  state,
  articles,
  page,
  totalPages,
  onPageChange,
  articleHref,
  onOpen,
  isChangingPage = false,
  errorMessageKey,
  onRetry,
  isRetrying = false,
  focusArticleId = null,
}: ArticleListProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t(`Articles.title.${kind}`)}</Title>
      {state === 'loading' && (
        <div role="status" aria-label={t(`Articles.loading.${kind}`)}>
          <Skeleton variant="block" aspectRatio="2 / 1" />
          <Skeleton lines={3} />
        </div>
      )}
      {state === 'error' && <ErrorState messageKey={errorMessageKey} onRetry={onRetry} isRetrying={isRetrying} />}
      {state === 'ready' && articles.length === 0 && <EmptyState message={t(`Articles.empty.${kind}`)} />}
      {state === 'ready' && articles.length > 0 && (
        <>
          <List aria-busy={isChangingPage || undefined} aria-labelledby={titleId}>
            {articles.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                href={articleHref(article.id)}
                onOpen={onOpen}
                hasFocus={article.id === focusArticleId}
              />
            ))}
          </List>
          {totalPages > 1 && <Text>{t('Articles.pageOf', { page, total: totalPages })}</Text>}
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            label={t(`Articles.pages.${kind}`)}
          />
        </>
      )}
    </Page>
  );
}
