import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient, Endpoint } from '../client';
import { isApiError } from '../errors';
import { unsafeHtml, type UnsafeHtml } from '../html';
import { articlesKeys } from './queryKeys';
import { endpointsOf } from '../endpoints';

export { articlesKeys };

/**
 * News and blog (spec §2 Other screens: "blog, news"). The spec names the screens only, so the calls are designed
 * (packages/api/README.md "Designed shapes") and implemented by the demo platform:
 *
 * - GET /wps/content/articles?kind=news|blog&language&pageNum&pageSize → `{list: [{id, title, summary, coverUrl,
 *   coverWidth, coverHeight, author, publishedAt, tags}], pageNum, totalPages, total}`, newest first. Guests read it.
 * - GET /wps/content/articles/{id}?language → the article with `kind`, `content` (HTML, sanitized by the UI before the
 *   DOM) and `contentLanguage` (the language the content is written in: it may differ from the one asked for).
 *   An unknown id is refused with `article.not.found` (404).
 */

export const ARTICLE_KINDS = ['news', 'blog'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Cards per page: two rows of three on a wide screen, six cards on a phone. */
export const ARTICLES_PAGE_SIZE = 6;

const MODULE_ID = 'CONTENT1';
const area = endpointsOf('articles', { moduleId: MODULE_ID, needsToken: false });

const summaryShape = {
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  summary: z._default(z.string(), ''),
  coverUrl: z._default(z.string(), ''),
  coverWidth: z._default(z.number(), 800),
  coverHeight: z._default(z.number(), 400),
  author: z._default(z.string(), ''),
  publishedAt: z.number(),
  tags: z._default(z.array(z.string()), []),
};

export const articleListSchema = z.object({
  list: z._default(z.array(z.object(summaryShape)), []),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type ArticleListWire = z.infer<typeof articleListSchema>;

export const articleDetailSchema = z.object({
  ...summaryShape,
  kind: z.enum(ARTICLE_KINDS),
  content: z.string(),
  contentLanguage: z._default(z.string(), ''),
});
export type ArticleDetailWire = z.infer<typeof articleDetailSchema>;

export interface ArticleSummary {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** Empty when the platform gave none. */
  readonly coverUrl: string;
  /** The cover's intrinsic size: the page reserves its box before it loads (no layout shift). */
  readonly coverWidth: number;
  readonly coverHeight: number;
  readonly author: string;
  /** Epoch milliseconds. */
  readonly publishedAt: number;
  readonly tags: readonly string[];
}

export interface ArticlePage {
  readonly articles: readonly ArticleSummary[];
  /** 1-based. */
  readonly pageNum: number;
  readonly totalPages: number;
  readonly total: number;
}

export interface ArticleDetail extends ArticleSummary {
  readonly kind: ArticleKind;
  readonly content: UnsafeHtml;
  /** The platform language code the content is written in (upper case), empty when not said. */
  readonly contentLanguage: string;
}

function toSummary(wire: z.infer<z.ZodMiniObject<typeof summaryShape>>): ArticleSummary {
  return {
    id: wire.id,
    title: wire.title,
    summary: wire.summary,
    coverUrl: wire.coverUrl,
    coverWidth: wire.coverWidth,
    coverHeight: wire.coverHeight,
    author: wire.author,
    publishedAt: wire.publishedAt,
    tags: wire.tags,
  };
}

export const articleListEndpoint = area.get('list', '/wps/content/articles', articleListSchema);

/** The article's endpoint: its id is a path segment, encoded. */
export function articleEndpoint(id: string): Endpoint<ArticleDetailWire> {
  return {
    id: 'articles.detail',
    method: 'GET',
    path: `/wps/content/articles/${encodeURIComponent(id)}`,
    moduleId: MODULE_ID,
    needsToken: false,
    value: articleDetailSchema,
  };
}

export interface ArticleListRequest {
  readonly kind: ArticleKind;
  readonly language: string;
  /** 1-based. */
  readonly pageNum: number;
}

export async function getArticles(
  client: ApiClient,
  request: ArticleListRequest,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  const wire = await client.call(articleListEndpoint, {
    query: { kind: request.kind, language: request.language, pageNum: request.pageNum, pageSize: ARTICLES_PAGE_SIZE },
    signal,
  });
  return {
    articles: wire.list.map(toSummary),
    pageNum: wire.pageNum,
    totalPages: wire.totalPages,
    total: wire.total,
  };
}

export async function getArticle(
  client: ApiClient,
  request: { readonly id: string; readonly language: string },
  signal?: AbortSignal,
): Promise<ArticleDetail> {
  const wire = await client.call(articleEndpoint(request.id), { query: { language: request.language }, signal });
  return {
    ...toSummary(wire),
    kind: wire.kind,
    content: unsafeHtml(wire.content),
    contentLanguage: wire.contentLanguage,
  };
}

/** The platform's refusal of an id it does not know: the page says so and offers the way back, no retry. */
export const ARTICLE_NOT_FOUND = 'article.not.found';

export function isArticleNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'rejected' && error.code === ARTICLE_NOT_FOUND;
}

export function articlesQueryOptions(client: ApiClient, request: ArticleListRequest) {
  return queryOptions({
    queryKey: articlesKeys.list(request.kind, request.language, request.pageNum),
    queryFn: ({ signal }) => getArticles(client, request, signal),
    staleTime: 5 * 60_000,
    // Another page keeps the current cards on screen until it arrives, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

export function articleQueryOptions(client: ApiClient, request: { readonly id: string; readonly language: string }) {
  return queryOptions({
    queryKey: articlesKeys.detail(request.id, request.language),
    queryFn: ({ signal }) => getArticle(client, request, signal),
    staleTime: 5 * 60_000,
  });
}
