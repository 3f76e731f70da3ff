import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CloudOffIcon, StatusPage } from '../StatusPage';

export interface LoadErrorPageProps {
  /** A key of the `errors` namespace saying what went wrong (spec §8), e.g. `errors:network`. */
  readonly messageKey: string;
  readonly onRetry: () => void;
  /** True while the retry is under way: the button shows progress and cannot be pressed twice. */
  readonly isRetrying?: boolean;
  /**
   * §2 Other screens: the mirror-site list, offered when the main site fails. A plain link on purpose: the list
   * opens with a fresh load of the page, as a retry does.
   */
  readonly mirrorsHref?: string;
}

/** The full-page load error with retry: never a blank page when the app cannot start (spec §8). */
export function LoadErrorPage({ messageKey, onRetry, isRetrying = false, mirrorsHref }: LoadErrorPageProps) {
  const { t } = useTranslation(['ui', 'errors']);
  return (
    <StatusPage
      tone="accent"
      icon={<CloudOffIcon />}
      title={t('ui:LoadErrorPage.title')}
      actions={
        <Button onClick={onRetry} isLoading={isRetrying}>
          {t('ui:LoadErrorPage.retry')}
        </Button>
      }
    >
      <p role="alert">{t(messageKey, { defaultValue: t('errors:unknown') })}</p>
      {mirrorsHref && (
        <p>
          <a href={mirrorsHref}>{t('ui:LoadErrorPage.mirrors')}</a>
        </p>
      )}
    </StatusPage>
  );
}
