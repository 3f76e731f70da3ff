import { useTranslation } from 'react-i18next';
import { Alert } from './DialogForm.styles';

export interface ServerErrorProps {
  /** An `errors` namespace key (`errors:login.failed` or `login.failed`), or null/undefined for none. */
  readonly errorKey?: string | null | undefined;
  /** The figures the key's text names, already formatted (`{{until}}`). */
  readonly values?: Readonly<Record<string, string>> | undefined;
  /** Plain server text shown instead of a key (never HTML). */
  readonly message?: string | null | undefined;
}

/**
 * A refusal from the server, announced at once (role=alert) and shown where the user is looking: inside the
 * dialog, right above its actions. Nothing is rendered without a key or message.
 */
export function ServerError({ errorKey, values, message }: ServerErrorProps) {
  const { t } = useTranslation('errors');
  const text = message ?? (errorKey ? t(errorKey, { ...values, ns: 'errors' }) : null);
  if (!text) return null;
  return <Alert role="alert">{text}</Alert>;
}
