import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import liveEnglish from '../../../i18n/locales/en/ui/live.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Card, Failure, Grid, Hint, Media, Name, Section, State, Title, Viewers } from './ModelList.styles';

registerPart('live', liveEnglish);

export interface LiveModelView {
  readonly id: string;
  readonly name: string;
  /** A checked image address, or null (the name's initial stands in). */
  readonly avatarUrl: string | null;
  readonly isOnline: boolean;
  readonly viewerCount: number | null;
}

export interface ModelListProps {
  readonly status: 'loading' | 'ready' | 'error';
  readonly models: readonly LiveModelView[];
  /** Pressing a model opens the chat room (§7 CBS_launchChat). */
  readonly onOpenChat: (modelId: string) => void;
  /** The model whose chat is being opened: its card is busy and presses are ignored until the answer. */
  readonly openingId?: string | null;
  /** The last launch failed: said under the heading until the next press. */
  readonly launchFailed?: boolean;
  readonly errorKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** Focus the heading when shown (back from the chat in the page, whose close button has gone). */
  readonly focusOnShow?: boolean;
}

/** Online models first (§1 live show: who is live now matters most), the platform's order kept within each group. */
export const liveFirst = (models: readonly LiveModelView[]): LiveModelView[] => [
  ...models.filter((m) => m.isOnline),
  ...models.filter((m) => !m.isOnline),
];

/** §1 live show, §3 activeModelList: the models with their live state; a press opens the chat room. */
export function ModelList({
  status,
  models,
  onOpenChat,
  openingId = null,
  launchFailed = false,
  errorKey,
  onRetry,
  isRetrying = false,
  focusOnShow = false,
}: ModelListProps) {
  const { t, i18n } = useTranslation('ui');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <Section aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Title id={headingId} ref={heading} tabIndex={-1}>
        {t('Live.title')}
      </Title>
      {launchFailed && <Failure role="alert">{t('Live.launchFailed')}</Failure>}
      {status === 'loading' && <Skeleton variant="block" aspectRatio="3 / 1" />}
      {status === 'error' && <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />}
      {status === 'ready' && models.length === 0 && <EmptyState message={t('Live.empty')} />}
      {status === 'ready' && models.length > 0 && <Hint id={`${headingId}-hint`}>{t('Live.hint')}</Hint>}
      {status === 'ready' && models.length > 0 && (
        <Grid aria-label={t('Live.listLabel')}>
          {liveFirst(models).map((model) => (
            <li key={model.id}>
              <Card
                type="button"
                aria-describedby={`${headingId}-hint`}
                aria-busy={openingId === model.id || undefined}
                data-online={model.isOnline}
                onClick={() => {
                  if (openingId === null) onOpenChat(model.id);
                }}
              >
                <Media>
                  {model.avatarUrl && <img src={model.avatarUrl} alt="" loading="lazy" decoding="async" />}
                  <State $live={model.isOnline}>{model.isOnline ? t('Live.live') : t('Live.offline')}</State>
                </Media>
                <Name>{model.name}</Name>
                {model.isOnline && model.viewerCount !== null && (
                  <Viewers>
                    {t('Live.viewers', { count: model.viewerCount, viewers: numbers.format(model.viewerCount) })}
                  </Viewers>
                )}
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
