import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { ButtonRow, SectionTitle } from '../../forms/DialogForm.styles';
import { Social } from './LoginDialog.styles';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

// The auth words ship with the screens that read them, not with the first paint (docs/decisions/0006).
registerPart('auth', authEnglish);

/** §3 "social login (Facebook/Google)". */
export type SocialProvider = 'facebook' | 'google';

/** The social sign-in buttons under the login form, grouped under their heading. */
export function SocialSignIn({
  providers,
  onSignIn,
}: {
  readonly providers: readonly SocialProvider[];
  readonly onSignIn: (provider: SocialProvider) => void;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Social role="group" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('LoginDialog.socialTitle')}</SectionTitle>
      <ButtonRow>
        {providers.map((provider) => (
          <Button key={provider} variant="secondary" onClick={() => onSignIn(provider)}>
            {t(`LoginDialog.social.${provider}`)}
          </Button>
        ))}
      </ButtonRow>
    </Social>
  );
}
