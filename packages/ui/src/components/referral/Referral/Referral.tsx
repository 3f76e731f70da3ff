import { formatBalance } from '@atrium/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import referralEnglish from '../../../i18n/locales/en/ui/referral.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { QrCode } from '../../primitives/QrCode';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Actions,
  Code,
  Facts,
  Link,
  Panel,
  PanelText,
  PanelTitle,
  QrSlot,
  Row,
  RowHead,
  Rows,
  Status,
} from './Referral.styles';

registerPart('referral', referralEnglish);

export type InviteeStatusView = 'active' | 'pending' | 'inactive';

export interface InviteeView {
  readonly name: string;
  readonly joinedAt: number;
  readonly status: InviteeStatusView;
  readonly earningsCents: number;
}

export interface LoadStateProps {
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
}

export interface ReferralProps extends LoadStateProps {
  /** Null while loading or failed. */
  readonly info: {
    readonly code: string;
    /** The registration link carrying the code. */
    readonly link: string;
    readonly inviteeCount: number;
    readonly totalEarningsCents: number;
  } | null;
  readonly currencySymbol: string;
  readonly onCopy: () => void;
  /** The copy's outcome, announced politely. */
  readonly copyState?: 'idle' | 'copied' | 'failed';
  readonly invitees: {
    readonly page: {
      readonly items: readonly InviteeView[];
      readonly page: number;
      readonly totalPages: number;
    } | null;
    readonly onPageChange: (page: number) => void;
  } & LoadStateProps;
}

/**
 * §2 referral (invite friends): the code, the registration link with a copy button, the link's QR code (the spec's
 * defaults, size 800, margin 20, level M, scaled down to the room it has), the invitees and the earnings.
 */
export function Referral({
  info,
  currencySymbol,
  onCopy,
  copyState = 'idle',
  invitees,
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
}: ReferralProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const money = (cents: number) => formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
  return (
    <>
      <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
        <PanelTitle id={titleId}>{t('Referral.title')}</PanelTitle>
        {info ? (
          <>
            <PanelText>{t('Referral.intro')}</PanelText>
            <PanelText>{t('Referral.code')}</PanelText>
            <Code dir="ltr" data-testid="referral-code">
              {info.code}
            </Code>
            <PanelText>{t('Referral.link')}</PanelText>
            <Link dir="ltr" data-testid="referral-link">
              {info.link}
            </Link>
            <Actions>
              <Button onClick={onCopy}>{t('Referral.copy')}</Button>
            </Actions>
            <Status role="status" aria-live="polite">
              {copyState === 'copied' ? t('Referral.copied') : copyState === 'failed' ? t('Referral.copyFailed') : ''}
            </Status>
            <QrSlot>
              <QrCode value={info.link} label={t('Referral.qr')} displaySize="lg" />
            </QrSlot>
            <Facts>
              <div>
                <dt>{t('Referral.inviteeCount')}</dt>
                <dd>{new Intl.NumberFormat(locale).format(info.inviteeCount)}</dd>
              </div>
              <div>
                <dt>{t('Referral.earnings')}</dt>
                <dd data-testid="referral-earnings">{money(info.totalEarningsCents)}</dd>
              </div>
            </Facts>
          </>
        ) : hasError ? (
          <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
        ) : (
          <Skeleton variant="text" lines={5} />
        )}
      </Panel>
      <Invitees {...invitees} money={money} locale={locale} />
    </>
  );
}

function Invitees({
  page,
  onPageChange,
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  money,
  locale,
}: ReferralProps['invitees'] & { readonly money: (cents: number) => string; readonly locale: string }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const date = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Referral.invitees.title')}</PanelTitle>
      {page ? (
        page.items.length === 0 ? (
          <EmptyState message={t('Referral.invitees.empty')} />
        ) : (
          <>
            <Rows>
              {page.items.map((invitee) => (
                <Row key={`${invitee.name}-${invitee.joinedAt}`}>
                  <RowHead>
                    <span dir="ltr">{invitee.name}</span>
                    <span>{t(`Referral.status.${invitee.status}`)}</span>
                  </RowHead>
                  <Facts>
                    <div>
                      <dt>{t('Referral.invitees.joined')}</dt>
                      <dd>{date(invitee.joinedAt)}</dd>
                    </div>
                    <div>
                      <dt>{t('Referral.invitees.earnings')}</dt>
                      <dd>{money(invitee.earningsCents)}</dd>
                    </div>
                  </Facts>
                </Row>
              ))}
            </Rows>
            <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
          </>
        )
      ) : hasError ? (
        <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Skeleton variant="text" lines={3} />
      )}
    </Panel>
  );
}
