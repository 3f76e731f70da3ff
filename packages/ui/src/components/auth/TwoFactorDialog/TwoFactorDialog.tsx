import {
  DEFAULT_EMAIL_RULE,
  REQUIRED,
  checkFieldValue,
  isBlank,
  validateMobileNumber,
  type ValidationError,
} from '@atrium/domain/validation';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CountdownButton, systemClock, type Clock } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import { TextField } from '../../primitives/TextField';
import { FieldWithAction, Form, Text } from '../../forms/DialogForm.styles';
import { ServerError } from '../../forms/ServerError';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { useValidationMessage } from '../../forms/validationMessage';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

/**
 * §3 "extra two-factor step for an unregistered IP (phone number, verification code, bound email, bank account
 * name, or authenticator code)". The same names as the api's `TwoFactorMethod` (`login_verify_required`).
 */
export type TwoFactorMethod = 'sms' | 'phone' | 'email' | 'bankName' | 'authenticator';

/** The answer, shaped like the api's `TwoFactorAnswer`: trimmed. */
export interface TwoFactorAnswer {
  readonly method: TwoFactorMethod;
  readonly answer: string;
}

export interface TwoFactorDialogProps {
  readonly isOpen: boolean;
  /** What the server asked for. */
  readonly method: TwoFactorMethod;
  /** For `sms`: the masked number the code went to (e.g. "+66 81****678"), when the server gave it. */
  readonly maskedMobile?: string | null;
  /** Called with a non-empty (and for phone and email, well-formed) answer; never while `isSubmitting`. */
  readonly onSubmit: (answer: TwoFactorAnswer) => void;
  /** Cancel, the close button, Escape or a click outside: the login is abandoned. */
  readonly onCancel: () => void;
  readonly isSubmitting?: boolean;
  /** The server's refusal, an `errors` key (e.g. `errors:verification.invalid`). */
  readonly errorKey?: string | null;
  /** The figures the refusal names, already formatted (a break's end: `{{until}}`), as the login dialog's. */
  readonly errorValues?: Readonly<Record<string, string>>;
  /** For `sms`: asks for a new code; the send button is shown only when given. */
  readonly onSendCode?: () => void;
  /** When the last code was sent (epoch ms), or null. */
  readonly codeSentAt?: number | null;
  /** The countdown length, from the domain's `smsCountdownTotalSeconds`; 60 s by default. */
  readonly codeCountdownSeconds?: number;
  readonly isSendingCode?: boolean;
  /** The clock the countdown reads; the system clock by default. */
  readonly clock?: Clock;
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode'> & {
  readonly type: 'text' | 'email' | 'tel';
};

const INPUT: Readonly<Record<TwoFactorMethod, InputProps>> = {
  sms: { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  bankName: { type: 'text', autoComplete: 'off' },
  authenticator: { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/** Required, then the shape the method needs (the domain's mobile and email rules). */
function answerError(method: TwoFactorMethod, answer: string): ValidationError | null {
  if (isBlank(answer)) return REQUIRED;
  if (method === 'phone') return validateMobileNumber(answer);
  if (method === 'email') return checkFieldValue(DEFAULT_EMAIL_RULE, answer);
  return null;
}

/** The extra login step for an unregistered IP (§3 Login dialogs; §4 "Login from an unregistered IP …"). */
export function TwoFactorDialog({
  isOpen,
  method,
  maskedMobile,
  onSubmit,
  onCancel,
  isSubmitting = false,
  errorKey,
  errorValues,
  onSendCode,
  codeSentAt = null,
  codeCountdownSeconds = 60,
  isSendingCode = false,
  clock = systemClock,
}: TwoFactorDialogProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [answer, setAnswer] = useState('');
  const trimmed = answer.trim();
  const { ref, errors, submit } = useValidatedForm({
    validate: () => {
      const error = answerError(method, trimmed);
      return error ? { answer: error } : {};
    },
    isBusy: isSubmitting,
    onValid: () => onSubmit({ method, answer: trimmed }),
  });

  const hint =
    method === 'sms'
      ? maskedMobile
        ? t('TwoFactorDialog.method.sms.hint', { mobile: maskedMobile })
        : t('TwoFactorDialog.method.sms.hintNoMobile')
      : t(`TwoFactorDialog.method.${method}.hint`);

  const field = (
    <TextField
      {...INPUT[method]}
      label={t(`TwoFactorDialog.method.${method}.label`)}
      name="verificationCode"
      dir={method === 'bankName' ? undefined : 'ltr'}
      value={answer}
      onChange={(event) => setAnswer(event.target.value)}
      hint={hint}
      error={message(errors.answer)}
      isRequired
    />
  );

  return (
    <Dialog
      title={t('TwoFactorDialog.title')}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Form ref={ref} onSubmit={submit} noValidate>
        <Text>{t('TwoFactorDialog.intro')}</Text>
        {method === 'sms' && onSendCode ? (
          <FieldWithAction>
            {field}
            <CountdownButton
              startedAt={codeSentAt}
              totalSeconds={codeCountdownSeconds}
              clock={clock}
              onSend={onSendCode}
              isSending={isSendingCode}
            />
          </FieldWithAction>
        ) : (
          field
        )}
        <ServerError errorKey={errorKey} values={errorValues} />
        <Dialog.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {t('TwoFactorDialog.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {t('TwoFactorDialog.submit')}
          </Button>
        </Dialog.Footer>
      </Form>
    </Dialog>
  );
}
