import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import articlesEnglish from '../../../i18n/locales/en/ui/articles.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton';
import { ArticleMeta } from '../shared/ArticleMeta';
import { ArticleCover } from '../shared/ArticleCover';
import { BackLink, Body, Note, Page, Title } from '../shared/Articles.styles';
import type { ArticleKindView, ArticleView } from '../types';

registerPart('articles', articlesEnglish);

export interface ArticleDetailProps {
  readonly kind: ArticleKindView;
  readonly state: 'loading' | 'error' | 'not-found' | 'ready';
  /** The article in the ready state. */
  readonly article: ArticleView | null;
  /** The list's address (at the page the reader came from). */
  readonly backHref: string;
  /** A plain click or tap on the back link: the container returns to the list without reloading. */
  readonly onBack: () => void;
  /** The failure's message key (errors namespace) in the error state. */
  readonly errorMessageKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** Opened from the list: focus moves to the title once the article is shown, so reading starts there. */
  readonly focusTitle?: boolean;
}

/** A language's name in the page's language ("English", "英语", "الإنجليزية"); the tag itself where unknown. */
function languageName(tag: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * §2 Other screens (news, blog): one article at its own address: the way back to the list first, then the title,
 * date, author and tags, the cover, and the content (server HTML, sanitized by SafeHtml: no script, handler or
 * unsafe link reaches the DOM). Content written in another language than the page's says so and carries its `lang`.
 * An unknown article says so with the way back; a failure offers a retry.
 */
export function ArticleDetail({
  kind,
  state,
  article,
  backHref,
  onBack,
  errorMessageKey,
  onRetry,
  isRetrying = false,
  focusTitle = false,
}: ArticleDetailProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isShown = state === 'ready' && article !== null;
  useEffect(() => {
    if (focusTitle && isShown) titleRef.current?.focus();
  }, [focusTitle, isShown]);
  const back = (
    <BackLink
      href={backHref}
      onClick={(event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onBack();
      }}
    >
      {t(`Articles.back.${kind}`)}
    </BackLink>
  );
  if (state === 'ready' && article) {
    return (
      <Page as="article" aria-labelledby={titleId}>
        {back}
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          {article.title}
        </Title>
        <ArticleMeta article={article} />
        <ArticleCover article={article} />
        {article.contentLang && (
          <Note>
            {t('Articles.contentLanguage', { language: languageName(article.contentLang, i18n.resolvedLanguage) })}
          </Note>
        )}
        <Body lang={article.contentLang ?? undefined}>
          <SafeHtml html={article.content} />
        </Body>
      </Page>
    );
  }
  return (
    <Page aria-labelledby={titleId}>
      {back}
      <Title id={titleId}>{t(`Articles.title.${kind}`)}</Title>
      {state === 'loading' && (
        <div role="status" aria-label={t('Articles.loadingArticle')}>
          <Skeleton lines={2} />
          <Skeleton variant="block" aspectRatio="2 / 1" />
          <Skeleton lines={6} />
        </div>
      )}
      {state === 'error' && <ErrorState messageKey={errorMessageKey} onRetry={onRetry} isRetrying={isRetrying} />}
      {(state === 'not-found' || (state === 'ready' && !article)) && <EmptyState message={t('Articles.notFound')} />}
    </Page>
  );
}
