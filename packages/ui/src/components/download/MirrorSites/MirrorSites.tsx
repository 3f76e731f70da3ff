import type { LineCheck } from '@atrium/domain/layout';
import { useTranslation } from 'react-i18next';
import downloadEnglish from '../../../i18n/locales/en/ui/download.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Actions, Lead, Muted, Page, Row, Rows, RowText, TextLink, Time, Title } from '../shared/Download.styles';

registerPart('download', downloadEnglish);

export interface MirrorLineView {
  readonly id: string;
  /** The server's label, or null (the line is then numbered by its place in the server's list). */
  readonly name: string | null;
  /** The line's number in the server's list (1-based), for the fallback label. */
  readonly number: number;
  /** The mirror's address (a safe http(s) link). */
  readonly href: string;
  readonly check: LineCheck;
}

export interface MirrorSitesProps {
  /** In the order to show (fastest first: the domain's `rankMirrorLines`); null while loading or failed. */
  readonly lines: readonly MirrorLineView[] | null;
  /** §2 "with a verification link": where a player checks a site is genuine; null when the server gave none. */
  readonly verificationHref: string | null;
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  /** A key of the `errors` namespace for the load failure. */
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
  /** Times every line again; the button is busy while a check runs. */
  readonly onRecheck: () => void;
  readonly isChecking?: boolean;
}

const hostOf = (href: string): string => {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
};

/**
 * §2 Other screens: "mirror-site list with line detection (tells users to try mirror sites, with a verification
 * link)". Each line shows its measured response time, "testing" while it is timed, or unreachable; the order is the
 * caller's (fastest first).
 */
export function MirrorSites({
  lines,
  verificationHref,
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  onRecheck,
  isChecking = false,
}: MirrorSitesProps) {
  const { t } = useTranslation('ui');
  const labelOf = (line: MirrorLineView) => line.name ?? t('MirrorSites.line', { number: line.number });
  return (
    <Page aria-labelledby="mirror-sites-title" aria-busy={isLoading || undefined}>
      <Title id="mirror-sites-title">{t('MirrorSites.title')}</Title>
      <Lead>{t('MirrorSites.intro')}</Lead>
      {hasError ? (
        <ErrorState messageKey={loadErrorKey ?? 'errors:unknown'} onRetry={onRetry} isRetrying={isRetrying} />
      ) : lines === null || isLoading ? (
        <Skeleton variant="text" lines={4} />
      ) : lines.length === 0 ? (
        <EmptyState message={t('MirrorSites.empty')} />
      ) : (
        <>
          <Actions>
            <Button variant="secondary" onClick={onRecheck} isLoading={isChecking}>
              {t('MirrorSites.recheck')}
            </Button>
            {verificationHref && (
              <TextLink href={verificationHref} target="_blank" rel="noopener noreferrer">
                {t('MirrorSites.verify')}
              </TextLink>
            )}
          </Actions>
          <Rows aria-label={t('MirrorSites.listLabel')}>
            {lines.map((line) => (
              <Row key={line.id} data-line={line.id}>
                <RowText>
                  <TextLink href={line.href} target="_blank" rel="noopener noreferrer">
                    {t('MirrorSites.open', { name: labelOf(line) })}
                  </TextLink>
                  <Muted>{hostOf(line.href)}</Muted>
                </RowText>
                <Time
                  $tone={line.check.kind === 'reachable' ? 'ok' : line.check.kind === 'checking' ? 'pending' : 'down'}
                  data-testid="line-time"
                >
                  {line.check.kind === 'reachable'
                    ? t('MirrorSites.reachable', { ms: Math.round(line.check.ms) })
                    : line.check.kind === 'checking'
                      ? t('MirrorSites.checking')
                      : t('MirrorSites.unreachable')}
                </Time>
              </Row>
            ))}
          </Rows>
        </>
      )}
    </Page>
  );
}
