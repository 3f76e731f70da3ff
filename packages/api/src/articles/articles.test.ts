import { describe, expect, it } from 'vitest';
import {
  ARTICLES_PAGE_SIZE,
  articleDetailSchema,
  articleEndpoint,
  articleListEndpoint,
  articleListSchema,
  articleQueryOptions,
  articlesKeys,
  getArticle,
  getArticles,
  isArticleNotFound,
} from './index';
import { failure, useDemoPlatform } from '../test/harness';

const NOW = Date.UTC(2026, 10, 27, 12);
const demo = useDemoPlatform({ now: NOW, fresh: 'file' });

describe('§2 Other screens: news and blog lists (designed GET /wps/content/articles)', () => {
  it('a guest reads them without a token, by kind and page', () => {
    expect(articleListEndpoint).toMatchObject({ method: 'GET', path: '/wps/content/articles', needsToken: false });
    expect(articleEndpoint('a b')).toMatchObject({ path: '/wps/content/articles/a%20b', needsToken: false });
  });

  it('news come newest first, six a page, across three pages, with cover size, author, date and tags', async () => {
    const client = demo.clientAs(null);
    const first = await getArticles(client, { kind: 'news', language: 'EN', pageNum: 1 });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 14 });
    expect(first.articles).toHaveLength(ARTICLES_PAGE_SIZE);
    const dates = first.articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.articles[0]).toMatchObject({
      id: 'NEWS-114',
      title: 'Winter Slots Cup starts Monday',
      author: 'Events team',
      coverWidth: 800,
      coverHeight: 400,
      tags: ['Tournament', 'Slots'],
      publishedAt: NOW - 5 * 3_600_000,
    });
    expect(first.articles[0]?.coverUrl).toMatch(/^data:image\/svg\+xml/);
    const last = await getArticles(client, { kind: 'news', language: 'EN', pageNum: 3 });
    expect(last.articles.map((a) => a.id)).toEqual(['NEWS-102', 'NEWS-101']);
    const blog = await getArticles(client, { kind: 'blog', language: 'EN', pageNum: 1 });
    expect(blog.total).toBe(13);
    expect(blog.articles.every((a) => a.id.startsWith('BLOG-'))).toBe(true);
  });

  it('the first page speaks Chinese and Arabic; older items fall back to English', async () => {
    const client = demo.clientAs(null);
    const cn = await getArticles(client, { kind: 'blog', language: 'CN', pageNum: 1 });
    expect(cn.articles[1]).toMatchObject({ title: 'RTP 是如何运作的' });
    const ar = await getArticles(client, { kind: 'news', language: 'AR', pageNum: 1 });
    expect(ar.articles[1]?.title).toBe('صيانة مجدولة يوم الخميس');
    const older = await getArticles(client, { kind: 'news', language: 'AR', pageNum: 2 });
    expect(older.articles[0]?.title).toBe('Lottery draws every five minutes');
  });

  it('malformed data fails the schema (a later error state with retry), missing optional fields default', () => {
    const item = { id: 'x', title: 't', publishedAt: 1 };
    expect(articleListSchema.parse({ list: [item], pageNum: 1, totalPages: 1, total: 1 }).list[0]).toMatchObject({
      summary: '',
      coverUrl: '',
      tags: [],
    });
    expect(articleListSchema.safeParse({ list: [{ ...item, publishedAt: 'yesterday' }] }).success).toBe(false);
    expect(articleDetailSchema.safeParse({ ...item, kind: 'video', content: '' }).success).toBe(false);
  });
});

describe('§2 Other screens: one article (designed GET /wps/content/articles/{id})', () => {
  it('gives the article with its HTML content and the language it is written in', async () => {
    const article = await getArticle(demo.clientAs(null), { id: 'BLOG-212', language: 'CN' });
    expect(article).toMatchObject({
      kind: 'blog',
      title: 'RTP 是如何运作的',
      contentLanguage: 'EN',
      author: 'Maya Chen',
    });
    expect(article.content).toContain('<table>');
  });

  it('the hostile article arrives with a script, an onerror and a javascript: link: the UI must sanitize it', async () => {
    // Sanitizing is the UI's (SafeHtml, DOMPurify): its story and the route test check none of this survives.
    const article = await getArticle(demo.clientAs(null), { id: 'BLOG-HOSTILE', language: 'EN' });
    expect(article.content).toContain('<script>');
    expect(article.content).toContain('onerror=');
    expect(article.content).toContain('javascript:');
  });

  it('an unknown id is a typed not-found refusal, never retried', async () => {
    const error = await failure(getArticle(demo.clientAs(null), { id: 'NEWS-999', language: 'EN' }));
    expect(error).toMatchObject({ kind: 'rejected', code: 'article.not.found', status: 404 });
    expect(isArticleNotFound(error)).toBe(true);
    expect(isArticleNotFound(new Error('x'))).toBe(false);
    expect(articleQueryOptions(demo.clientAs(null), { id: 'x', language: 'EN' }).queryKey).toEqual(
      articlesKeys.detail('x', 'EN'),
    );
  });
});
