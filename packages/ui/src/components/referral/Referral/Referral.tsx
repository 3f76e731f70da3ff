import { formatBalance } from '@atrium/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import referralEnglish from '../../../i18n/locales/en/ui/referral.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { QrCode } from '../../primitives/QrCode';
import { Fact, type ListLoadState, LoadFallback, PagedRows } from '../../forms/PagedRows';
import { Actions, Code, Facts, Link, Panel, PanelText, PanelTitle, QrSlot, RowHead, Status } from './Referral.styles';

registerPart('referral', referralEnglish);

export type InviteeStatusView = 'active' | 'pending' | 'inactive';

export interface InviteeView {
  readonly name: string;
  readonly joinedAt: number;
  readonly status: InviteeStatusView;
  readonly earningsCents: number;
}

export type LoadStateProps = ListLoadState;

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
  ...load
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
              <Fact label={t('Referral.inviteeCount')}>{new Intl.NumberFormat(locale).format(info.inviteeCount)}</Fact>
              <Fact label={t('Referral.earnings')} testId="referral-earnings">
                {money(info.totalEarningsCents)}
              </Fact>
            </Facts>
          </>
        ) : (
          <LoadFallback {...load} skeletonLines={5} />
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
  money,
  locale,
  ...load
}: ReferralProps['invitees'] & { readonly money: (cents: number) => string; readonly locale: string }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const date = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Referral.invitees.title')}</PanelTitle>
      <PagedRows
        {...load}
        page={page}
        onPageChange={onPageChange}
        emptyMessage={t('Referral.invitees.empty')}
        skeletonLines={3}
        rowKey={(invitee) => `${invitee.name}-${invitee.joinedAt}`}
        renderRow={(invitee) => (
          <>
            <RowHead>
              <span dir="ltr">{invitee.name}</span>
              <span>{t(`Referral.status.${invitee.status}`)}</span>
            </RowHead>
            <Facts>
              <Fact label={t('Referral.invitees.joined')}>{date(invitee.joinedAt)}</Fact>
              <Fact label={t('Referral.invitees.earnings')}>{money(invitee.earningsCents)}</Fact>
            </Facts>
          </>
        )}
      />
    </Panel>
  );
}
