import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Message, Wrapper } from './ErrorState.styles';

export interface ErrorStateProps {
  /** A key saying what went wrong, e.g. `errors:network` (spec §8); unknown keys fall back to 'Unknown error'. */
  readonly messageKey?: string;
  /** The message as text (e.g. the server's own words) when there is no key. */
  readonly message?: string;
  /** Shows the retry button. */
  readonly onRetry?: () => void;
  /** True while the retry is under way: the button shows progress and cannot be pressed twice. */
  readonly isRetrying?: boolean;
}

/** A section that failed to load: the message, announced, and a retry button. */
export function ErrorState({ messageKey, message, onRetry, isRetrying = false }: ErrorStateProps) {
  const { t } = useTranslation(['ui', 'errors']);
  const text = messageKey ? t(messageKey, { defaultValue: t('errors:unknown') }) : (message ?? t('errors:unknown'));
  return (
    <Wrapper>
      <Message role="alert">{text}</Message>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
          {t('ui:ErrorState.retry')}
        </Button>
      )}
    </Wrapper>
  );
}
