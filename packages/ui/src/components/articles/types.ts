/** Which list an article belongs to (§2 Other screens: news, blog): it names the page, its empty text and the way back. */
export type ArticleKindView = 'news' | 'blog';

/** An article's card as the container maps it from the platform. */
export interface ArticleCardView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** Empty when the platform gave none. */
  readonly coverUrl: string;
  /** The cover's intrinsic size: its box is reserved before it loads, so nothing below moves. */
  readonly coverWidth: number;
  readonly coverHeight: number;
  readonly author: string;
  /** Epoch milliseconds. */
  readonly publishedAt: number;
  readonly tags: readonly string[];
}

/** One article: the card's fields and its content (server HTML, sanitized by SafeHtml before the DOM). */
export interface ArticleView extends ArticleCardView {
  readonly content: string;
  /** BCP-47 tag of the content's language when it differs from the page's (the page says so); null otherwise. */
  readonly contentLang: string | null;
}
