import { http, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import {
  DEMO_ARTICLE_COVER,
  DEMO_ARTICLES,
  demoArticleCover,
  type DemoArticle,
  type DemoArticleKind,
} from '../seed/articles';
import type { DemoPlatform } from '../state/platform';

/**
 * News and blog (designed calls, packages/api/README.md): GET /wps/content/articles (one kind, one page, newest
 * first) and GET /wps/content/articles/{id}. Guests read both. Titles and summaries come in the asked language where
 * the seed has it (English otherwise); bodies are English and say so in `contentLanguage`. Dates are relative to the
 * platform's clock, so the list always looks recent. Refusals: `request_param_err` (an unknown kind or a page size
 * out of 1–50), `article.not.found` (404) for an unknown id.
 */

const HOUR = 3_600_000;
const MAX_PAGE_SIZE = 50;

function localized(text: DemoArticle['title'], language: string): string {
  const key = language.toLowerCase();
  return (key === 'cn' ? text.cn : key === 'ar' ? text.ar : undefined) ?? text.en;
}

function summaryOf(platform: DemoPlatform, article: DemoArticle, language: string) {
  return {
    id: article.id,
    title: localized(article.title, language),
    summary: localized(article.summary, language),
    coverUrl: demoArticleCover(article.title.en),
    coverWidth: DEMO_ARTICLE_COVER.width,
    coverHeight: DEMO_ARTICLE_COVER.height,
    author: article.author,
    publishedAt: platform.now() - article.hoursAgo * HOUR,
    tags: article.tags,
  };
}

function isKind(value: string | null): value is DemoArticleKind {
  return value === 'news' || value === 'blog';
}

export function articlesHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/content/articles', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const kind = params.get('kind');
      const pageNum = Math.max(1, Math.floor(Number(params.get('pageNum') ?? 1)) || 1);
      const pageSize = Math.floor(Number(params.get('pageSize') ?? 10));
      if (!isKind(kind) || !(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
        return refuse(400, 'request_param_err', 'Unknown kind or page size');
      }
      const language = params.get('language') ?? 'EN';
      const all = DEMO_ARTICLES.filter((a) => a.kind === kind).sort((a, b) => a.hoursAgo - b.hoursAgo);
      const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
      return ok({
        list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((a) => summaryOf(platform, a, language)),
        pageNum,
        totalPages,
        total: all.length,
      });
    }),

    http.get('*/wps/content/articles/:id', ({ request, params }) => {
      const article = DEMO_ARTICLES.find((a) => a.id === params['id']);
      if (!article) return refuse(404, 'article.not.found', 'No such article');
      const language = new URL(request.url).searchParams.get('language') ?? 'EN';
      return ok({
        ...summaryOf(platform, article, language),
        kind: article.kind,
        content: article.content,
        contentLanguage: 'EN',
      });
    }),
  ];
}
