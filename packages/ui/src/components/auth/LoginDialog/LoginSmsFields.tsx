import { useTranslation } from 'react-i18next';
import { CountdownButton, type Clock } from '../../primitives/CountdownButton';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { FieldWithAction } from '../../forms/DialogForm.styles';
import { Fields } from './LoginDialog.styles';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

// The auth words ship with the screens that read them, not with the first paint (docs/decisions/0006).
registerPart('auth', authEnglish);

export interface LoginSmsFieldsProps {
  readonly countries: readonly PhoneCountry[];
  readonly countryCode: string;
  readonly onCountryChange: (countryCode: string) => void;
  readonly mobileNum: string;
  readonly onMobileNumChange: (mobileNum: string) => void;
  /** The translated message under the number, if any. */
  readonly mobileError: string | undefined;
  readonly code: string;
  readonly onCodeChange: (code: string) => void;
  readonly codeError: string | undefined;
  readonly smsSentAt: number | null;
  readonly smsCountdownSeconds: number;
  readonly clock: Clock;
  /** The send button was pressed; the dialog checks the number and throttles. */
  readonly onSend: () => void;
  readonly isSending: boolean;
}

/** The SMS tab of the login dialog: the mobile number, and the code with its send button and countdown. */
export function LoginSmsFields(props: LoginSmsFieldsProps) {
  const { t } = useTranslation('ui');
  return (
    <Fields>
      <PhoneField
        countries={props.countries}
        countryCode={props.countryCode}
        onCountryChange={props.onCountryChange}
        value={props.mobileNum}
        onChange={props.onMobileNumChange}
        label={t('LoginDialog.mobile')}
        error={props.mobileError}
        isRequired
      />
      <FieldWithAction>
        <TextField
          label={t('LoginDialog.code')}
          name="verificationCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={props.code}
          onChange={(event) => props.onCodeChange(event.target.value)}
          error={props.codeError}
          isRequired
        />
        <CountdownButton
          startedAt={props.smsSentAt}
          totalSeconds={props.smsCountdownSeconds}
          clock={props.clock}
          onSend={props.onSend}
          isSending={props.isSending}
        />
      </FieldWithAction>
    </Fields>
  );
}
