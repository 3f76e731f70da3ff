import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Skeleton } from '../../primitives/Skeleton';
import { flattenHelp, selectedHelpEntry } from './help';
import { Article, ArticleTitle, Layout, TopicButton, TopicList } from './HelpBrowser.styles';
import type { HelpEntry, LoadStatus } from './types';
import announcementsEnglish from '../../../i18n/locales/en/ui/announcements.json';
import { registerPart } from '../../../i18n/registry';

registerPart('announcements', announcementsEnglish);

export interface HelpBrowserProps {
  readonly status: LoadStatus;
  readonly entries: readonly HelpEntry[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
}

/** The help centre's topics and the chosen topic's content (shared by the help popup and the /helpmc page). */
export function HelpBrowser({ status, entries, selectedId, onSelect, onRetry, isRetrying }: HelpBrowserProps) {
  const { t } = useTranslation('ui');
  const navId = useId();
  if (status === 'loading')
    return (
      <div role="status" aria-label={t('HelpBrowser.loading')}>
        <Skeleton lines={6} />
      </div>
    );
  if (status === 'error')
    return <ErrorState message={t('HelpBrowser.error')} onRetry={onRetry} isRetrying={isRetrying} />;
  const selected = selectedHelpEntry(entries, selectedId);
  if (!selected) return <EmptyState message={t('HelpBrowser.empty')} />;
  return (
    <Layout>
      <nav aria-label={t('HelpBrowser.topics')}>
        <TopicList>
          {flattenHelp(entries).map(({ entry, depth }) => (
            <li key={entry.id}>
              <TopicButton
                type="button"
                $depth={depth}
                $isCurrent={entry.id === selected.id}
                aria-current={entry.id === selected.id ? 'true' : undefined}
                onClick={() => onSelect(entry.id)}
              >
                {entry.title}
              </TopicButton>
            </li>
          ))}
        </TopicList>
      </nav>
      <Article aria-labelledby={`${navId}-article`}>
        <ArticleTitle id={`${navId}-article`}>{selected.title}</ArticleTitle>
        {selected.html ? (
          <SafeHtml html={selected.html} />
        ) : (
          <TopicList>
            {selected.children.map((child) => (
              <li key={child.id}>
                <TopicButton type="button" $depth={0} $isCurrent={false} onClick={() => onSelect(child.id)}>
                  {child.title}
                </TopicButton>
              </li>
            ))}
          </TopicList>
        )}
      </Article>
    </Layout>
  );
}
