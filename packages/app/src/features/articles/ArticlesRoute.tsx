import {
  articleQueryOptions,
  articlesQueryOptions,
  isArticleNotFound,
  type ArticleDetail as Article,
  type ArticleKind,
} from '@atrium/api/articles';
import { errorKeyOf } from '@atrium/api/errors';
import { languageInfo, parsePlatformLanguageCode } from '@atrium/domain/i18n';
import { ArticleDetail, ArticleList, type ArticleView } from '@atrium/ui/articles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';

/** Marks an article opened from the list, so its back link can return through history (scroll position kept). */
interface FromList {
  readonly fromList: true;
}

function isFromList(state: unknown): state is FromList {
  return typeof state === 'object' && state !== null && (state as Partial<FromList>).fromList === true;
}

/** The address's page, from 1; anything else (absent, 0, "abc", 2.5) is the first page. */
function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function listAddress(kind: ArticleKind, page: number): string {
  return page > 1 ? `/${kind}?page=${page}` : `/${kind}`;
}

function articleAddress(kind: ArticleKind, id: string, page: number): string {
  const params = new URLSearchParams({ id });
  if (page > 1) params.set('page', String(page));
  return `/${kind}?${params.toString()}`;
}

/** The content's language as a tag when it is not the page's (the page says so and marks it); null otherwise. */
function contentLangOf(article: Article, platformLanguage: string): string | null {
  const code = parsePlatformLanguageCode(article.contentLanguage);
  return code === null || code === platformLanguage ? null : languageInfo(code).tag;
}

function ArticlesPage({ kind }: { readonly kind: ArticleKind }) {
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const page = pageOf(params.get('page'));
  // An empty id (`?id=`) is no article: the list.
  const id = params.get('id') || null;

  // The app scrolls to the top on a new path only, and these pages live in the query: opening an article or another
  // page starts at its top. Back and forward leave the position to the browser, which restores the list's.
  const shown = useRef(`${id ?? ''}/${page}`);
  // The article last opened from this list: back on the list, its card's link takes the focus again.
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  useEffect(() => {
    const now = `${id ?? ''}/${page}`;
    if (shown.current === now) return;
    shown.current = now;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id, page, navigationType]);

  const list = useQuery({
    ...articlesQueryOptions(client, { kind, language: platformLanguage, pageNum: page }),
    enabled: id === null,
  });
  const detail = useQuery({
    ...articleQueryOptions(client, { id: id ?? '', language: platformLanguage }),
    enabled: id !== null,
  });

  // A page past the last (an old shared address, fewer articles since) shows the last page instead of nothing.
  const lastPage = list.data?.totalPages;
  const isPastLast = id === null && lastPage !== undefined && page > lastPage && !list.isPlaceholderData;
  useEffect(() => {
    if (isPastLast) void navigate(listAddress(kind, lastPage), { replace: true });
  }, [isPastLast, kind, lastPage, navigate]);

  if (id !== null) {
    const article = detail.data;
    const view: ArticleView | null = article
      ? {
          id: article.id,
          title: article.title,
          summary: article.summary,
          coverUrl: article.coverUrl,
          coverWidth: article.coverWidth,
          coverHeight: article.coverHeight,
          author: article.author,
          publishedAt: article.publishedAt,
          tags: article.tags,
          content: article.content,
          contentLang: contentLangOf(article, platformLanguage),
        }
      : null;
    // An article of the other kind at this address is not this page's: said as not found, with the way back.
    const isOtherKind = article !== undefined && article.kind !== kind;
    return (
      <ArticleDetail
        kind={kind}
        state={
          detail.isPending
            ? 'loading'
            : isArticleNotFound(detail.error) || isOtherKind
              ? 'not-found'
              : detail.isError
                ? 'error'
                : 'ready'
        }
        article={isOtherKind ? null : view}
        backHref={listAddress(kind, page)}
        onBack={() => {
          if (isFromList(location.state)) void navigate(-1);
          else void navigate(listAddress(kind, page));
        }}
        errorMessageKey={errorKeyOf(detail.error)}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
        focusTitle={isFromList(location.state)}
      />
    );
  }

  const data = list.data;
  return (
    <ArticleList
      kind={kind}
      state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      articles={data?.articles ?? []}
      page={data?.pageNum ?? page}
      totalPages={data?.totalPages ?? 1}
      onPageChange={(next) => void navigate(listAddress(kind, next))}
      articleHref={(articleId) => articleAddress(kind, articleId, page)}
      onOpen={(articleId) => {
        setLastOpened(articleId);
        void navigate(articleAddress(kind, articleId, page), { state: { fromList: true } });
      }}
      isChangingPage={list.isPlaceholderData}
      errorMessageKey={errorKeyOf(list.error)}
      onRetry={() => void list.refetch()}
      isRetrying={list.isFetching}
      focusArticleId={lastOpened}
    />
  );
}

/**
 * §2 Other screens: news at /news and the blog at /blog (public). The list's page is in the address (`?page=2`), and
 * so is an opened article (`?id=…`, shareable; the list's page is kept so the way back returns to it). Both calls
 * are reads: a failure or a malformed answer is an error state with retry; an unknown id is a not-found page.
 */
export function NewsRoute() {
  return <ArticlesPage kind="news" />;
}

export function BlogRoute() {
  return <ArticlesPage kind="blog" />;
}
