import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Details, DetailTerm, DetailValue, Panel, PanelText, PanelTitle } from '../MemberCentre/MemberCentre.styles';
import { Avatar, type AvatarView } from './Avatar';
import { Identity, Row, RowLabel, RowText, RowValue, Rows, Saved, State } from './SecurityCenter.styles';
import type { BindKind, Loadable, SecurityView, SocialProviderId } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

export interface MemberAccountSummary {
  readonly account: string;
  readonly nickname: string | null;
  readonly maskedMobile: string | null;
  readonly vipLabel: string | null;
  /** Already formatted for the reader's language. */
  readonly registeredOn: string;
}

/** Loading and failure of a section, the same everywhere on the page. */
export function SectionState({ state, lines = 3 }: { readonly state: Loadable<unknown>; readonly lines?: number }) {
  if (state.status === 'error') return <ErrorState onRetry={state.onRetry} isRetrying={state.isRetrying ?? false} />;
  return <Skeleton variant="text" lines={lines} />;
}

export interface AccountDetailsSectionProps {
  readonly summary: Loadable<MemberAccountSummary>;
  readonly avatar: AvatarView;
  /** The avatar could not be read: the default one shows, with this retry. */
  readonly avatarFailed?: { readonly onRetry: () => void; readonly isRetrying?: boolean } | null;
  /** Opens the avatar chooser. */
  readonly onChangeAvatar: () => void;
  readonly savedKey?: string | null;
}

/** Who the member is: avatar, account, nickname, mobile, VIP label, member since. */
export function AccountDetailsSection({
  summary,
  avatar,
  avatarFailed = null,
  onChangeAvatar,
  savedKey,
}: AccountDetailsSectionProps) {
  const { t } = useTranslation('ui');
  return (
    <Panel aria-labelledby="member-details-title" aria-busy={summary.status === 'loading' || undefined}>
      <PanelTitle id="member-details-title">{t('MemberCentre.details.title')}</PanelTitle>
      <Identity>
        <Avatar avatar={avatar} size={56} label={t('SecurityCenter.avatar.current')} />
        <Button variant="secondary" onClick={onChangeAvatar}>
          {t('SecurityCenter.avatar.change')}
        </Button>
      </Identity>
      {avatarFailed && (
        <ErrorState
          messageKey="ui:SecurityCenter.avatar.failed"
          onRetry={avatarFailed.onRetry}
          isRetrying={avatarFailed.isRetrying ?? false}
        />
      )}
      {savedKey && <Saved role="status">{t(savedKey)}</Saved>}
      {summary.status === 'ready' ? (
        <Details>
          <DetailTerm>{t('MemberCentre.details.account')}</DetailTerm>
          <DetailValue>{summary.data.account}</DetailValue>
          <DetailTerm>{t('MemberCentre.details.nickname')}</DetailTerm>
          <DetailValue>{summary.data.nickname ?? t('MemberCentre.details.none')}</DetailValue>
          <DetailTerm>{t('MemberCentre.details.mobile')}</DetailTerm>
          <DetailValue dir="ltr">{summary.data.maskedMobile ?? t('MemberCentre.details.none')}</DetailValue>
          <DetailTerm>{t('MemberCentre.details.vip')}</DetailTerm>
          <DetailValue>{summary.data.vipLabel ?? t('MemberCentre.details.none')}</DetailValue>
          <DetailTerm>{t('MemberCentre.details.registered')}</DetailTerm>
          <DetailValue>{summary.data.registeredOn}</DetailValue>
        </Details>
      ) : (
        <SectionState state={summary} lines={5} />
      )}
    </Panel>
  );
}

export interface PasswordsSectionProps {
  readonly security: Loadable<SecurityView>;
  /** Opens the change-password dialog (spec §2 Popups changePassModal). */
  readonly onChangePassword: () => void;
  /** Opens the payment-password dialog: set when there is none, change otherwise. */
  readonly onPaymentPassword: () => void;
  readonly savedKey?: string | null;
}

/** The login password and the payment password. The login password works while the rest loads. */
export function PasswordsSection({ security, onChangePassword, onPaymentPassword, savedKey }: PasswordsSectionProps) {
  const { t } = useTranslation('ui');
  return (
    <Panel aria-labelledby="member-password-title">
      <PanelTitle id="member-password-title">{t('MemberCentre.password.title')}</PanelTitle>
      {savedKey && <Saved role="status">{t(savedKey)}</Saved>}
      <Rows>
        <Row>
          <RowText>
            <RowLabel>{t('SecurityCenter.password.login')}</RowLabel>
            <RowValue>{t('MemberCentre.password.text')}</RowValue>
          </RowText>
          <Button variant="secondary" onClick={onChangePassword}>
            {t('MemberCentre.password.change')}
          </Button>
        </Row>
        <Row>
          <RowText>
            <RowLabel>{t('SecurityCenter.password.payment')}</RowLabel>
            {security.status === 'ready' ? (
              <State $isOn={security.data.hasPaymentPassword}>
                {t(
                  security.data.hasPaymentPassword
                    ? 'SecurityCenter.password.paymentSet'
                    : 'SecurityCenter.password.paymentNone',
                )}
              </State>
            ) : (
              <RowValue>{t('SecurityCenter.password.paymentText')}</RowValue>
            )}
          </RowText>
          {security.status === 'ready' && (
            <Button variant="secondary" onClick={onPaymentPassword}>
              {t(
                security.data.hasPaymentPassword
                  ? 'SecurityCenter.password.paymentChange'
                  : 'SecurityCenter.password.paymentSetAction',
              )}
            </Button>
          )}
        </Row>
      </Rows>
      {security.status !== 'ready' && <SectionState state={security} lines={1} />}
    </Panel>
  );
}

const BIND_KINDS: readonly BindKind[] = ['mobile', 'email', 'bankAccountName'];

export interface BindingsSectionProps {
  readonly security: Loadable<SecurityView>;
  readonly onBind: (kind: BindKind) => void;
  readonly savedKey?: string | null;
}

/** What is bound (masked, as the platform sends it) and what is not, each with its bind action. */
export function BindingsSection({ security, onBind, savedKey }: BindingsSectionProps) {
  const { t } = useTranslation('ui');
  return (
    <Panel aria-labelledby="member-bindings-title" aria-busy={security.status === 'loading' || undefined}>
      <PanelTitle id="member-bindings-title">{t('SecurityCenter.bind.title')}</PanelTitle>
      {savedKey && <Saved role="status">{t(savedKey)}</Saved>}
      {security.status !== 'ready' ? (
        <SectionState state={security} />
      ) : (
        <Rows>
          {BIND_KINDS.map((kind) => {
            const bound = security.data.bound[kind];
            // A bank account name's code goes to the bound phone: without one there is nothing to bind it with.
            const needsPhone = kind === 'bankAccountName' && security.data.bound.mobile === null;
            return (
              <Row key={kind}>
                <RowText>
                  <RowLabel>{t(`SecurityCenter.bind.kind.${kind}`)}</RowLabel>
                  {bound ? (
                    <RowValue dir="ltr">{bound}</RowValue>
                  ) : (
                    <State $isOn={false}>
                      {needsPhone ? t('SecurityCenter.bind.needsPhone') : t('SecurityCenter.bind.notBound')}
                    </State>
                  )}
                </RowText>
                {bound ? (
                  <State $isOn>{t('SecurityCenter.bind.bound')}</State>
                ) : (
                  !needsPhone && (
                    <Button
                      variant="secondary"
                      onClick={() => onBind(kind)}
                      aria-label={t('SecurityCenter.bind.actionFor', { what: t(`SecurityCenter.bind.kind.${kind}`) })}
                    >
                      {t('SecurityCenter.bind.action')}
                    </Button>
                  )
                )}
              </Row>
            );
          })}
        </Rows>
      )}
    </Panel>
  );
}

export interface SocialSectionProps {
  readonly security: Loadable<SecurityView>;
  /** Asks to bind a provider: the page confirms first (the binding cannot be undone). */
  readonly onBind: (provider: SocialProviderId) => void;
  readonly savedKey?: string | null;
}

/** Social accounts the platform enables; nothing to show when it enables none. */
export function SocialSection({ security, onBind, savedKey }: SocialSectionProps) {
  const { t } = useTranslation('ui');
  if (security.status === 'ready' && security.data.social.length === 0) return null;
  return (
    <Panel aria-labelledby="member-social-title" aria-busy={security.status === 'loading' || undefined}>
      <PanelTitle id="member-social-title">{t('SecurityCenter.social.title')}</PanelTitle>
      <PanelText>{t('SecurityCenter.social.text')}</PanelText>
      {savedKey && <Saved role="status">{t(savedKey)}</Saved>}
      {security.status !== 'ready' ? (
        <SectionState state={security} lines={2} />
      ) : (
        <Rows>
          {security.data.social.map(({ provider, bound }) => {
            const name = t(`SecurityCenter.social.provider.${provider}`);
            return (
              <Row key={provider}>
                <RowText>
                  <RowLabel>{name}</RowLabel>
                  <State $isOn={bound}>{t(bound ? 'SecurityCenter.bind.bound' : 'SecurityCenter.bind.notBound')}</State>
                </RowText>
                {!bound && (
                  <Button
                    variant="secondary"
                    onClick={() => onBind(provider)}
                    aria-label={t('SecurityCenter.bind.actionFor', { what: name })}
                  >
                    {t('SecurityCenter.bind.action')}
                  </Button>
                )}
              </Row>
            );
          })}
        </Rows>
      )}
    </Panel>
  );
}
